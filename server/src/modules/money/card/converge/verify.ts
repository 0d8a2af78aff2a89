/**
 * Checks Converge's return against its own record of the transaction (a txnquery), before
 * anything is recorded. The return URL passes through the browser, so it is only a claim:
 *
 * 1. The processor must know the transaction, and it must be this session's: same invoice
 *    number (the session's reference) and same amount, and a sale.
 * 2. An approval claimed by the return must be the processor's approval, with the same approval
 *    code and amount. A forged or altered approval is refused.
 * 3. The outcome recorded is the processor's, never the return's.
 */
import { toCents } from '@rentline/sync-protocol/money';
import { SSL_RESULT_APPROVED } from '@rentline/sync-protocol/rules';

import type { ProcessorOutcome } from '../record';
import { sessionReference, type PaymentSession } from '../sessions';

/** Transaction statuses of a transaction refused by fraud or authorization rules. */
const FAILED_STATUSES = new Set(['FPR', 'PRE', 'PST']);

export type Verification = { ok: true; outcome: ProcessorOutcome } | { ok: false; reason: string };

const amountCents = (v: string | undefined) =>
  v !== undefined && v.trim() !== '' && Number.isFinite(Number(v)) ? toCents(Number(v)) : null;

export function verifyReturn(
  session: PaymentSession,
  claim: Record<string, string | undefined>,
  txn: Record<string, string> | null,
): Verification {
  if (!txn) return { ok: false, reason: 'unknown transaction' };
  if (txn.ssl_txn_id !== claim.ssl_txn_id) return { ok: false, reason: 'transaction id mismatch' };
  if ((txn.ssl_invoice_number ?? '') !== sessionReference(session.id))
    return { ok: false, reason: 'transaction of another session' };
  if (amountCents(txn.ssl_amount) !== toCents(session.amount))
    return { ok: false, reason: 'amount mismatch' };
  if (txn.ssl_transaction_type && !/^(sale|ccsale)$/i.test(txn.ssl_transaction_type))
    return { ok: false, reason: 'not a sale' };

  const message = txn.ssl_result_message ?? '';
  const approved =
    /^APPROV/i.test(message) &&
    !!txn.ssl_approval_code &&
    !FAILED_STATUSES.has((txn.ssl_trans_status ?? '').toUpperCase());
  if (claim.ssl_result === SSL_RESULT_APPROVED) {
    if (!approved) return { ok: false, reason: 'approval not confirmed by the processor' };
    if (claim.ssl_approval_code !== txn.ssl_approval_code)
      return { ok: false, reason: 'approval code mismatch' };
  }
  const claimed = amountCents(claim.ssl_amount);
  if (claimed !== null && claimed !== toCents(session.amount))
    return { ok: false, reason: 'amount mismatch' };

  return {
    ok: true,
    outcome: {
      approved,
      transactionId: txn.ssl_txn_id,
      amount: session.amount,
      resultCode: approved ? SSL_RESULT_APPROVED : '1',
      resultMessage: message || (approved ? 'APPROVAL' : 'DECLINED'),
      approvalCode: approved ? txn.ssl_approval_code! : null,
      processorCode: txn.ssl_issuer_response || (approved ? SSL_RESULT_APPROVED : '1'),
    },
  };
}
