import type { EntityManager } from '@mikro-orm/sql';
import type { z } from 'zod';
import { UPCOMING_DAYS, INSTALLMENT_STATUS } from '@rentline/sync-protocol/rules';
import { PAYMENT_TEXTS } from '@rentline/sync-protocol/texts';
import type {
  paymentListQuerySchema,
  scheduledPaymentsQuerySchema,
} from '@rentline/sync-protocol/wire';
import { notFound } from '../../../http/errors';
import { isoDate, isoTimestamp, PAYMENT_STANDS, whereOf, type Row } from '../../pulse/pulse-sql';
import { likePattern } from '../../../db/like';
import { pageAndTotal, type Counted } from '../../../db/page-total';
import { assertAgreement } from '../../pulse/agreements/agreements.queries';

type ListQuery = z.output<typeof paymentListQuerySchema>;
type ScheduledQuery = z.output<typeof scheduledPaymentsQuerySchema>;

const OWNER_JOINS = `join agreements a on a.id = p.agreement_id join customers c on c.id = a.customer_id
  join contacts ct on ct.id = c.contact_id left join scheduled_payments sp on sp.id = p.scheduled_payment_id`;

/** A payment's reversal (a ledger entry naming it), with who recorded it. */
const REVERSAL_JOIN = `left join ledger_entries r on r.payment_id = p.id and r.kind = 'reversal'
  left join employees re on re.id = r.employee_id`;

const PAYMENT_COLUMNS = `p.id as payment_id, p.agreement_id, a.custom_agreement_id, ct.full_name as customer_name,
    p.amount_paid, sp.expected_amount, ${isoDate('sp.due_date')} as due_date, p.payment_method, p.tender, p.payment_status,
    p.success, p.transaction_id, ${isoTimestamp('p.created_at')} as created_at,
    r.reason as reversal_reason, ${isoTimestamp('r.created_at')} as reversed_at, re.full_name as reversed_by`;

const PAYMENT_SQL = `select ${PAYMENT_COLUMNS} from payments p ${OWNER_JOINS} ${REVERSAL_JOIN}`;

export async function getPaymentRow(em: EntityManager, id: number): Promise<Row> {
  const [row] = await em.execute<Row[]>(`${PAYMENT_SQL} where p.id = ?`, [id]);
  if (!row) throw notFound('Payment not found');
  return row;
}

/** The payment recorded for a card processor's transaction id. */
export async function getPaymentByTransaction(
  em: EntityManager,
  transactionId: string,
): Promise<Row> {
  const [row] = await em.execute<Row[]>(`${PAYMENT_SQL} where p.transaction_id = ?`, [
    transactionId,
  ]);
  if (!row) throw notFound(PAYMENT_TEXTS.notRecorded);
  return row;
}

/**
 * The record's outcome decides the filter (PAYMENT_RECORD_FILTERS in the protocol): failed is
 * every declined attempt. Pending and overdue are installments (installments.queries.ts).
 */
const FILTERS = {
  all: null,
  completed: 'p.success',
  failed: 'not p.success',
} as const;

/** The kept total of each filter (payment_counts). */
const KEPT_TOTALS = {
  all: 'completed + failed',
  completed: 'completed',
  failed: 'failed',
} as const satisfies Record<keyof typeof FILTERS, string>;

export async function listPayments(em: EntityManager, q: ListQuery) {
  const clauses: { sql: string; params: unknown[] }[] = [];
  const filter = FILTERS[q.filter];
  if (filter) clauses.push({ sql: filter, params: [] });
  if (q.search) {
    clauses.push({
      sql: '(ct.full_name ilike ? or a.custom_agreement_id ilike ? or p.transaction_id ilike ? or p.payment_method ilike ?)',
      params: Array(4).fill(likePattern(q.search)),
    });
  }
  const where = whereOf(clauses);
  // Unsearched, the total is the one kept as payments are written (migration payment_counts);
  // searched, the count joins the customer only to search the name (every payment has its
  // agreement, customer and contact). The page is cut before the reversal and installment are
  // joined.
  const counted: Counted = q.search
    ? {
        from: `from payments p join agreements a on a.id = p.agreement_id join customers c on c.id = a.customer_id join contacts ct on ct.id = c.contact_id ${where.sql}`,
        params: where.params,
      }
    : { total: `select ${KEPT_TOTALS[q.filter]} from payment_counts`, params: [] };
  const { rows, total } = await pageAndTotal(
    em,
    counted,
    (count) => `select ${count}, ${PAYMENT_COLUMNS}
      from (select p.* from payments p ${q.search ? 'join agreements a on a.id = p.agreement_id join customers c on c.id = a.customer_id join contacts ct on ct.id = c.contact_id' : ''}
            ${where.sql} order by p.created_at desc, p.id desc limit ? offset ?) p
      ${OWNER_JOINS} ${REVERSAL_JOIN} order by p.created_at desc, p.id desc`,
    [...where.params, q.limit, q.offset],
    // Its joins follow the page's size (prepared-read.ts).
    'with its values',
  );
  return { rows, total, hasMore: q.offset + rows.length < total };
}

/** Installments in due order; an unpaid one due before today reads 'overdue'. */
export async function listScheduledPayments(
  em: EntityManager,
  q: ScheduledQuery,
  today: string,
): Promise<Row[]> {
  if (q.agreement_id) await assertAgreement(em, q.agreement_id);
  const where = whereOf(
    q.agreement_id ? [{ sql: 'sp.agreement_id = ?', params: [q.agreement_id] }] : [],
  );
  return em.execute<Row[]>(
    `select sp.id::text as scheduled_payment_id, sp.agreement_id, a.custom_agreement_id, ${isoDate('sp.due_date')} as due_date,
       sp.amount_due as expected_amount, sp.amount_paid, sp.paid_on_time, (sp.due_date - ?::date) as days_until_due,
       case when sp.status <> '${INSTALLMENT_STATUS.pending}' then sp.status when sp.due_date < ?::date then 'overdue' else '${INSTALLMENT_STATUS.pending}' end as status
     from scheduled_payments sp join agreements a on a.id = sp.agreement_id ${where.sql}
     order by sp.due_date, sp.id limit ? offset ?`,
    [today, today, ...where.params, q.limit, q.offset],
  );
}

/** The 10 latest successful payments. */
export async function recentPayments(em: EntityManager): Promise<Row[]> {
  return em.execute<Row[]>(
    `select p.id as payment_id, ct.full_name as customer_name, a.custom_agreement_id, p.amount_paid,
       ${isoTimestamp('p.created_at')} as created_at
     from payments p ${OWNER_JOINS}
     where ${PAYMENT_STANDS('p')}
     order by p.created_at desc, p.id desc limit 10`,
  );
}

/** Unpaid installments due from today to today + UPCOMING_DAYS − 1 (the next 7 days), soonest first. */
export async function upcomingPayments(em: EntityManager, today: string): Promise<Row[]> {
  return em.execute<Row[]>(
    `select sp.id::text as scheduled_payment_id, ct.full_name as customer_name, a.custom_agreement_id,
       sp.amount_due - sp.amount_paid - sp.amount_credited as expected_amount, ${isoDate('sp.due_date')} as due_date
     from scheduled_payments sp join agreements a on a.id = sp.agreement_id join customers c on c.id = a.customer_id
     join contacts ct on ct.id = c.contact_id
     where sp.status = '${INSTALLMENT_STATUS.pending}' and sp.due_date >= ?::date and sp.due_date < ?::date + ?::int
     order by sp.due_date, sp.id`,
    [today, today, UPCOMING_DAYS],
  );
}
