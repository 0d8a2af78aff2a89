/** The Dashboard view and the Pulse home figures (SPEC.md sections 2 and 3). */
import { z } from 'zod';

/** GET /api/dashboard/metrics. */
export const dashboardMetricsSchema = z.object({
  activeAgreements: z.number().int(),
  totalOutstanding: z.number(),
  overduePayments: z.number().int(),
  highRiskAccounts: z.number().int(),
});
export type DashboardMetrics = z.infer<typeof dashboardMetricsSchema>;

export const recentPaymentSchema = z.object({
  payment_id: z.number().int(),
  customer_name: z.string(),
  custom_agreement_id: z.string().nullable(),
  amount_paid: z.number(),
  created_at: z.string(),
});
export type RecentPayment = z.infer<typeof recentPaymentSchema>;
export const upcomingPaymentSchema = z.object({
  scheduled_payment_id: z.string(),
  customer_name: z.string(),
  custom_agreement_id: z.string().nullable(),
  expected_amount: z.number(),
  due_date: z.string(),
});
export type UpcomingPayment = z.infer<typeof upcomingPaymentSchema>;

/** GET /api/payments/recent: the 10 latest successful payments. */
export const recentPaymentsResponseSchema = z.array(recentPaymentSchema);
/** GET /api/payments/upcoming: every unpaid installment due in the next UPCOMING_DAYS days. */
export const upcomingPaymentsResponseSchema = z.array(upcomingPaymentSchema);
