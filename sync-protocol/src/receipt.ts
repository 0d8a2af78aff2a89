/**
 * An agreement's payment history and a payment's receipt (issue 21, section 4).
 *
 * Receipt number: `R-<year>-<payment id, zero-padded to 6>`, the year being the store's year on
 * the day the payment was taken. It is derived from the payment's own row, so it is stable (a
 * reprint carries the same number), unique (payment ids are) and needs no sequence of its own.
 * Only a successful payment has one: a declined or failed attempt took no money.
 */
import { z } from 'zod';

export const receiptNumber = (paymentId: number, year: number | string) =>
  `R-${year}-${String(paymentId).padStart(6, '0')}`;

/** One installment as the agreement page lists it. */
export const historyInstallmentSchema = z.object({
  scheduled_payment_id: z.string(),
  due_date: z.string(),
  expected_amount: z.number(),
  amount_paid: z.number(),
  /** 'overdue' when unpaid and due before the store's today. */
  status: z.enum(['pending', 'paid', 'overdue']),
  /** Paid after its due date, or unpaid past it; null while it is not yet due. */
  late: z.boolean().nullable(),
  /** The agreement's late fee, for an installment that is late; null otherwise. */
  late_fee: z.number().nullable(),
});
export type HistoryInstallment = z.infer<typeof historyInstallmentSchema>;

/** One payment (or attempt) on the agreement, newest first. */
export const historyPaymentSchema = z.object({
  payment_id: z.number().int(),
  created_at: z.string(),
  amount_paid: z.number(),
  payment_method: z.string().nullable(),
  payment_status: z.string(),
  success: z.boolean(),
  taken_by: z.string().nullable(),
  /** Null for an attempt that did not go through (it has no receipt). */
  receipt_number: z.string().nullable(),
});
export type HistoryPayment = z.infer<typeof historyPaymentSchema>;

/** GET /api/agreements/{id}/history. */
export const agreementHistoryResponseSchema = z.object({
  installments: z.array(historyInstallmentSchema),
  payments: z.array(historyPaymentSchema),
});
export type AgreementHistory = z.infer<typeof agreementHistoryResponseSchema>;

/** GET /api/payments/{id}/receipt. */
export const receiptSchema = z.object({
  receipt_number: z.string(),
  payment_id: z.number().int(),
  store_name: z.string(),
  agreement_id: z.number().int(),
  custom_agreement_id: z.string().nullable(),
  customer_name: z.string(),
  amount: z.number(),
  /** Fees taken with the payment (the activation fee), not part of the agreed cost. */
  fee: z.number(),
  tender: z.string().nullable(),
  transaction_id: z.string().nullable(),
  /** The agreement's balance right after this payment. */
  balance_after: z.number(),
  /** The first installment still owed after this payment (oldest first); null when none is. */
  next_due_date: z.string().nullable(),
  /** When it was taken (ISO 8601 UTC); shown in `time_zone`, the store's. */
  paid_at: z.string(),
  time_zone: z.string(),
  taken_by: z.string().nullable(),
});
export type Receipt = z.infer<typeof receiptSchema>;

export const RECEIPT_TEXTS = {
  paymentNotFound: 'Payment not found',
  notCompleted: 'This payment did not go through, so it has no receipt',
  needsConnection: 'Receipts need a connection. Connect to view or print this receipt.',
} as const;
