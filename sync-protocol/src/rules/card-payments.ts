/**
 * Card payments through a hosted card page (SPEC.md section 2, Process Payment and the payment
 * result pages; DESIGN.md section 6). The request and response of POST /api/elavon/payment-session
 * are `paymentSessionRequestSchema` and `paymentSessionResponseSchema` (wire/payment.ts); this file
 * holds what the hosted page, the provider's return and the result pages share (the card form's
 * schema is wire/card-payments.ts, their words texts/card-payments.ts).
 */

export const PAYMENT_PROVIDERS = ['simulator', 'converge'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** A payment session's link opens the hosted card page for this long, once. */
export const PAYMENT_SESSION_TTL_MS = 15 * 60 * 1000;

/** Where the hosted page sends the browser back to (client routes). */
export const PAYMENT_RESULT_ROUTES = {
  success: '/pulse/payment/success',
  error: '/pulse/payment/error',
} as const;

/** The popup window's name: result pages inside it offer to close it. */
export const PAYMENT_WINDOW_NAME = 'rentline-card-payment';
/** The result pages tell the portal's other windows that a payment finished (BroadcastChannel). */
export const PAYMENT_EVENTS_CHANNEL = 'rentline-card-payments';

/**
 * The query parameters of the result pages: the `ssl_*` fields Converge returns (ssl_result 0 is
 * approved, anything else is not) plus the portal's own customer_id, agreement_id, amount and
 * result_code (the processor's own code for the outcome, e.g. its issuer response 05 or 51,
 * where ssl_result only says 0 or 1). The simulator answers the same fields, so the result pages
 * do not know which provider ran.
 */
export const PAYMENT_RESULT_PARAMS = [
  'ssl_result',
  'ssl_result_message',
  'ssl_txn_id',
  'ssl_amount',
  'ssl_approval_code',
  'customer_id',
  'agreement_id',
  'amount',
  'result_code',
] as const;
export type PaymentResultParams = Partial<Record<(typeof PAYMENT_RESULT_PARAMS)[number], string>>;

/** ssl_result of an approved transaction. */
export const SSL_RESULT_APPROVED = '0';

/** Luhn check of a card number's digits. */
export function luhnValid(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let d = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return number.length > 0 && sum % 10 === 0;
}
