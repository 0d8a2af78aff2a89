/**
 * GET /api/payments/{id}/receipt. Online only (DESIGN.md section 5): offline nothing is asked
 * and the page says receipts need a connection. 404 (unknown, or a payment that did not go
 * through) shows its reason.
 */
import { useQuery } from '@tanstack/react-query';
import { receiptSchema } from '@rentline/sync-protocol/wire';
import { apiFetch, useOnline } from '@/api/http';
import { paymentKeys } from './payment-keys';

export function useReceipt(paymentId: number) {
  const online = useOnline();
  const query = useQuery({
    queryKey: [...paymentKeys.all, 'receipt', paymentId] as const,
    queryFn: ({ signal }) =>
      apiFetch(`/payments/${paymentId}/receipt`, { schema: receiptSchema, signal }),
    enabled: online && Number.isInteger(paymentId) && paymentId > 0,
  });
  return { ...query, online };
}
