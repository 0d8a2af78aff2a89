/**
 * Card payments through a hosted card page (SPEC.md section 2, Process Payment and the payment
 * result pages; DESIGN.md section 6). The request and response of POST /api/elavon/payment-session
 * are `paymentSessionRequestSchema` and `paymentSessionResponseSchema` (payment.ts); this file
 * holds what the hosted page, the provider's return and the result pages share.
 */
import { z } from 'zod';
import { COLUMNS } from './columns';
import { requiredText } from './common';
import { formatDollars } from './money/cents';

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

export const PAYMENT_TEXTS = {
  needsConnection: 'Card payments need a connection.',
  linkExpired: 'This payment link has expired',
  linkUsed: 'This payment link was already used',
  linkInvalid: 'This payment link is not valid',
  startAgain: 'Start a new payment from Process Payment in the portal.',
  notVerified: 'The payment could not be verified with the card processor',
  notRecorded: 'No payment is recorded for this transaction',
  notApproved: 'This transaction was not approved; no payment was taken',
  checking: 'Checking the payment with the portal…',
  checkFailed: 'The payment could not be checked with the portal. Please try again.',
  providerUnavailable: 'The card payment provider could not be reached. Please try again.',
  agreementNotFound: 'Agreement not found',
  agreementNotCustomers: 'This agreement does not belong to the selected customer',
  noBalanceDue: 'This agreement has no balance due',
  exceedsBalance: (balance: number) =>
    `Payment exceeds the balance due (${formatDollars(balance)})`,
} as const;

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

/** A card processor's transaction id, as the result pages ask about it: what its column holds. */
export const transactionIdSchema = requiredText(
  'Transaction ID is required',
  COLUMNS.payments.transaction_id,
);

/** ssl_result of an approved transaction. */
export const SSL_RESULT_APPROVED = '0';

/** The simulator's hosted card form (POST, form-encoded). */
export const CARD_FORM_TEXTS = {
  cardNumber: 'Please enter a valid card number',
  expiry: 'Please enter the expiry date as MM/YY',
  expiryPast: 'The expiry date is in the past',
  cvv: 'Please enter the 3 or 4 digit CVV',
  unknownCard: 'This test processor accepts only the test cards listed on this page',
} as const;

const digits = (v: string) => v.replace(/[\s-]/g, '');

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

export const cardFormSchema = z.object({
  card_number: z
    .string({ error: CARD_FORM_TEXTS.cardNumber })
    .transform(digits)
    .refine((v) => /^\d{12,19}$/.test(v) && luhnValid(v), { error: CARD_FORM_TEXTS.cardNumber }),
  /** MM/YY (MMYY and MM/YYYY are read too); expressed as { month, year } with a 4-digit year. */
  expiry: z
    .string({ error: CARD_FORM_TEXTS.expiry })
    .trim()
    .regex(/^(0[1-9]|1[0-2])\s*\/?\s*(\d{2}|\d{4})$/, { error: CARD_FORM_TEXTS.expiry })
    .transform((v) => {
      const [, month, year] = /^(\d{2})\s*\/?\s*(\d{2,4})$/.exec(v)!;
      return { month: Number(month), year: Number(year!.length === 2 ? `20${year}` : year) };
    }),
  cvv: z
    .string({ error: CARD_FORM_TEXTS.cvv })
    .trim()
    .regex(/^\d{3,4}$/, { error: CARD_FORM_TEXTS.cvv }),
});
export type CardForm = z.output<typeof cardFormSchema>;
