/**
 * The card payment provider interface (DESIGN.md section 6). A provider opens a hosted card page
 * for a payment session and, through its own unguarded routes under /api/pay/{name}, learns the
 * outcome, records it (record.ts) and sends the browser to the result pages with the `ssl_*`
 * fields Converge uses. Which provider runs is configuration (PAYMENT_PROVIDER).
 */
import type Router from '@koa/router';
import pino, { type Logger } from 'pino';
import type { PaymentProviderName } from '@rentline/sync-protocol/rules';
import { convergeProvider } from './converge/converge.provider';
import type { PaymentsOptions } from './payments-options';
import type { PaymentSession } from './sessions';
import { simulatorProvider } from './simulator/simulator.provider';

export interface ProviderContext {
  storeTimeZone: string;
  logger: Logger;
  now: () => Date;
  /**
   * The portal's public address (PUBLIC_URL, no trailing slash) for the links a provider sends
   * browsers to; '' when not configured, and links are then relative to the portal (the payment
   * window's document is the portal's). Never taken from a request's Host or X-Forwarded-Host.
   */
  baseUrl: string;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Where the payment window goes to take the card for a session just started. */
  hostedPageUrl(session: PaymentSession, token: string, baseUrl: string): Promise<string>;
  /** Its unguarded routes under /api/pay/{name}: the hosted page, the provider's return. */
  routes(context: ProviderContext): Router;
}

export function createPaymentProvider(options: PaymentsOptions): PaymentProvider {
  if (options.provider === 'simulator') return simulatorProvider();
  if (!options.converge) throw new Error('PAYMENT_PROVIDER=converge needs the Converge settings');
  // Converge sends the browser back to an absolute address, which a request must not choose.
  if (!options.publicUrl) throw new Error('PAYMENT_PROVIDER=converge needs PUBLIC_URL');
  return convergeProvider(options.converge, { timeoutMs: options.timeoutMs ?? 20_000 });
}

export function providerContext(
  options: PaymentsOptions,
  app: { storeTimeZone: string; logger?: Logger },
): ProviderContext {
  return {
    storeTimeZone: app.storeTimeZone,
    logger: app.logger ?? pino({ level: 'silent' }),
    now: options.now ?? (() => new Date()),
    baseUrl: options.publicUrl?.replace(/\/+$/, '') ?? '',
  };
}
