/**
 * POST /api/payments: takes a payment, tenders over one or several agreements of a customer; the
 * server charges what falls due, applies it oldest first and answers the payments made and the
 * change due. Online only; every Pulse read is refreshed. The attempt's Idempotency-Key goes with
 * it: a retry is answered, never recorded twice.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paymentCreateResponseSchema, type PaymentCreate } from '@rentline/sync-protocol/wire';
import { apiFetch } from '@/api/http';
import { idempotencyHeader } from '@/api/idempotency';
import { invalidatePulse } from '@/api/query-keys';

export const takePayment = ({ input, key }: { input: PaymentCreate; key: string }) =>
  apiFetch('/payments', {
    method: 'POST',
    json: input,
    headers: idempotencyHeader(key),
    schema: paymentCreateResponseSchema,
  });

export function useTakePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: takePayment,
    onSuccess: () => invalidatePulse(queryClient),
  });
}
