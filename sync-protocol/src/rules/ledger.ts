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

/** Fees a manager may waive (with a reason). */
export const WAIVABLE_KINDS = ['late_fee', 'returned_check_fee'] as const;
export const isFeeKind = (kind: LedgerKind) =>
  kind === 'activation_fee' || kind === 'late_fee' || kind === 'returned_check_fee';

export const REVERSAL_REASONS = ['Returned check', 'Entered in error', 'Card chargeback'] as const;
export type ReversalReason = (typeof REVERSAL_REASONS)[number];
