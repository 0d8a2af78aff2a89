import {
  PAYMENT_RESULT_ROUTES,
  SSL_RESULT_APPROVED,
  type PaymentResultParams,
} from '@rentline/sync-protocol/rules';
import type { ProcessorOutcome } from './record';
import type { PaymentSession } from './sessions';

/** The result page for what the processor decided, with the fields Converge returns. */
export function outcomeUrl(session: PaymentSession, o: ProcessorOutcome): string {
  return resultUrl(o.approved, {
    ssl_result: o.approved ? SSL_RESULT_APPROVED : o.resultCode,
    ssl_result_message: o.resultMessage,
    ssl_txn_id: o.transactionId,
    ssl_amount: o.amount.toFixed(2),
    ssl_approval_code: o.approvalCode ?? undefined,
    result_code: o.approved ? undefined : o.processorCode,
    ...sessionParams(session),
  });
}

/** The error page for an attempt that recorded nothing (it could not be verified). */
export function unverifiedUrl(session: PaymentSession, message: string): string {
  return resultUrl(false, {
    ssl_result: 'UNVERIFIED',
    ssl_result_message: message,
    ...sessionParams(session),
  });
}

const sessionParams = (s: PaymentSession): PaymentResultParams => ({
  customer_id: String(s.customer_id),
  agreement_id: String(s.agreement_id),
  amount: s.amount.toFixed(2),
});

function resultUrl(approved: boolean, params: PaymentResultParams): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) query.set(key, value);
  return `${approved ? PAYMENT_RESULT_ROUTES.success : PAYMENT_RESULT_ROUTES.error}?${query}`;
}
