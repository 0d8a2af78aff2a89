/**
 * POST /api/payments/{id}/reverse: a returned check, a payment entered in error, a chargeback.
 * The amount goes back on the agreement's balance (a returned check may add the store's fee).
 * Online only, with the attempt's Idempotency-Key; every Pulse read is refreshed.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paymentReverseResponseSchema, type PaymentReverse } from '@rentline/sync-protocol/wire';
import { apiFetch } from '@/api/http';
import { idempotencyHeader } from '@/api/idempotency';
import { invalidatePulse } from '@/api/query-keys';

export const reversePayment = ({
  paymentId,
  input,
  key,
  amountCents,
}: {
  paymentId: number;
  input: PaymentReverse;
  key: string;
  /** The payment's amount, which a manager's approval is bound to. */
  amountCents?: number;
}) =>
  apiFetch(`/payments/${paymentId}/reverse`, {
    method: 'POST',
    json: input,
    headers: idempotencyHeader(key),
    schema: paymentReverseResponseSchema,
    approval: { action: 'payment.reverse', recordId: paymentId, amountCents: amountCents ?? null },
  });

export function useReversePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reversePayment,
    onSuccess: () => invalidatePulse(queryClient),
  });
}
