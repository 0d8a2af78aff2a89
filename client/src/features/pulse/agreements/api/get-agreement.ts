/**
 * One agreement: GET /api/agreements/{id} (detail), /items (what is on it) and /financial
 * (payments made and left, early purchase price now).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  agreementDetailSchema,
  agreementFinancialSchema,
  agreementItemsResponseSchema,
} from '@rentline/sync-protocol/wire';
import { apiFetch } from '@/api/http';
import { agreementKeys } from './agreement-keys';

const valid = (id: number) => Number.isInteger(id) && id > 0;

export const agreementQuery = (id: number) =>
  queryOptions({
    queryKey: agreementKeys.detail(id),
    queryFn: ({ signal }) =>
      apiFetch(`/agreements/${id}`, { schema: agreementDetailSchema, signal }),
    enabled: valid(id),
  });

export const agreementItemsQuery = (id: number) =>
  queryOptions({
    queryKey: agreementKeys.items(id),
    queryFn: ({ signal }) =>
      apiFetch(`/agreements/${id}/items`, { schema: agreementItemsResponseSchema, signal }),
    enabled: valid(id),
  });

export const agreementFinancialQuery = (id: number) =>
  queryOptions({
    queryKey: agreementKeys.financial(id),
    queryFn: ({ signal }) =>
      apiFetch(`/agreements/${id}/financial`, { schema: agreementFinancialSchema, signal }),
    enabled: valid(id),
  });

export const useAgreement = (id: number) => useQuery(agreementQuery(id));
export const useAgreementItems = (id: number) => useQuery(agreementItemsQuery(id));
export const useAgreementFinancial = (id: number) => useQuery(agreementFinancialQuery(id));
