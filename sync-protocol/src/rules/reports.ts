/** The reports' buckets, periods and thresholds (wire/reports.ts: their shapes). */

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

/** The longest period a report over days answers at once. */
export const REPORT_MAX_DAYS = 366;

/** An item in stock that has not been on rent (or procured) for this many days is idle. */
export const IDLE_DAYS = 90;

/** How many store weeks the trends cover; the last one ends today. */
export const TREND_WEEKS = 8;
