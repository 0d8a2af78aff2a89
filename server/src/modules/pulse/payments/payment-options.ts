import type { EntityManager } from '@mikro-orm/sql';
import { notFound } from '../../../http/errors';
import { BALANCE, num, numOrNull, strOrNull, type Row } from '../pulse-sql';

/**
 * The Process Payment screen's agreement options for one customer: agreements with a balance.
 * total_expected = the sum of their installments; amount_paid = total paid; total_payments =
 * the installment count; amount_due = what is unpaid of the installments due up to today, else
 * the next installment's remainder, else (no installments) the balance.
 */
export async function paymentAgreementOptions(
  em: EntityManager,
  customerId: number,
  today: string,
) {
  const found = await em.execute('select 1 from customers where id = ?', [customerId]);
  if (found.length === 0) throw notFound('Customer not found');
  const rows = await em.execute<Row[]>(
    `select a.id as agreement_id, a.custom_agreement_id, a.total_paid as amount_paid,
       ${BALANCE} as balance,
       (select coalesce(sum(expected_amount), 0) from scheduled_payments where agreement_id = a.id) as total_expected,
       (select count(*) from scheduled_payments where agreement_id = a.id) as total_payments,
       (select coalesce(sum(expected_amount - amount_paid), 0) from scheduled_payments
         where agreement_id = a.id and status <> 'paid' and due_date <= ?::date) as due_now,
       (select expected_amount - amount_paid from scheduled_payments
         where agreement_id = a.id and status <> 'paid' order by due_date, id limit 1) as next_amount
     from agreements a
     where a.customer_id = ? and ${BALANCE} > 0
     order by a.id`,
    [today, customerId],
  );
  return rows.map((r) => ({
    agreement_id: num(r.agreement_id),
    custom_agreement_id: strOrNull(r.custom_agreement_id),
    amount_due: num(r.due_now) > 0 ? num(r.due_now) : (numOrNull(r.next_amount) ?? num(r.balance)),
    total_expected: num(r.total_expected),
    amount_paid: num(r.amount_paid),
    total_payments: num(r.total_payments),
  }));
}
