/**
 * POST /api/elavon/payment-session: starts a card payment and answers the html to write into the
 * payment window (it goes on to the provider's secure card page). Online only.
 */
import { useMutation } from '@tanstack/react-query';
import { TOASTS } from '@rentline/sync-protocol/texts';
import { paymentSessionResponseSchema } from '@rentline/sync-protocol/wire';
import { apiFetch } from '@/api/http';
import { idempotencyHeader } from '@/api/idempotency';

export interface PaymentSessionInput {
  customer_id: number;
  agreement_id: number;
  amount: number;
}

/** `key`: the attempt's Idempotency-Key, so a retry opens the same session, never a second. */
export async function createPaymentSession({
  input,
  key,
}: {
  input: PaymentSessionInput;
  key: string;
}): Promise<string> {
  const res = await apiFetch('/elavon/payment-session', {
    method: 'POST',
    json: input,
    headers: idempotencyHeader(key),
    schema: paymentSessionResponseSchema,
  });
  if (!res.success) throw new Error(res.error || TOASTS.paymentSessionFailed);
  return res.payment_html;
}

export function useCreatePaymentSession() {
  return useMutation({ mutationFn: createPaymentSession });
}
