/**
 * A payment's receipt (GET /api/payments/{id}/receipt). Only a successful payment has one.
 *
 * - Balance after: the agreed cost less every successful payment on the agreement up to and
 *   including this one (by time taken, then id); 0 for a cancelled agreement, like BALANCE.
 * - Next due date after: payments are applied to the oldest installments first
 *   (payments.service.ts), so after this payment the installments are paid through the running
 *   total; the next due is the first installment whose running expected total exceeds it. Null
 *   when every installment is covered. A reprint computes the same figures: later payments do
 *   not change them.
 */
import type { EntityManager } from '@mikro-orm/sql';
import {
  AGREEMENT_STATUS,
  LESSOR_NAME,
  RECEIPT_TEXTS,
  receiptNumber,
  type Receipt,
} from '@rentline/sync-protocol';
import { notFound } from '../../../http/errors';
import { AGREED_COST, isoDate, isoTimestamp, num, strOrNull, type Row } from '../pulse-sql';

export async function paymentReceipt(
  em: EntityManager,
  paymentId: number,
  timeZone: string,
): Promise<Receipt> {
  const [row] = await em.execute<Row[]>(
    `select p.id, p.agreement_id, a.custom_agreement_id, ct.full_name as customer_name, p.amount_paid,
       p.payment_method, p.transaction_id, p.success, e.full_name as taken_by,
       ${isoTimestamp('p.created_at')} as paid_at, to_char(p.created_at at time zone ?, 'YYYY') as store_year,
       lower(a.agreement_status) in ('cancelled', 'canceled') as cancelled, ${AGREED_COST} as agreed_cost,
       p.fee_amount,
       -- The payment that paid the agreement out (a payoff, the last installment) leaves nothing owed.
       (a.agreement_status in ('${AGREEMENT_STATUS.paidOut}', '${AGREEMENT_STATUS.paidOutEarly}')
         and not exists (select 1 from payments l where l.agreement_id = p.agreement_id and l.success
           and (l.created_at, l.id) > (p.created_at, p.id))) as closed_by_it,
       (select coalesce(sum(q.amount_paid), 0) from payments q where q.agreement_id = p.agreement_id
          and q.success and (q.created_at, q.id) <= (p.created_at, p.id)) as paid_through
     from payments p join agreements a on a.id = p.agreement_id join customers c on c.id = a.customer_id
     join contacts ct on ct.id = c.contact_id left join employees e on e.id = p.taken_by
     where p.id = ?`,
    [timeZone, paymentId],
  );
  if (!row) throw notFound(RECEIPT_TEXTS.paymentNotFound);
  if (row.success !== true) throw notFound(RECEIPT_TEXTS.notCompleted);
  const paidThrough = num(row.paid_through);
  const [next] = await em.execute<Row[]>(
    `select ${isoDate('due_date')} as due_date from (
       select due_date, sum(expected_amount) over (order by due_date, id) as through
       from scheduled_payments where agreement_id = ?) s
     where through > ? order by due_date limit 1`,
    [row.agreement_id, paidThrough],
  );
  const balanceCents = Math.round((num(row.agreed_cost) - paidThrough) * 100);
  return {
    receipt_number: receiptNumber(num(row.id), String(row.store_year)),
    payment_id: num(row.id),
    store_name: LESSOR_NAME,
    agreement_id: num(row.agreement_id),
    custom_agreement_id: strOrNull(row.custom_agreement_id),
    customer_name: String(row.customer_name ?? ''),
    amount: num(row.amount_paid),
    tender: strOrNull(row.payment_method),
    transaction_id: strOrNull(row.transaction_id),
    balance_after:
      row.cancelled === true || row.closed_by_it === true ? 0 : Math.max(balanceCents, 0) / 100,
    fee: num(row.fee_amount),
    next_due_date: next ? String(next.due_date) : null,
    paid_at: String(row.paid_at),
    time_zone: timeZone,
    taken_by: strOrNull(row.taken_by),
  };
}
