/**
 * GET /api/hub/summary: the hub's server figures, read through TanStack Query and persisted,
 * so the last copy stays on screen offline with its age (DESIGN.md section 5).
 * The shape is declared here because sync-protocol does not carry it yet; it belongs there.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../api/http';

export const hubSummarySchema = z.object({
  active_customers: z.number(),
  managed_value: z.number(),
  scheduled_payments: z.number(),
  due_this_week: z.number(),
  delinquent_accounts: z.number(),
  overdue_amount: z.number(),
  monthly_increase_percent: z.number(),
});
export type HubSummary = z.infer<typeof hubSummarySchema>;

export const hubKeys = { summary: ['hub', 'summary'] as const };

export const getHubSummary = (signal?: AbortSignal) =>
  apiFetch('/hub/summary', { schema: hubSummarySchema, signal });

export const hubSummaryQuery = () =>
  queryOptions({
    queryKey: hubKeys.summary,
    queryFn: ({ signal }) => getHubSummary(signal),
  });

export function useHubSummary() {
  return useQuery(hubSummaryQuery());
}
