/**
 * The Dashboard view's reads (SPEC.md section 7): GET /api/dashboard/metrics (the four tiles),
 * GET /api/payments/recent and GET /api/payments/upcoming (the two lists; upcoming is every
 * unpaid installment due in the next 7 days, so its length is the "due this week" count).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  dashboardMetricsSchema,
  recentPaymentsResponseSchema,
  upcomingPaymentsResponseSchema,
} from '@rentline/sync-protocol/wire';
import { apiFetch } from '@/api/http';
import { PULSE_KEY } from '@/api/query-keys';

export const dashboardKeys = {
  metrics: [...PULSE_KEY, 'dashboard', 'metrics'] as const,
  recentPayments: [...PULSE_KEY, 'dashboard', 'recent-payments'] as const,
  upcomingPayments: [...PULSE_KEY, 'dashboard', 'upcoming-payments'] as const,
};

export const dashboardMetricsQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.metrics,
    queryFn: ({ signal }) =>
      apiFetch('/dashboard/metrics', { schema: dashboardMetricsSchema, signal }),
  });

export const recentPaymentsQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.recentPayments,
    queryFn: ({ signal }) =>
      apiFetch('/payments/recent', { schema: recentPaymentsResponseSchema, signal }),
  });

export const upcomingPaymentsQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.upcomingPayments,
    queryFn: ({ signal }) =>
      apiFetch('/payments/upcoming', { schema: upcomingPaymentsResponseSchema, signal }),
  });

export const useDashboardMetrics = () => useQuery(dashboardMetricsQuery());
export const useRecentPayments = () => useQuery(recentPaymentsQuery());
export const useUpcomingPayments = () => useQuery(upcomingPaymentsQuery());
