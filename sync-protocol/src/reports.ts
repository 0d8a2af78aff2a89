import { z } from 'zod';
import { isoDateSchema } from './common';
import { calendarDaysBetween } from './agreement-pricing';
import { TENDERS } from './money/tenders';

// The trends' shape is a report's, declared apart: the hub and Pulse home read it, and a module
// of its own keeps this one's schemas (and the tenders) out of their JavaScript (+1.1 KB gzipped).
export * from './report-trends';

/**
 * Reports (issue 51): each is read from the same tables the screens read (the ledger's
 * projection, payments by tender, the items), so a report cannot disagree with a screen.
 */

/** Aging buckets of an account by its oldest past-due installment's days late. */
export const AGING_BUCKETS = ['1-30', '31-60', '61-90', '90+'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];

export function agingBucketOf(daysLate: number): AgingBucket | null {
  if (daysLate < 1) return null;
  if (daysLate <= 30) return '1-30';
  if (daysLate <= 60) return '31-60';
  if (daysLate <= 90) return '61-90';
  return '90+';
}

export const agingQuerySchema = z.object({ as_of: isoDateSchema.optional() });
export const agingReportSchema = z.object({
  as_of: z.string(),
  buckets: z.array(
    z.object({ bucket: z.enum(AGING_BUCKETS), accounts: z.number().int(), amount: z.number() }),
  ),
  total_amount: z.number(),
});
export type AgingReport = z.infer<typeof agingReportSchema>;

/** The longest period a report over days answers at once. */
export const REPORT_MAX_DAYS = 366;

export const REPORT_TEXTS = {
  periodOrder: 'The period’s first day must not be after its last.',
  periodTooLong: `A report covers at most ${REPORT_MAX_DAYS} days.`,
  futureDay: 'Choose today or an earlier day.',
} as const;

const dayCount = (from: string, to: string) => calendarDaysBetween(from, to) + 1;

export const periodQuerySchema = z
  .object({ from: isoDateSchema, to: isoDateSchema })
  .refine((q) => q.from <= q.to, { error: REPORT_TEXTS.periodOrder, path: ['from'] })
  .refine((q) => dayCount(q.from, q.to) <= REPORT_MAX_DAYS, {
    error: REPORT_TEXTS.periodTooLong,
    path: ['to'],
  });
export type PeriodQuery = z.infer<typeof periodQuerySchema>;

export const revenueReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(
    z.object({
      date: z.string(),
      /** Taken that day by tender, as End of Day counts them (before reversals). */
      tenders: z.array(z.object({ method: z.enum(TENDERS), total: z.number() })),
      /** Tenders less the reversals recorded that day. */
      total: z.number(),
      /** Of the money taken: fees and tax. */
      fees: z.number(),
      tax: z.number(),
      /** Payments reversed that day (any day's payments). */
      reversals: z.number(),
    }),
  ),
});
export type RevenueReport = z.infer<typeof revenueReportSchema>;

/** An item in stock that has not been on rent (or procured) for this many days is idle. */
export const IDLE_DAYS = 90;

export const utilizationReportSchema = z.object({
  as_of: z.string(),
  categories: z.array(
    z.object({
      category: z.string(),
      on_rent: z.number().int(),
      in_stock: z.number().int(),
      idle_over_90_days: z.number().int(),
      cost_on_rent: z.number(),
      cost_idle: z.number(),
    }),
  ),
});
export type UtilizationReport = z.infer<typeof utilizationReportSchema>;

/** What has no category is reported under this name. */
export const UNCATEGORISED = 'Uncategorised';

/** Agreements opened (dated that day) and each lifecycle step taken that day. */
export const agreementsReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(
    z.object({
      date: z.string(),
      opened: z.number().int(),
      paid_out: z.number().int(),
      returned: z.number().int(),
      charged_off: z.number().int(),
      reinstated: z.number().int(),
    }),
  ),
});
export type AgreementsReport = z.infer<typeof agreementsReportSchema>;

/**
 * Collections by employee: the calls and visits each logged (collection outcomes) and the
 * promises to pay each took, kept when the customer paid the amount (any payment when none was
 * named) from the promise to the end of its day, and what those customers paid in that time.
 */
export const collectionsReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  employees: z.array(
    z.object({
      employee_id: z.number().int().nullable(),
      employee_name: z.string(),
      calls: z.number().int(),
      visits: z.number().int(),
      promises_made: z.number().int(),
      promises_kept: z.number().int(),
      collected_after_promise: z.number(),
    }),
  ),
});
export type CollectionsReport = z.infer<typeof collectionsReportSchema>;
/** How a report names what no employee is recorded for. */
export const NO_EMPLOYEE = 'No employee recorded';
