/**
 * POST /api/agreements/{id}/ledger/{entryId}/waive: a late or returned-check fee waived with a
 * reason. Online only, with the attempt's Idempotency-Key; every Pulse read is refreshed.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/api/http';
import { idempotencyHeader } from '@/api/idempotency';
import { invalidatePulse } from '@/api/query-keys';

export const waiveFee = ({
  agreementId,
  entryId,
  reason,
  key,
  amountCents,
}: {
  agreementId: number;
  entryId: number;
  reason: string;
  key: string;
  /** The fee's amount, which a manager's approval is bound to. */
  amountCents?: number;
}) =>
  apiFetch(`/agreements/${agreementId}/ledger/${entryId}/waive`, {
    method: 'POST',
    json: { reason },
    headers: idempotencyHeader(key),
    approval: { action: 'fee.waive', recordId: entryId, amountCents: amountCents ?? null },
  });

export function useWaiveFee() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: waiveFee, onSuccess: () => invalidatePulse(queryClient) });
}
