/**
 * Recording what the card processor decided, once per transaction id (payments.transaction_id is
 * unique). Call inside the transaction that holds the session's row lock (`findSession` with
 * `lock`), so the payment, the exception and the session's end commit together or not at all.
 *
 * - Approved: applied like a manual payment (recordManualPayment: oldest installments first,
 *   the balance follows), then marked with the processor's transaction id and result. Should the
 *   balance have dropped below the charged amount meanwhile (a manual payment on the same
 *   agreement), the charge is still recorded, unapplied, with an 'Overpayment' exception to review:
 *   the money was taken either way.
 * - Declined or failed: a failed payment record with the processor's code and message, and an
 *   exception ('Insufficient Funds' when the processor says so, else 'Payment Failed') that
 *   shows in Delinquent Accounts.
 */
import type { EntityManager } from '@mikro-orm/sql';
import { AppError } from '../http/errors';
import { createException } from '../modules/pulse/exceptions/exceptions.service';
import { recordManualPayment } from '../modules/pulse/payments/payments.service';
import { num, type Row } from '../modules/pulse/pulse-sql';
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

const money = (n: number) => n.toLocaleString('en-US', { style: 'currency', currency: 'USD' });

export async function recordPaymentOutcome(
  em: EntityManager,
  session: PaymentSession,
  outcome: ProcessorOutcome,
  clock: { today: string; now: Date },
): Promise<Recorded> {
  const [existing] = await em.execute<Row[]>('select id from payments where transaction_id = ?', [
    outcome.transactionId,
  ]);
  let recorded: Recorded;
  if (existing) {
    recorded = { paymentId: num(existing.id), exceptionId: null, duplicate: true };
  } else if (outcome.approved) {
    recorded = await recordApproved(em, session, outcome, clock.today);
  } else {
    recorded = await recordDeclined(em, session, outcome);
  }
  await em.execute(
    `update payment_sessions set status = ?, transaction_id = ?, payment_id = ?, exception_id = coalesce(?, exception_id),
       result_code = ?, result_message = ?, completed_at = ? where id = ?`,
    [
      outcome.approved ? 'approved' : 'declined',
      outcome.transactionId,
      recorded.paymentId,
      recorded.exceptionId,
      outcome.resultCode,
      outcome.resultMessage,
      clock.now.toISOString(),
      session.id,
    ],
  );
  return recorded;
}

async function markProcessorFields(em: EntityManager, paymentId: number, o: ProcessorOutcome) {
  await em.execute(
    'update payments set transaction_id = ?, processor_code = ?, processor_message = ? where id = ?',
    [o.transactionId, o.processorCode, o.resultMessage, paymentId],
  );
}

async function recordApproved(
  em: EntityManager,
  session: PaymentSession,
  outcome: ProcessorOutcome,
  today: string,
): Promise<Recorded> {
  try {
    const { paymentId } = await recordManualPayment(
      em,
      {
        agreement_id: session.agreement_id,
        amount: outcome.amount,
        payment_method: CARD_PAYMENT_METHOD,
      },
      today,
      session.employee_id,
    );
    await markProcessorFields(em, paymentId, outcome);
    return { paymentId, exceptionId: null, duplicate: false };
  } catch (err) {
    // recordManualPayment refuses an amount above the balance before writing anything.
    if (!(err instanceof AppError && err.status === 400 && err.fields?.amount)) throw err;
    const [row] = await em.execute<Row[]>(
      `insert into payments (agreement_id, amount_paid, payment_method, payment_status, success, taken_by)
       values (?, ?, ?, 'completed', true, ?) returning id`,
      [session.agreement_id, outcome.amount, CARD_PAYMENT_METHOD, session.employee_id],
    );
    const paymentId = num(row!.id);
    await markProcessorFields(em, paymentId, outcome);
    const exceptionId = await createException(em, {
      type: 'Overpayment',
      customer_id: session.customer_id,
      payment_id: paymentId,
      description: `Card payment of ${money(outcome.amount)} on ${agreementLabel(session)} exceeds the balance due; it was not applied to installments. Review and refund the difference. Transaction ${outcome.transactionId}.`,
    });
    return { paymentId, exceptionId, duplicate: false };
  }
}

async function recordDeclined(
  em: EntityManager,
  session: PaymentSession,
  outcome: ProcessorOutcome,
): Promise<Recorded> {
  const [row] = await em.execute<Row[]>(
    `insert into payments (agreement_id, scheduled_payment_id, amount_paid, payment_method, payment_status, success,
       transaction_id, processor_code, processor_message, taken_by)
     values (?, (select id from scheduled_payments where agreement_id = ? and status <> 'paid' order by due_date, id limit 1),
       ?, ?, 'failed', false, ?, ?, ?, ?) returning id`,
    [
      session.agreement_id,
      session.agreement_id,
      outcome.amount,
      CARD_PAYMENT_METHOD,
      outcome.transactionId,
      outcome.processorCode,
      outcome.resultMessage,
      session.employee_id,
    ],
  );
  const paymentId = num(row!.id);
  const exceptionId = await createException(em, {
    type: exceptionTypeFor(outcome.resultMessage),
    customer_id: session.customer_id,
    payment_id: paymentId,
    description: `Card payment of ${money(outcome.amount)} on ${agreementLabel(session)} declined: ${outcome.resultMessage} (code ${outcome.processorCode}). Transaction ${outcome.transactionId}.`,
  });
  await em.execute('update exceptions set processor_code = ? where id = ?', [
    outcome.processorCode,
    exceptionId,
  ]);
  return { paymentId, exceptionId, duplicate: false };
}

const agreementLabel = (s: PaymentSession) =>
  s.custom_agreement_id ?? `agreement #${s.agreement_id}`;
