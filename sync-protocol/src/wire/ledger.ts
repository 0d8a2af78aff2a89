/** The ledger's wire shapes (rules/ledger.ts: its entries' kinds). */
import { z } from 'zod';
import { LEDGER_KINDS, REVERSAL_REASONS } from '../rules/ledger';
import { MONEY_TEXTS } from '../texts/money';

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
