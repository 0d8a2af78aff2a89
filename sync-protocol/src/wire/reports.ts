/**
 * Reports (issue 51): each is read from the same tables the screens read (the ledger's
 * projection, payments by tender, the items), so a report cannot disagree with a screen. Their
 * buckets and periods are rules/reports.ts; the trends' shape is report-trends.ts, apart, since
 * the hub and Pulse home read it without the other reports' schemas.
 */
import { z } from 'zod';
import { calendarDaysBetween } from '../rules/calendar-dates';
import { AGING_BUCKETS, REPORT_MAX_DAYS } from '../rules/reports';
import { TENDERS } from '../rules/tenders';
import { REPORT_TEXTS } from '../texts/reports';
import { isoDateSchema } from './common';

export const agingQuerySchema = z.object({ as_of: isoDateSchema.optional() });
export const agingReportSchema = z.object({
  as_of: z.string(),
  buckets: z.array(
    z.object({ bucket: z.enum(AGING_BUCKETS), accounts: z.number().int(), amount: z.number() }),
  ),
  total_amount: z.number(),
});
export type AgingReport = z.infer<typeof agingReportSchema>;

const dayCount = (from: string, to: string) => calendarDaysBetween(from, to) + 1;

export const periodQuerySchema = z
  .object({ from: isoDateSchema, to: isoDateSchema })
  .refine((q) => q.from <= q.to, { error: REPORT_TEXTS.periodOrder, path: ['from'] })
  .refine((q) => dayCount(q.from, q.to) <= REPORT_MAX_DAYS, {
    error: REPORT_TEXTS.periodTooLong(REPORT_MAX_DAYS),
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
