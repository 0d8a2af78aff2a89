/**
 * An agreement's payment history and a payment's receipt (issue 21, section 4); the receipt's
 * number is rules/payments.ts receiptNumber.
 */
import { z } from 'zod';
import { TENDERS } from '../rules/tenders';

/** One installment as the agreement page lists it. */
export const historyInstallmentSchema = z.object({
  scheduled_payment_id: z.string(),
  due_date: z.string(),
  expected_amount: z.number(),
  amount_paid: z.number(),
  /** 'overdue' when owed and due before the store's today. */
  status: z.enum(['pending', 'paid', 'overdue', 'closed']),
  /** Paid after its due date, or unpaid past it; null while it is not yet due. */
  late: z.boolean().nullable(),
  /** The late fee charged on it (its ledger), or null when none was. */
  late_fee: z.number().nullable(),
  /** Its damage waiver, and all it costs: rent, waiver, their tax and its fees. */
  damage_waiver: z.number(),
  amount_due: z.number(),
});
export type HistoryInstallment = z.infer<typeof historyInstallmentSchema>;

/** One payment (or attempt) on the agreement, newest first. */
export const historyPaymentSchema = z.object({
  payment_id: z.number().int(),
  created_at: z.string(),
  amount_paid: z.number(),
  payment_method: z.string().nullable(),
  tender: z.enum(TENDERS),
  payment_status: z.string(),
  success: z.boolean(),
  taken_by: z.string().nullable(),
  /** Null for an attempt that did not go through (it has no receipt). */
  receipt_number: z.string().nullable(),
  /** Of amount_paid: the fees and the sales tax. */
  fees: z.number(),
  tax: z.number(),
  /** Why and when it was reversed, and by whom; null while it stands. */
  reversal: z.object({ reason: z.string(), at: z.string(), by: z.string().nullable() }).nullable(),
});
export type HistoryPayment = z.infer<typeof historyPaymentSchema>;

/** GET /api/agreements/{id}/history. */
export const agreementHistoryResponseSchema = z.object({
  installments: z.array(historyInstallmentSchema),
  payments: z.array(historyPaymentSchema),
});
export type AgreementHistory = z.infer<typeof agreementHistoryResponseSchema>;

/** One agreement and tender of a receipt: what it paid and what that agreement owed after it. */
export const receiptLineSchema = z.object({
  payment_id: z.number().int(),
  agreement_id: z.number().int(),
  custom_agreement_id: z.string().nullable(),
  tender: z.enum(TENDERS),
  amount: z.number(),
  rent: z.number(),
  damage_waiver: z.number(),
  fees: z.number(),
  tax: z.number(),
  /** What the agreement still owed right after this line (the ledger's balance). */
  balance_after: z.number(),
  /** The first installment still owed after it (oldest first); null when none is. */
  next_due_date: z.string().nullable(),
});
export type ReceiptLine = z.infer<typeof receiptLineSchema>;

/**
 * GET /api/payments/{id}/receipt: the receipt of the payment and of everything taken with it (a
 * split tender, several agreements of the customer): one receipt, numbered by its first payment.
 * Its figures were fixed when the money was taken, so a reprint reads the same; a reversal since
 * is shown as such.
 */
export const receiptSchema = z.object({
  receipt_number: z.string(),
  payment_id: z.number().int(),
  store_name: z.string(),
  customer_name: z.string(),
  lines: z.array(receiptLineSchema),
  tenders: z.array(z.object({ tender: z.enum(TENDERS), amount: z.number() })),
  total: z.number(),
  rent: z.number(),
  damage_waiver: z.number(),
  fees: z.number(),
  tax: z.number(),
  /** Cash handed over beyond what was paid, given back. */
  change_due: z.number(),
  transaction_id: z.string().nullable(),
  reversed: z.object({ reason: z.string(), at: z.string() }).nullable(),
  /** When it was taken (ISO 8601 UTC); shown in `time_zone`, the store's. */
  paid_at: z.string(),
  time_zone: z.string(),
  taken_by: z.string().nullable(),
  // The first agreement's, as older screens read them (its balance after the whole payment).
  agreement_id: z.number().int(),
  custom_agreement_id: z.string().nullable(),
  amount: z.number(),
  fee: z.number(),
  tender: z.string().nullable(),
  balance_after: z.number(),
  next_due_date: z.string().nullable(),
});
export type Receipt = z.infer<typeof receiptSchema>;
