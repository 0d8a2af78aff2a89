import type { EntityManager } from '@mikro-orm/sql';
import type { z } from 'zod';
import type { customerListQuerySchema } from '@rentline/sync-protocol';
import { notFound } from '../../../http/errors';
import { BALANCE, PAID_CTE, isoDate, likePattern, num, whereOf, type Row } from '../pulse-sql';

type ListQuery = z.output<typeof customerListQuerySchema>;

/** Per customer: agreements, outstanding balance and next unpaid due date (definitions in ../pulse-sql.ts). */
const CUSTOMER_SQL = `with ${PAID_CTE},
  acc as (select a.customer_id, count(*) as total_agreements,
            sum(${BALANCE}) as outstanding_balance
          from agreements a left join paid p on p.agreement_id = a.id group by a.customer_id),
  nd as (select a.customer_id, min(sp.due_date) as next_due
         from scheduled_payments sp join agreements a on a.id = sp.agreement_id
         where sp.status <> 'paid' group by a.customer_id)
  select c.id as customer_id, ct.full_name as customer_name, c.account_status, ct.email, ct.primary_phone,
    ct.address, c.contact_id::text as contact_id, c.payment_frequency,
    ${isoDate('c.next_account_due_date')} as next_account_due_date,
    coalesce(acc.outstanding_balance, 0) as outstanding_balance, coalesce(acc.total_agreements, 0) as total_agreements,
    ${isoDate('nd.next_due')} as next_agreement_due_date, (nd.next_due - ?::date) as days_until_due, c.notes
  from customers c join contacts ct on ct.id = c.contact_id
  left join acc on acc.customer_id = c.id left join nd on nd.customer_id = c.id`;

const SORT_COLUMNS = {
  customer: 'lower(ct.full_name)',
  contact: 'lower(ct.email)',
  balance: 'coalesce(acc.outstanding_balance, 0)',
} as const;

function filters(q: Pick<ListQuery, 'status' | 'search'>) {
  const clauses: { sql: string; params: unknown[] }[] = [];
  if (q.status !== 'all') clauses.push({ sql: 'c.account_status = ?', params: [q.status] });
  if (q.search) {
    clauses.push({
      sql: '(ct.full_name ilike ? or ct.email ilike ? or ct.primary_phone ilike ?)',
      params: Array(3).fill(likePattern(q.search)),
    });
  }
  return whereOf(clauses);
}

export async function listCustomers(em: EntityManager, q: ListQuery, today: string) {
  const where = filters(q);
  const [count] = await em.execute<Row[]>(
    `select count(*) as n from customers c join contacts ct on ct.id = c.contact_id ${where.sql}`,
    where.params,
  );
  const rows = await em.execute<Row[]>(
    `${CUSTOMER_SQL} ${where.sql} order by ${SORT_COLUMNS[q.sort]} ${q.order}, c.id limit ? offset ?`,
    [today, ...where.params, q.limit, q.offset],
  );
  const total = num(count!.n);
  return { rows, total, hasMore: q.offset + rows.length < total };
}

export async function getCustomerRow(em: EntityManager, id: number, today: string): Promise<Row> {
  const [row] = await em.execute<Row[]>(`${CUSTOMER_SQL} where c.id = ?`, [today, id]);
  if (!row) throw notFound('Customer not found');
  return row;
}
