/**
 * An agreement's ledger (DESIGN.md 5.1): append-only entries in whole cents. Charges raise what
 * is owed, credits lower it; a correction names the entry it corrects and carries the opposite
 * sign, and the two then take no part in the allocation (a payment's reversal, a reinstatement
 * undoing a return's closeout). The balance is the sum of every entry.
 *
 * - Charges: an installment's rent and its damage waiver (posted when the installment falls due,
 *   or earlier when the customer pays ahead for it), the activation fee, late fees as assessed,
 *   the returned-check fee, sales tax on each taxable charge, the early purchase price at payoff,
 *   and an approved card amount above what was owed, held for refund.
 * - Credits: payments (one tender each), fee waivers (with a reason), the write-off at charge-off,
 *   and the closeout of what was still owed when the unit came back or was bought out.
 */
import { z } from 'zod';

export const LEDGER_CHARGE_KINDS = [
  'rent',
  'damage_waiver',
  'activation_fee',
  'late_fee',
  'returned_check_fee',
  'tax',
  'early_purchase',
  'overpayment',
] as const;
export const LEDGER_CREDIT_KINDS = ['payment', 'waiver', 'write_off', 'closeout'] as const;
/** Corrections: `reversal` corrects a payment, `correction` any other entry. */
export const LEDGER_CORRECTION_KINDS = ['reversal', 'correction'] as const;

export const LEDGER_KINDS = [
  ...LEDGER_CHARGE_KINDS,
  ...LEDGER_CREDIT_KINDS,
  ...LEDGER_CORRECTION_KINDS,
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
export type LedgerChargeKind = (typeof LEDGER_CHARGE_KINDS)[number];
export type LedgerCreditKind = (typeof LEDGER_CREDIT_KINDS)[number];

export const LEDGER_KIND_LABELS: Record<LedgerKind, string> = {
  rent: 'Rent',
  damage_waiver: 'Damage waiver',
  activation_fee: 'Activation fee',
  late_fee: 'Late fee',
  returned_check_fee: 'Returned check fee',
  tax: 'Sales tax',
  early_purchase: 'Early purchase',
  overpayment: 'Overpayment held for refund',
  payment: 'Payment',
  waiver: 'Fee waived',
  write_off: 'Written off',
  closeout: 'Closed',
  reversal: 'Payment reversed',
  correction: 'Correction',
};

/** Fees a manager may waive (with a reason). */
export const WAIVABLE_KINDS = ['late_fee', 'returned_check_fee'] as const;
export const isFeeKind = (kind: LedgerKind) =>
  kind === 'activation_fee' || kind === 'late_fee' || kind === 'returned_check_fee';

export const REVERSAL_REASONS = ['Returned check', 'Entered in error', 'Card chargeback'] as const;
export type ReversalReason = (typeof REVERSAL_REASONS)[number];

export const MONEY_TEXTS = {
  reversalReason: 'Choose why the payment is reversed',
  waiverReason: 'Say why the fee is waived',
  alreadyReversed: 'This payment has already been reversed',
  notReversible: 'Only a payment that went through can be reversed',
  notWaivable: 'Only a late fee or a returned check fee can be waived',
  alreadySettled: 'Nothing is left to waive on this fee',
  feeNotFound: 'Fee not found',
  paymentNotFound: 'Payment not found',
} as const;

/** One entry as the agreement's ledger lists it, oldest first, with the balance after it. */
export const ledgerEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(LEDGER_KINDS),
  label: z.string(),
  /** Dollars: above zero a charge, below zero a credit. */
  amount: z.number(),
  balance_after: z.number(),
  effective_date: z.string(),
  created_at: z.string(),
  installment_id: z.string().nullable(),
  payment_id: z.number().int().nullable(),
  /** The entry this one corrects, and the entry that corrects this one. */
  corrects_id: z.number().int().nullable(),
  corrected_by_id: z.number().int().nullable(),
  reason: z.string().nullable(),
  note: z.string().nullable(),
  employee_name: z.string().nullable(),
  /** For a fee a manager may waive: what is still open of it (with its tax). */
  waivable: z.number().nullable(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

export const ledgerResponseSchema = z.object({
  entries: z.array(ledgerEntrySchema),
  balance: z.number(),
});

/** POST /api/payments/{id}/reverse. */
export const paymentReverseSchema = z.object({
  reason: z.enum(REVERSAL_REASONS, { error: MONEY_TEXTS.reversalReason }),
  note: z.string().trim().max(1000, { error: 'Note must be at most 1000 characters' }).optional(),
});
export type PaymentReverse = z.infer<typeof paymentReverseSchema>;

export const paymentReverseResponseSchema = z.object({
  success: z.literal(true),
  payment_id: z.number().int(),
  entry_id: z.number().int(),
  agreement_status: z.string(),
  /** What the agreement owes now, the reversed amount back on it. */
  amount_due: z.number(),
  /** The returned-check fee charged with it (0 when none). */
  fee: z.number(),
});

/** POST /api/agreements/{id}/ledger/{entryId}/waive. */
export const feeWaiveSchema = z.object({
  reason: z
    .string({ error: MONEY_TEXTS.waiverReason })
    .trim()
    .min(1, { error: MONEY_TEXTS.waiverReason })
    .max(1000, { error: 'Reason must be at most 1000 characters' }),
});
