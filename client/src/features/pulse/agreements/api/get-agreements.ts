/**
 * GET /api/agreements?filter&sort&limit=50&offset&search&status: the Agreements list, 50 a
 * page, loaded page by page as the list scrolls (SPEC.md sections 7 and 9).
 */
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { PAGING } from '@rentline/sync-protocol/rules';
import { agreementListResponseSchema } from '@rentline/sync-protocol/wire';
import { apiFetch } from '@/api/http';
import type { AgreementListParams } from '../agreement-list-state';
import { agreementKeys } from './agreement-keys';

export function getAgreementsPage(
  params: AgreementListParams,
  offset: number,
  signal?: AbortSignal,
) {
  const query = new URLSearchParams({
    filter: params.filter,
    sort: params.sort,
    limit: String(PAGING.agreements),
    offset: String(offset),
  });
  if (params.search) query.set('search', params.search);
  if (params.status !== 'all') query.set('status', params.status);
  return apiFetch(`/agreements?${query}`, { schema: agreementListResponseSchema, signal });
}

export const agreementsQuery = (params: AgreementListParams) =>
  infiniteQueryOptions({
    queryKey: agreementKeys.list(params),
    queryFn: ({ pageParam, signal }) => getAgreementsPage(params, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      last.has_more ? pages.reduce((n, p) => n + p.agreements.length, 0) : undefined,
  });

/** While another filter's first page loads, the rows of the last one stay on screen. */
export function useAgreements(params: AgreementListParams) {
  return useInfiniteQuery({ ...agreementsQuery(params), placeholderData: keepPreviousData });
}
