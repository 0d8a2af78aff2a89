/**
 * The store's end of day (issue 22 section 5): the day's payments by tender, the agreements
 * opened and activated, the counted cash and checks against what was taken (over/short). A
 * closed day is frozen: its figures are the ones stored at the close, and a payment recorded
 * for that day afterwards is an adjustment line, never an edit. Online only.
 */
import { z } from 'zod';
import { COLUMNS } from './columns';
import { isoDateSchema, optionalText } from './common';

const E = COLUMNS.end_of_day_closes;

export const TENDERS = ['cash', 'check', 'card', 'other'] as const;
export type Tender = (typeof TENDERS)[number];
export const TENDER_LABELS: Record<Tender, string> = {
  cash: 'Cash',
  check: 'Check',
  card: 'Card',
  other: 'Other',
};
/** How many closes the list shows. */
export const END_OF_DAY_LIST_SIZE = 90;

export const END_OF_DAY_TEXTS = {
  alreadyClosed: 'This day is already closed',
  futureDay: 'A day can be closed only once it has begun',
  countedAmount: 'Enter the counted amount (0 or more, at most two decimals)',
} as const;

export const tenderTotalSchema = z.object({
  method: z.enum(TENDERS),
  count: z.number().int(),
  total: z.number(),
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

/** A payment recorded for a closed day after its close. */
export const endOfDayAdjustmentSchema = z.object({
  payment_id: z.number().int(),
  method: z.enum(TENDERS),
  amount: z.number(),
  recorded_at: z.string(),
  reason: z.string(),
});

/** GET /api/end-of-day/{yyyy-MM-dd}. */
export const endOfDaySchema = z.object({
  date: z.string(),
  closed: z.boolean(),
  tenders: z.array(tenderTotalSchema),
  payments_count: z.number().int(),
  payments_total: z.number(),
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
