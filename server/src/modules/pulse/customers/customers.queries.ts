import { INSTALLMENT_STATUS } from '@rentline/sync-protocol/rules';
import type { EntityManager } from '@mikro-orm/sql';
import type { z } from 'zod';
import type { customerListQuerySchema } from '@rentline/sync-protocol/wire';
import { pageAndTotal } from '../../../db/page-total';
import { notFound } from '../../../http/errors';
import { BALANCE, isoDate, whereOf, type Row } from '../pulse-sql';
import { likePattern } from '../../../db/like';

type ListQuery = z.output<typeof customerListQuerySchema>;

/**
 * Per customer: agreements, outstanding balance and next unpaid due date (definitions in
 * ../pulse-sql.ts), from `source`, a row set of customers with their contact's name, email,
 * phone and address. The figures are looked up per customer (indexes on agreements.customer_id
 * and scheduled_payments by agreement; each agreement keeps its total paid), so a page costs its
 * own rows, not the whole store: aggregating every payment for each request took most of a
 * second at --scale 20.
 */
const customerSql = (
  source: string,
  extra = '',
) => `select ${extra} c.id as customer_id, c.full_name as customer_name,
    c.account_status, c.email, c.primary_phone, c.address, c.contact_id::text as contact_id,
    c.payment_frequency, ${isoDate('c.next_account_due_date')} as next_account_due_date,
    coalesce(acc.outstanding_balance, 0) as outstanding_balance, acc.total_agreements,
    ${isoDate('nd.next_due')} as next_agreement_due_date, (nd.next_due - ?::date) as days_until_due, c.notes
  from ${source} c
  left join lateral (select count(*) as total_agreements, sum(${BALANCE}) as outstanding_balance
    from agreements a where a.customer_id = c.id) acc on true
  left join lateral (select min(d.due_date) as next_due from agreements a
    cross join lateral (select sp.due_date from scheduled_payments sp
      where sp.agreement_id = a.id and sp.status = '${INSTALLMENT_STATUS.pending}' order by sp.due_date limit 1) d
    where a.customer_id = c.id) nd on true`;

/** Customers joined with their contact, optionally filtered, sorted and cut to a page. */
const customersWithContact = (tail = '') => `(select c.*, ct.full_name, ct.email, ct.primary_phone,
    ct.address from customers c join contacts ct on ct.id = c.contact_id ${tail})`;

/** Sort expressions; `t` is the alias holding the contact's columns (ct inside, c outside). */
const SORT_COLUMNS = {
  customer: (t: string) => `lower(${t}.full_name)`,
  contact: (t: string) => `lower(${t}.email)`,
  balance: () => 'coalesce(acc.outstanding_balance, 0)',
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
  // Every customer has its contact (not null, a foreign key): the count joins it only to search it.
  const counted = {
    from: `from customers c ${q.search ? 'join contacts ct on ct.id = c.contact_id' : ''} ${where.sql}`,
    params: where.params,
  };
  const order = (t: string) => `${SORT_COLUMNS[q.sort](t)} ${q.order}, c.id`;
  // Sorting by balance needs every customer's figures; the other sorts take the page first.
  const page = `${where.sql} order by ${order('ct')} limit ? offset ?`;
  const pageSql = (count: string) =>
    q.sort === 'balance'
      ? `${customerSql(customersWithContact(where.sql), `${count},`)} order by ${order('c')} limit ? offset ?`
      : `${customerSql(customersWithContact(page), `${count},`)} order by ${order('c')}`;
  const { rows, total } = await pageAndTotal(em, counted, pageSql, [
    today,
    ...where.params,
    q.limit,
    q.offset,
  ]);
  return { rows, total, hasMore: q.offset + rows.length < total };
}

export async function getCustomerRow(em: EntityManager, id: number, today: string): Promise<Row> {
  const [row] = await em.execute<Row[]>(`${customerSql(customersWithContact('where c.id = ?'))}`, [
    today,
    id,
  ]);
  if (!row) throw notFound('Customer not found');
  return row;
}
