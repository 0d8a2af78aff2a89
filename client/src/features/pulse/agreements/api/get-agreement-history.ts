/**
 * GET /api/agreements/{id}/history: the agreement's installments and payments. Read like the
 * rest of the agreement (persisted, so the last copy stays readable offline with its age).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { agreementHistoryResponseSchema } from '@rentline/sync-protocol/wire';
import { apiFetch } from '@/api/http';
import { agreementKeys } from './agreement-keys';

export const agreementHistoryQuery = (id: number) =>
  queryOptions({
    queryKey: [...agreementKeys.all, 'history', id] as const,
    queryFn: ({ signal }) =>
      apiFetch(`/agreements/${id}/history`, { schema: agreementHistoryResponseSchema, signal }),
    enabled: Number.isInteger(id) && id > 0,
  });

export const useAgreementHistory = (id: number) => useQuery(agreementHistoryQuery(id));
