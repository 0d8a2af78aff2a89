/**
 * GET /api/payments?filter&search&limit&offset: the Payment Log, newest first, 50 a page,
 * loaded page by page as the list scrolls.
 */
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { PAGING, type PAYMENT_RECORD_FILTERS } from '@rentline/sync-protocol/rules';
import { paymentListResponseSchema } from '@rentline/sync-protocol/wire';
import { apiFetch } from '@/api/http';
import { paymentKeys } from './payment-keys';

export interface PaymentListParams {
  /** The payment records' filters; Overdue and Pending are installments (get-installments.ts). */
  filter: (typeof PAYMENT_RECORD_FILTERS)[number];
  search: string;
}

/** The Payment Log's page size: the same as the other Pulse lists. */
const PAGE_SIZE = PAGING.agreements;

export function getPaymentsPage(params: PaymentListParams, offset: number, signal?: AbortSignal) {
  const query = new URLSearchParams({
    filter: params.filter,
    limit: String(PAGE_SIZE),
    offset: String(offset),
  });
  if (params.search) query.set('search', params.search);
  return apiFetch(`/payments?${query}`, { schema: paymentListResponseSchema, signal });
}

export const paymentsQuery = (params: PaymentListParams) =>
  infiniteQueryOptions({
    queryKey: paymentKeys.list(params),
    queryFn: ({ pageParam, signal }) => getPaymentsPage(params, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      last.has_more ? pages.reduce((n, p) => n + p.payments.length, 0) : undefined,
  });

/** Reads only while `params` is given (the Payment Log shows payment records). */
export function usePayments(params: PaymentListParams | null) {
  return useInfiniteQuery({
    ...paymentsQuery(params ?? { filter: 'all', search: '' }),
    enabled: params !== null,
    placeholderData: keepPreviousData,
  });
}
