/**
 * The card payment provider interface (DESIGN.md section 6). A provider opens a hosted card page
 * for a payment session and, through its own unguarded routes under /api/pay/{name}, learns the
 * outcome, records it (record.ts) and sends the browser to the result pages with the `ssl_*`
 * fields Converge uses. Which provider runs is configuration (PAYMENT_PROVIDER).
 */
import type Router from '@koa/router';
import type { Context } from 'koa';
import pino, { type Logger } from 'pino';
import type { PaymentProviderName } from '@rentline/sync-protocol';
import { convergeProvider } from './converge/converge.provider';
import type { PaymentsOptions } from './payments-options';
import type { PaymentSession } from './sessions';
import { simulatorProvider } from './simulator/simulator.provider';

export interface ProviderContext {
  storeTimeZone: string;
  logger: Logger;
  now: () => Date;
  /** The portal's address as the browser reaches it (PUBLIC_URL, else the request's origin). */
  baseUrl: (ctx: Context) => string;
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
  return convergeProvider(options.converge, { timeoutMs: options.timeoutMs ?? 20_000 });
}

export function providerContext(
  options: PaymentsOptions,
  app: { storeTimeZone: string; logger?: Logger },
): ProviderContext {
  const publicUrl = options.publicUrl?.replace(/\/+$/, '');
  return {
    storeTimeZone: app.storeTimeZone,
    logger: app.logger ?? pino({ level: 'silent' }),
    now: options.now ?? (() => new Date()),
    baseUrl: (ctx) => publicUrl ?? `${ctx.protocol}://${ctx.host}`,
  };
}
