/**
 * GET /api/payments/installments?status&search&limit&offset: the Payment Log's Overdue and
 * Pending lists, the unpaid installments in that state (the dashboard's definition), oldest due
 * first, 50 a page. Read through TanStack Query and kept readable offline with its age.
 */
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { PAGING, type InstallmentState } from '@rentline/sync-protocol/rules';
import { installmentListResponseSchema } from '@rentline/sync-protocol/wire';
import { apiFetch } from '@/api/http';
import { paymentKeys } from './payment-keys';

export interface InstallmentListParams {
  status: InstallmentState;
  search: string;
}

const PAGE_SIZE = PAGING.agreements;

export function getInstallmentsPage(
  params: InstallmentListParams,
  offset: number,
  signal?: AbortSignal,
) {
  const query = new URLSearchParams({
    status: params.status,
    limit: String(PAGE_SIZE),
    offset: String(offset),
  });
  if (params.search) query.set('search', params.search);
  return apiFetch(`/payments/installments?${query}`, {
    schema: installmentListResponseSchema,
    signal,
  });
}

export const installmentsQuery = (params: InstallmentListParams) =>
  infiniteQueryOptions({
    queryKey: [...paymentKeys.all, 'installments', params] as const,
    queryFn: ({ pageParam, signal }) => getInstallmentsPage(params, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      last.has_more ? pages.reduce((n, p) => n + p.installments.length, 0) : undefined,
  });

/** Reads only while `params` is given (the Payment Log shows Overdue or Pending). */
export function useInstallments(params: InstallmentListParams | null) {
  return useInfiniteQuery({
    ...installmentsQuery(params ?? { status: 'overdue', search: '' }),
    enabled: params !== null,
    placeholderData: keepPreviousData,
  });
}
