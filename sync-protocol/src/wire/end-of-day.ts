/**
 * The store's end of day (issue 22 section 5, issue 48 point 3): every cent taken that day by
 * tender (rent, fees and tax together, with the fees and tax shown apart), the reversals recorded
 * that day as their own lines, the agreements opened and activated, and the counted cash and
 * checks against what the drawer should hold (over/short). A reversal of a payment taken the same
 * day leaves the drawer (the money is given back or was never there); one of an earlier day's
 * payment does not (that money left with the earlier day's deposit). A closed day is frozen: its
 * figures are the ones stored at the close, read in one snapshot, and a payment or reversal
 * recorded for that day afterwards is an adjustment line, never an edit. Online only.
 */
import { z } from 'zod';
import { COLUMNS } from '../rules/columns';
import { REVERSAL_REASONS } from '../rules/ledger';
import { TENDERS } from '../rules/tenders';
import { END_OF_DAY_TEXTS } from '../texts/end-of-day';
import { isoDateSchema, optionalText } from './common';

const E = COLUMNS.end_of_day_closes;

/** One tender of the day: taken (gross), reversed the same day, and what stays. */
export const tenderTotalSchema = z.object({
  method: z.enum(TENDERS),
  count: z.number().int(),
  total: z.number(),
  /** Reversals recorded that day of that day's payments in this tender (above zero). */
  reversed: z.number().default(0),
  /** total − reversed. */
  net: z.number().optional(),
});
export type TenderTotal = z.infer<typeof tenderTotalSchema>;

/**
 * Agreements of the day. opened: agreement date that day; activated: activation that day.
 * paid_out, returned and charged_off: the lifecycle steps taken that day (the agreement's
 * history); null only in a day closed before that history was counted.
 */
export const dayAgreementsSchema = z.object({
  opened: z.number().int(),
  activated: z.number().int(),
  paid_out: z.number().int().nullable(),
  returned: z.number().int().nullable(),
  charged_off: z.number().int().nullable(),
});

export const endOfDayCloseInfoSchema = z.object({
  closed_at: z.string(),
  closed_by_name: z.string().nullable(),
  counted_cash: z.number(),
  counted_checks: z.number(),
  /** counted − taken, per tender and together: above 0 over, below 0 short. */
  over_short_cash: z.number(),
  over_short_checks: z.number(),
  over_short: z.number(),
  note: z.string().nullable(),
});

/** A payment (or a reversal, negative) recorded for a closed day after its close. */
export const endOfDayAdjustmentSchema = z.object({
  payment_id: z.number().int(),
  method: z.enum(TENDERS),
  amount: z.number(),
  recorded_at: z.string(),
  reason: z.string(),
});

/** A reversal recorded that day. */
export const endOfDayReversalSchema = z.object({
  entry_id: z.number().int(),
  payment_id: z.number().int(),
  agreement_id: z.number().int(),
  custom_agreement_id: z.string().nullable(),
  method: z.enum(TENDERS),
  amount: z.number(),
  reason: z.enum(REVERSAL_REASONS),
  reversed_at: z.string(),
  /** The payment was taken the same day: its money leaves the drawer. */
  same_day: z.boolean(),
  employee_name: z.string().nullable(),
});
export type EndOfDayReversal = z.infer<typeof endOfDayReversalSchema>;

/** GET /api/end-of-day/{yyyy-MM-dd}. */
export const endOfDaySchema = z.object({
  date: z.string(),
  closed: z.boolean(),
  tenders: z.array(tenderTotalSchema),
  payments_count: z.number().int(),
  payments_total: z.number(),
  /** Of payments_total: the fees and the sales tax taken. */
  fees_total: z.number().default(0),
  tax_total: z.number().default(0),
  reversals: z.array(endOfDayReversalSchema).default([]),
  /** What the drawer should hold: cash, and checks with money orders. */
  drawer: z.object({ cash: z.number(), checks: z.number() }).optional(),
  agreements: dayAgreementsSchema,
  close: endOfDayCloseInfoSchema.nullable(),
  adjustments: z.array(endOfDayAdjustmentSchema),
});
export type EndOfDay = z.infer<typeof endOfDaySchema>;

export const endOfDayDateSchema = isoDateSchema;

const countedAmount = z
  .number({ error: END_OF_DAY_TEXTS.countedAmount })
  .refine((n) => Number.isFinite(n) && n >= 0 && n <= E.counted_cash.max, {
    error: END_OF_DAY_TEXTS.countedAmount,
  })
  .refine((n) => Number(n.toFixed(2)) === n, { error: END_OF_DAY_TEXTS.countedAmount });

/** POST /api/end-of-day/{yyyy-MM-dd}/close. */
export const endOfDayCloseRequestSchema = z.object({
  counted_cash: countedAmount,
  counted_checks: countedAmount,
  note: optionalText(E.note),
});
export type EndOfDayClose = z.input<typeof endOfDayCloseRequestSchema>;

/** GET /api/end-of-day: the last 90 closes, newest first. */
export const endOfDayListResponseSchema = z.object({
  closes: z.array(
    z.object({
      date: z.string(),
      closed_at: z.string(),
      closed_by_name: z.string().nullable(),
      payments_total: z.number(),
      over_short: z.number(),
    }),
  ),
});
