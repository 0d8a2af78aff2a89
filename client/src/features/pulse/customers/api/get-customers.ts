/**
 * GET /api/customers/?limit&offset&status&search&sort&order: the Customers list, 50 a page,
 * loaded page by page as the list scrolls (SPEC.md sections 7 and 9).
 */
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { PAGING } from '@rentline/sync-protocol/rules';
import { customerListResponseSchema } from '@rentline/sync-protocol/wire';
import { apiFetch } from '@/api/http';
import { customerKeys } from './customer-keys';

export const CUSTOMER_STATUS_FILTERS = ['all', 'Active', 'Inactive'] as const;
export type CustomerStatusFilter = (typeof CUSTOMER_STATUS_FILTERS)[number];
export const CUSTOMER_SORTS = ['customer', 'contact', 'balance'] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];

export interface CustomerListParams {
  status: CustomerStatusFilter;
  search: string;
  sort: CustomerSort;
  order: 'asc' | 'desc';
}

export function getCustomersPage(params: CustomerListParams, offset: number, signal?: AbortSignal) {
  const query = new URLSearchParams({
    limit: String(PAGING.customers),
    offset: String(offset),
    status: params.status,
    sort: params.sort,
    order: params.order,
  });
  if (params.search) query.set('search', params.search);
  return apiFetch(`/customers/?${query}`, { schema: customerListResponseSchema, signal });
}

export const customersQuery = (params: CustomerListParams) =>
  infiniteQueryOptions({
    queryKey: customerKeys.list(params),
    queryFn: ({ pageParam, signal }) => getCustomersPage(params, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      last.has_more ? pages.reduce((n, p) => n + p.customers.length, 0) : undefined,
  });

/** While another filter's first page loads, the rows of the last one stay on screen. */
export function useCustomers(params: CustomerListParams) {
  return useInfiniteQuery({ ...customersQuery(params), placeholderData: keepPreviousData });
}
