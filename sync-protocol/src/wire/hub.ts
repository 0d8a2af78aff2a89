import { z } from 'zod';

/** GET /api/hub/summary: the hub's server figures, all computed from the data (README). */
export const hubSummarySchema = z.object({
  active_customers: z.number(),
  managed_value: z.number(),
  scheduled_payments: z.number(),
  due_this_week: z.number(),
  delinquent_accounts: z.number(),
  overdue_amount: z.number(),
  /** Null when no agreement was activated in the 30 days before the last 30 (no base to compare). */
  monthly_increase_percent: z.number().nullable(),
});
export type HubSummary = z.infer<typeof hubSummarySchema>;

/** GET /api/config/public: settings the client needs that are not secret. */
export const publicConfigSchema = z.object({
  time_clock_url: z.string().nullable(),
  store_time_zone: z.string(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
