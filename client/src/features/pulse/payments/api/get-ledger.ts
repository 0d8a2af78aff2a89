/** GET /api/agreements/{id}/ledger: every entry of an agreement's ledger, oldest first. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ledgerResponseSchema } from '@rentline/sync-protocol/wire';
import { apiFetch } from '@/api/http';
import { paymentKeys } from './payment-keys';

export const ledgerQuery = (agreementId: number) =>
  queryOptions({
    queryKey: paymentKeys.ledger(agreementId),
    queryFn: ({ signal }) =>
      apiFetch(`/agreements/${agreementId}/ledger`, { schema: ledgerResponseSchema, signal }),
  });

export const useLedger = (agreementId: number) => useQuery(ledgerQuery(agreementId));
