/** GET /api/payments/scheduled?agreement_id: an agreement's installments in due order. */
import { scheduledPaymentsResponseSchema } from '@rentline/sync-protocol/wire';
import { apiFetch } from '@/api/http';

/** Installments per agreement asked for at once (one year of weekly payments is 52). */
const SCHEDULE_LIMIT = 500;

export function getScheduledPayments(agreementId: number, signal?: AbortSignal) {
  const query = new URLSearchParams({
    agreement_id: String(agreementId),
    limit: String(SCHEDULE_LIMIT),
  });
  return apiFetch(`/payments/scheduled?${query}`, {
    schema: scheduledPaymentsResponseSchema,
    signal,
  }).then((r) => r.scheduled_payments);
}
