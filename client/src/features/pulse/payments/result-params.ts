/** The result pages' query (the ssl_* fields and the portal's own; payment-session.ts). */
import { PAYMENT_RESULT_PARAMS, type PaymentResultParams } from '@rentline/sync-protocol/rules';
import { agreementName, formatMoney } from '@/lib/format-numbers';

export function readResultParams(search: URLSearchParams): PaymentResultParams {
  const out: PaymentResultParams = {};
  for (const key of PAYMENT_RESULT_PARAMS) {
    const value = search.get(key)?.trim();
    if (value) out[key] = value;
  }
  return out;
}

/** '$150.00' from the portal's amount, else the processor's; null when neither is a number. */
export function resultAmount(p: PaymentResultParams): string | null {
  const raw = p.amount ?? p.ssl_amount;
  const n = raw === undefined ? NaN : Number(raw);
  return Number.isFinite(n) ? formatMoney(n) : null;
}

export const resultAgreement = (p: PaymentResultParams) =>
  p.agreement_id ? agreementName(null, p.agreement_id) : null;
