import { z } from 'zod';

/**
 * GET /api/reports/trends (issue 51 point 4): the hub's and Pulse home's figures at the end of
 * each of the last TREND_WEEKS store weeks (seven store days ending on `week_end`), oldest first.
 * Overdue is what the hub's overdue figure said at the end of that day, active agreements what
 * the dashboard counted, revenue the Revenue report's totals over the week's seven days. Revenue
 * is a manager's (`reports.money`): null for every other role.
 */
export const trendsReportSchema = z.object({
  weeks: z.array(
    z.object({
      week_end: z.string(),
      overdue_amount: z.number(),
      active_agreements: z.number().int(),
      revenue: z.number().nullable(),
    }),
  ),
});
export type TrendsReport = z.infer<typeof trendsReportSchema>;
export type TrendWeek = TrendsReport['weeks'][number];
