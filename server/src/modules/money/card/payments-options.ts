/**
 * How card payments are taken (DESIGN.md section 6): the built-in simulator by default, or
 * Elavon Converge when configured. Read from the environment by `paymentsOptionsFrom`.
 */
import type { PaymentProviderName } from '@rentline/sync-protocol/rules';
import type { Config } from '../../../config';

export interface ConvergeSettings {
  merchantId: string;
  userId: string;
  pin: string;
  /** The API base, e.g. https://api.demo.convergepay.com or https://api.convergepay.com. */
  url: string;
}

export interface PaymentsOptions {
  provider: PaymentProviderName;
  /** Required when `provider` is 'converge'. */
  converge?: ConvergeSettings;
  /** The portal's public address for links the provider sends browsers to; else the request's. */
  publicUrl?: string;
  /** The clock (tests move it). */
  now?: () => Date;
  /** How long the processor may take to answer, in ms. */
  timeoutMs?: number;
}

export const DEFAULT_PAYMENTS: PaymentsOptions = { provider: 'simulator' };

export function paymentsOptionsFrom(config: Config): PaymentsOptions {
  const converge =
    config.PAYMENT_PROVIDER === 'converge'
      ? {
          merchantId: config.CONVERGE_MERCHANT_ID!,
          userId: config.CONVERGE_USER_ID!,
          pin: config.CONVERGE_PIN!,
          url: config.CONVERGE_URL!,
        }
      : undefined;
  return { provider: config.PAYMENT_PROVIDER, converge, publicUrl: config.PUBLIC_URL };
}
