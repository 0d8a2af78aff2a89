/**
 * An agreement's payment history (GET /api/agreements/{id}/history): its installments in due
 * order and its payments newest first, each payment with who took it and its receipt number
 * (sync-protocol receipt.ts).
 */
import type { EntityManager } from '@mikro-orm/sql';
import { receiptNumber, type AgreementHistory } from '@rentline/sync-protocol';
import { assertAgreement } from '../agreements/agreements.queries';
import { isoDate, isoTimestamp, num, numOrNull, strOrNull, type Row } from '../pulse-sql';

export async function agreementHistory(
  em: EntityManager,
  agreementId: number,
  settings: { today: string; timeZone: string },
): Promise<AgreementHistory> {
  await assertAgreement(em, agreementId);
  const installments = await em.execute<Row[]>(
    `select sp.id::text as id, ${isoDate('sp.due_date')} as due_date, sp.expected_amount, sp.amount_paid,
       sp.paid_on_time, a.late_fee,
       case when sp.status = 'paid' then 'paid' when sp.due_date < ?::date then 'overdue' else 'pending' end as status
     from scheduled_payments sp join agreements a on a.id = sp.agreement_id
     where sp.agreement_id = ? order by sp.due_date, sp.id`,
    [settings.today, agreementId],
  );
  const payments = await em.execute<Row[]>(
    `select p.id, ${isoTimestamp('p.created_at')} as created_at, p.amount_paid, p.payment_method,
       p.payment_status, p.success, e.full_name as taken_by,
       to_char(p.created_at at time zone ?, 'YYYY') as store_year
     from payments p left join employees e on e.id = p.taken_by
     where p.agreement_id = ? order by p.created_at desc, p.id desc`,
    [settings.timeZone, agreementId],
  );
  return {
    installments: installments.map((r) => {
      const status = r.status as 'pending' | 'paid' | 'overdue';
      const late = status === 'paid' ? lateWhenPaid(r.paid_on_time) : status === 'overdue';
      return {
        scheduled_payment_id: String(r.id),
        due_date: String(r.due_date),
        expected_amount: num(r.expected_amount),
        amount_paid: num(r.amount_paid),
        status,
        late: status === 'pending' ? null : late,
        late_fee: late === true ? numOrNull(r.late_fee) : null,
      };
    }),
    payments: payments.map((r) => ({
      payment_id: num(r.id),
      created_at: String(r.created_at),
      amount_paid: num(r.amount_paid),
      payment_method: strOrNull(r.payment_method),
      payment_status: String(r.payment_status),
      success: r.success === true,
      taken_by: strOrNull(r.taken_by),
      receipt_number: r.success === true ? receiptNumber(num(r.id), String(r.store_year)) : null,
    })),
  };
}

/** A paid installment's paid_on_time: false means late; unknown (null) is not called late. */
const lateWhenPaid = (paidOnTime: unknown): boolean | null =>
  paidOnTime === null || paidOnTime === undefined ? null : paidOnTime === false;
