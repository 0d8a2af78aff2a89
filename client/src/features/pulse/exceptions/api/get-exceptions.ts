/**
 * GET /api/exceptions?type&status&search: the Delinquent Accounts table, unresolved first, then
 * newest first; open ones only unless `status` asks for resolved or all. Read through TanStack
 * Query and kept readable offline with its age.
 */
import { queryOptions, keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ExceptionStatusFilter } from '@rentline/sync-protocol/rules';
import { exceptionListResponseSchema } from '@rentline/sync-protocol/wire';
import { apiFetch } from '@/api/http';
import { PULSE_KEY } from '@/api/query-keys';

export interface ExceptionListParams {
  /** An exception type name, or 'all'. */
  type: string;
  /** open (the default), resolved or all. */
  status: ExceptionStatusFilter;
  search: string;
}

export const exceptionKeys = {
  all: [...PULSE_KEY, 'exceptions'] as const,
  lists: () => [...exceptionKeys.all, 'list'] as const,
  list: (params: ExceptionListParams) => [...exceptionKeys.lists(), params] as const,
};

export function getExceptions(params: ExceptionListParams, signal?: AbortSignal) {
  const query = new URLSearchParams();
  if (params.type !== 'all') query.set('type', params.type);
  if (params.status !== 'open') query.set('status', params.status);
  if (params.search) query.set('search', params.search);
  const qs = query.toString();
  return apiFetch(`/exceptions${qs ? `?${qs}` : ''}`, {
    schema: exceptionListResponseSchema,
    signal,
  }).then((r) => r.exceptions);
}

export const exceptionsQuery = (params: ExceptionListParams) =>
  queryOptions({
    queryKey: exceptionKeys.list(params),
    queryFn: ({ signal }) => getExceptions(params, signal),
  });

export function useExceptions(params: ExceptionListParams) {
  return useQuery({ ...exceptionsQuery(params), placeholderData: keepPreviousData });
}
