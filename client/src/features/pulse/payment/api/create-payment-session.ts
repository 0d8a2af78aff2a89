/**
 * POST /api/elavon/payment-session: starts a card payment and answers the html to write into the
 * payment window (it goes on to the provider's secure card page). Online only.
 */
import { useMutation } from '@tanstack/react-query';
import { TOASTS, paymentSessionResponseSchema } from '@rentline/sync-protocol';
import { apiFetch } from '@/api/http';

export interface PaymentSessionInput {
  customer_id: number;
  agreement_id: number;
  amount: number;
}

export async function createPaymentSession(input: PaymentSessionInput): Promise<string> {
  const res = await apiFetch('/elavon/payment-session', {
    method: 'POST',
    json: input,
    schema: paymentSessionResponseSchema,
  });
  if (!res.success) throw new Error(res.error || TOASTS.paymentSessionFailed);
  return res.payment_html;
}

export function useCreatePaymentSession() {
  return useMutation({ mutationFn: createPaymentSession });
}
