/**
 * Recording what the card processor decided, once per transaction id (payments.transaction_id is
 * unique). Call inside the transaction that holds the session's row lock (`findSession` with
 * `lock`), so the payment, the exception and the session's end commit together or not at all.
 *
 * - Approved: taken like any payment (money/payments/take-payment.ts: one card tender on the
 *   session's agreement), with the processor's transaction id and result. Should the agreement
 *   owe less than the charged amount by now (a cash payment on it meanwhile), the charge is still
 *   credited in full and the excess is held for refund (an 'overpayment' charge in the ledger) with
 *   an 'Overpayment' exception to review: the money was taken either way, and the ledger still
 *   balances.
 * - Declined or failed: a failed payment record with the processor's code and message (no ledger
 *   entry: no money moved), and an exception ('Insufficient Funds' when the processor says so,
 *   else 'Payment Failed') that shows in Delinquent Accounts.
 */
import type { EntityManager } from '@mikro-orm/sql';
import { formatCents, toCents } from '@rentline/sync-protocol/money';
import { INSTALLMENT_STATUS } from '@rentline/sync-protocol/rules';
import { AppError } from '../../../http/errors';
import { typed } from '../../../db/kysely';
import { createException } from '../../pulse/exceptions/exceptions.service';
import { appendCharge } from '../ledger/ledger.repository';
import { readMoney, writeDerived } from '../ledger/settle';
import { creditPayment } from '../payments/credit';
import { insertPayment, paymentByTransaction } from '../payments/payments.repository';
import { chargeAhead, payableCents, settleOrRefuse, takePayment } from '../payments/take-payment';
import { closeWhenPaidUp } from '../../pulse/agreements/lifecycle/close-when-paid-up';
import type { PaymentSession } from './sessions';

export const CARD_PAYMENT_METHOD = 'Credit Card';

export interface ProcessorOutcome {
  approved: boolean;
  transactionId: string;
  /** The amount the processor charged (or tried to). */
  amount: number;
  /** ssl_result: '0' approved, else not. */
  resultCode: string;
  /** ssl_result_message, e.g. APPROVAL, DECLINED. */
  resultMessage: string;
  approvalCode: string | null;
  /** The processor's own code for the outcome (its issuer response code when it gives one). */
  processorCode: string;
}

export interface Recorded {
  paymentId: number;
  exceptionId: number | null;
  /** The transaction was already recorded: nothing was written this time. */
  duplicate: boolean;
}

export const exceptionTypeFor = (message: string) =>
  /insufficient|\bnsf\b/i.test(message) ? 'Insufficient Funds' : 'Payment Failed';

export async function recordPaymentOutcome(
  em: EntityManager,
  session: PaymentSession,
  outcome: ProcessorOutcome,
  clock: { today: string; now: Date },
): Promise<Recorded> {
  const existing = await paymentByTransaction(em, outcome.transactionId);
  let recorded: Recorded;
  if (existing) {
    recorded = { paymentId: existing.id, exceptionId: null, duplicate: true };
  } else if (outcome.approved) {
    recorded = await recordApproved(em, session, outcome, clock.today);
  } else {
    recorded = await recordDeclined(em, session, outcome);
  }
  await typed(em)
    .updateTable('payment_sessions')
    .set({
      status: outcome.approved ? 'approved' : 'declined',
      transaction_id: outcome.transactionId,
      payment_id: recorded.paymentId,
      ...(recorded.exceptionId !== null && { exception_id: recorded.exceptionId }),
      result_code: outcome.resultCode,
      result_message: outcome.resultMessage,
      completed_at: clock.now,
    })
    .where('id', '=', session.id)
    .execute();
  return recorded;
}

const processorFields = (o: ProcessorOutcome) => ({
  transactionId: o.transactionId,
  processorCode: o.processorCode,
  processorMessage: o.resultMessage,
});

async function recordApproved(
  em: EntityManager,
  session: PaymentSession,
  outcome: ProcessorOutcome,
  today: string,
): Promise<Recorded> {
  try {
    const taken = await takePayment(
      em,
      {
        splits: [{ agreement_id: session.agreement_id, amount: outcome.amount }],
        tenders: [{ tender: 'card', amount: outcome.amount }],
      },
      {
        today,
        takenBy: session.employee_id,
        card: { ...processorFields(outcome), method: CARD_PAYMENT_METHOD },
      },
    );
    return { paymentId: taken.payments[0]!.paymentId, exceptionId: null, duplicate: false };
  } catch (err) {
    // takePayment refuses an amount above what the agreement can take before writing anything.
    if (!(err instanceof AppError && err.status === 400 && err.fields?.amount)) throw err;
    return recordOverpayment(em, session, outcome, today);
  }
}

/**
 * The whole charge credited, the part the agreement could not take held for refund. An open
 * agreement takes what it can as any payment would (the next installments charged ahead); one
 * that takes no payments (closed, owing nothing) holds it all.
 */
async function recordOverpayment(
  em: EntityManager,
  session: PaymentSession,
  outcome: ProcessorOutcome,
  today: string,
): Promise<Recorded> {
  const amountCents = toCents(outcome.amount);
  const taking = await settleOrRefuse(em, session.agreement_id, today).catch(() => null);
  const m = taking ?? (await readMoney(em, session.agreement_id));
  const heldCents = taking ? Math.max(amountCents - payableCents(taking), 0) : amountCents;
  if (taking) await chargeAhead(em, taking, amountCents - heldCents);
  const { paymentId } = await creditPayment(
    em,
    m,
    {
      amountCents,
      tender: 'card',
      method: CARD_PAYMENT_METHOD,
      takenBy: session.employee_id,
      ...processorFields(outcome),
    },
    today,
    async (payment) => {
      if (heldCents === 0) return;
      m.entries.push(
        ...(await appendCharge(em, m.head.id, {
          kind: 'overpayment',
          amountCents: heldCents,
          effectiveDate: today,
          paymentId: payment,
          reason: taking ? 'Card payment above the balance' : 'Card payment on a closed agreement',
          tax: null,
        })),
      );
    },
  );
  const figures = await writeDerived(em, m.head, m.schedule, m.entries, m.settingsOn, today);
  await closeWhenPaidUp(
    em,
    { head: m.head, schedule: m.schedule, amountDueCents: figures.amountDueCents },
    today,
    session.employee_id,
  );
  const exceptionId = await createException(em, {
    type: 'Overpayment',
    customer_id: session.customer_id,
    payment_id: paymentId,
    description: `Card payment of ${formatCents(amountCents)} on ${agreementLabel(session)} exceeds the balance due; the excess is held for refund. Review and refund the difference. Transaction ${outcome.transactionId}.`,
  });
  return { paymentId, exceptionId, duplicate: false };
}

async function recordDeclined(
  em: EntityManager,
  session: PaymentSession,
  outcome: ProcessorOutcome,
): Promise<Recorded> {
  const next = await typed(em)
    .selectFrom('scheduled_payments')
    .select('id')
    .where('agreement_id', '=', session.agreement_id)
    .where('status', '=', INSTALLMENT_STATUS.pending)
    .orderBy('due_date')
    .orderBy('id')
    .executeTakeFirst();
  const paymentId = await insertPayment(em, {
    agreementId: session.agreement_id,
    amountCents: toCents(outcome.amount),
    tender: 'card',
    method: CARD_PAYMENT_METHOD,
    success: false,
    status: 'failed',
    takenBy: session.employee_id,
    scheduledPaymentId: next?.id ?? null,
    ...processorFields(outcome),
  });
  const exceptionId = await createException(em, {
    type: exceptionTypeFor(outcome.resultMessage),
    customer_id: session.customer_id,
    payment_id: paymentId,
    description: `Card payment of ${formatCents(toCents(outcome.amount))} on ${agreementLabel(session)} declined: ${outcome.resultMessage} (code ${outcome.processorCode}). Transaction ${outcome.transactionId}.`,
  });
  await typed(em)
    .updateTable('exceptions')
    .set({ processor_code: outcome.processorCode })
    .where('id', '=', exceptionId)
    .execute();
  return { paymentId, exceptionId, duplicate: false };
}

const agreementLabel = (s: PaymentSession) =>
  s.custom_agreement_id ?? `agreement #${s.agreement_id}`;
