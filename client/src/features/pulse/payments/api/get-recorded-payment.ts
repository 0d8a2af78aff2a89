/**
 * GET /api/payments/transactions/{transaction id}: the payment the server recorded for a card
 * transaction. The success page asks before it says a payment succeeded: its address can be
 * typed by anyone, the server's record cannot. 404 when no payment is recorded for it.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { recordedPaymentResponseSchema } from '@rentline/sync-protocol/wire';
import { ApiError, apiFetch } from '@/api/http';
import { paymentKeys } from './payment-keys';

export const recordedPaymentQuery = (transactionId: string) =>
  queryOptions({
    queryKey: paymentKeys.recorded(transactionId),
    queryFn: ({ signal }) =>
      apiFetch(`/payments/transactions/${encodeURIComponent(transactionId)}`, {
        schema: recordedPaymentResponseSchema,
        signal,
      }),
    select: (data) => data.payment,
    // "Not recorded" is an answer, not a failure to retry.
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });

export function useRecordedPayment(transactionId: string | undefined) {
  return useQuery({
    ...recordedPaymentQuery(transactionId ?? ''),
    enabled: !!transactionId,
  });
}
