/**
 * GET /api/hub/summary: the hub's server figures, read through TanStack Query and persisted,
 * so the last copy stays on screen offline with its age (DESIGN.md section 5).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { hubSummarySchema } from '@rentline/sync-protocol/wire';
import { apiFetch } from '@/api/http';
import { hubKeys } from '@/api/query-keys';

export type { HubSummary } from '@rentline/sync-protocol/wire';

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
