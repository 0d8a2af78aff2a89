import type { EntityManager } from '@mikro-orm/sql';
import type { z } from 'zod';
import type { installmentListQuerySchema } from '@rentline/sync-protocol';
import { likePattern } from '../../../db/like';
import { pageAndTotal } from '../../../db/page-total';
import { INSTALLMENT_STATE, isoDate, whereOf } from '../../pulse/pulse-sql';

type Query = z.output<typeof installmentListQuerySchema>;

const FROM = `from scheduled_payments sp join agreements a on a.id = sp.agreement_id
  join customers c on c.id = a.customer_id join contacts ct on ct.id = c.contact_id`;

/**
 * The Payment Log's Overdue and Pending lists: the unpaid installments in that state
 * (INSTALLMENT_STATE, the dashboard's definition), the oldest due first, with their customer
 * and agreement; `search` matches the customer's name or the agreement's id.
 */
export async function listInstallments(em: EntityManager, q: Query, today: string) {
  const clauses: { sql: string; params: unknown[] }[] = [
    { sql: INSTALLMENT_STATE[q.status], params: [today] },
  ];
  if (q.search) {
    clauses.push({
      sql: '(ct.full_name ilike ? or a.custom_agreement_id ilike ?)',
      params: Array(2).fill(likePattern(q.search)),
    });
  }
  const where = whereOf(clauses);
  // The count needs the customer's name only to search it (every installment has its agreement,
  // customer and contact).
  const counted = {
    from: q.search ? `${FROM} ${where.sql}` : `from scheduled_payments sp ${where.sql}`,
    params: where.params,
  };
  const { rows, total } = await pageAndTotal(
    em,
    counted,
    (
      count,
    ) => `select ${count}, sp.id::text as scheduled_payment_id, sp.agreement_id, a.custom_agreement_id,
       c.id as customer_id, ct.full_name as customer_name, ${isoDate('sp.due_date')} as due_date, sp.expected_amount,
       sp.amount_paid, sp.amount_due - sp.amount_paid - sp.amount_credited as amount_left,
       greatest(?::date - sp.due_date, 0) as days_late
     ${FROM} ${where.sql} order by sp.due_date, sp.id limit ? offset ?`,
    [today, ...where.params, q.limit, q.offset],
  );
  return { rows, total, hasMore: q.offset + rows.length < total };
}
