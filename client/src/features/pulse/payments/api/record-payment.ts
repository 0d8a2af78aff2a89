/**
 * POST /api/payments: records a manual payment (cash, check…) on an agreement; the server
 * applies it to the oldest unpaid installments. Online only; every Pulse read is refreshed.
 * The attempt's Idempotency-Key goes with it: a retry is answered, never recorded twice.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paymentCreateResponseSchema, type PaymentCreate } from '@rentline/sync-protocol';
import { apiFetch } from '@/api/http';
import { idempotencyHeader } from '@/api/idempotency';
import { invalidatePulse } from '@/api/query-keys';

export const recordPayment = ({ input, key }: { input: PaymentCreate; key: string }) =>
  apiFetch('/payments', {
    method: 'POST',
    json: input,
    headers: idempotencyHeader(key),
    schema: paymentCreateResponseSchema,
  });

export function useRecordPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordPayment,
    onSuccess: () => invalidatePulse(queryClient),
  });
}
