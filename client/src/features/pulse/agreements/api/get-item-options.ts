/**
 * GET /api/flow/items?status=In-Stock&limit=20&offset&sort_by=name&sort_order=asc&search: the
 * in-stock items an agreement can be made for, 20 a page (SPEC.md section 7, picker use).
 */
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { PAGING } from '@rentline/sync-protocol/rules';
import { flowItemListResponseSchema } from '@rentline/sync-protocol/wire';
import { apiFetch } from '@/api/http';
import { agreementKeys } from './agreement-keys';

export function getItemOptions(search: string, offset: number, signal?: AbortSignal) {
  const query = new URLSearchParams({
    status: 'In-Stock',
    limit: String(PAGING.inventoryPicker),
    offset: String(offset),
    sort_by: 'name',
    sort_order: 'asc',
  });
  if (search) query.set('search', search);
  return apiFetch(`/flow/items?${query}`, { schema: flowItemListResponseSchema, signal });
}

export const itemOptionsQuery = (search: string) =>
  infiniteQueryOptions({
    queryKey: agreementKeys.itemOptions(search),
    queryFn: ({ pageParam, signal }) => getItemOptions(search, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.items.length, 0);
      return loaded < last.total_count && last.items.length > 0 ? loaded : undefined;
    },
  });

export function useItemOptions(search: string) {
  return useInfiniteQuery({ ...itemOptionsQuery(search), placeholderData: keepPreviousData });
}
