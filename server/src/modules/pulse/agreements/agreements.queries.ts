import { INSTALLMENT_STATUS } from '@rentline/sync-protocol/rules';
import type { AgreementItem, agreementListQuerySchema } from '@rentline/sync-protocol/wire';
import type { EntityManager } from '@mikro-orm/sql';
import { sql, type SqlBool } from 'kysely';
import type { z } from 'zod';
import { typed } from '../../../db/kysely';
import { pageAndTotal } from '../../../db/page-total';
import { notFound } from '../../../http/errors';
import {
  BALANCE,
  AGREED_COST,
  NEXT_DUE_OF_AGREEMENT,
  PAYMENT_STANDS,
  isoDate,
  isoTimestamp,
  onTimeCounts,
  whereOf,
  type Row,
} from '../pulse-sql';
import { likePattern } from '../../../db/like';

type ListQuery = z.output<typeof agreementListQuerySchema>;

/**
 * Every field of the list and the detail (definitions in ../pulse-sql.ts), for the agreements in
 * `source` (rows of agreements with their customer's name and email). Its first `?` is today.
 * Next due is looked up per agreement, so a page costs its own rows.
 */
const agreementSql = (
  source: string,
  extra = '',
) => `select ${extra} a.id as agreement_id, a.custom_agreement_id,
    a.customer_id, a.customer_name, a.email,
    a.agreement_category, ${isoTimestamp('a.activation_date')} as activation_date, a.agreement_status,
    ${AGREED_COST} as total_cost, a.total_cost as list_price, a.good_customer_discount,
    a.total_paid, ${BALANCE} as balance,
    a.notes, a.sac_price, ${isoDate('a.sac_expiration')} as sac_expiration, a.sac_period_days,
    ${isoDate('due.next_due')} as next_payment_due_date, (due.next_due - ?::date) as days_until_due,
    a.rental_term, a.early_purchase_discount, a.early_purchase_price, a.reinstatement_days, a.lessor,
    ${isoDate('a.agreement_date')} as agreement_date, a.lessor_signature_members,
    ${isoDate('a.delivery_date')} as delivery_date, ${isoDate('a.closed_on')} as closed_on, a.written_off,
    a.activation_fee, a.late_fee, a.virtual_pmt_fee, a.pmt_pickup_fee, a.svc_fee, a.field_visit_fee
  from ${source} a
  left join lateral (${NEXT_DUE_OF_AGREEMENT}) due on true`;

/** Agreements with their customer's name and email; `tail` filters, sorts and pages them. */
const agreementsWithCustomer = (tail: string) => `(select a.*, ct.full_name as customer_name,
    ct.email from agreements a join customers c on c.id = a.customer_id
    join contacts ct on ct.id = c.contact_id ${tail})`;

/**
 * The list's filters, in the store's time zone: recent = activated in the last 30 days
 * (today − 30 to today), month = activated in today's calendar month; a customer's
 * agreements default to 'all'.
 */
function filters(q: ListQuery, today: string, timeZone: string) {
  const clauses: { sql: string; params: unknown[] }[] = [];
  const activatedOn = '(a.activation_date at time zone ?)::date';
  const filter = q.filter ?? (q.customer_id ? 'all' : 'recent');
  if (filter === 'recent') {
    clauses.push({
      sql: `${activatedOn} between ?::date - 30 and ?::date`,
      params: [timeZone, today, today],
    });
  } else if (filter === 'month') {
    clauses.push({
      sql: `to_char(${activatedOn}, 'YYYY-MM') = ?`,
      params: [timeZone, today.slice(0, 7)],
    });
  }
  if (q.status && q.status.toLowerCase() !== 'all') {
    clauses.push({ sql: 'lower(a.agreement_status) = lower(?)', params: [q.status] });
  }
  if (q.customer_id) clauses.push({ sql: 'a.customer_id = ?', params: [q.customer_id] });
  if (q.search) {
    clauses.push({
      sql: '(a.custom_agreement_id ilike ? or ct.full_name ilike ?)',
      params: Array(2).fill(likePattern(q.search)),
    });
  }
  return whereOf(clauses);
}

export async function listAgreements(
  em: EntityManager,
  q: ListQuery,
  today: string,
  timeZone: string,
) {
  const where = filters(q, today, timeZone);
  // Every agreement has its customer and every customer its contact (not null, foreign keys):
  // the count joins them only to search the customer's name.
  const joins = 'join customers c on c.id = a.customer_id join contacts ct on ct.id = c.contact_id';
  const counted = {
    from: `from agreements a ${q.search ? joins : ''} ${where.sql}`,
    params: where.params,
  };
  const order = q.sort === 'asc' ? 'asc' : 'desc';
  const orderBy = `order by a.activation_date ${order} nulls last, a.id ${order}`;
  const source = agreementsWithCustomer(`${where.sql} ${orderBy} limit ? offset ?`);
  const { rows, total } = await pageAndTotal(
    em,
    counted,
    (count) => `${agreementSql(source, `${count},`)} ${orderBy}`,
    [today, ...where.params, q.limit, q.offset],
  );
  return { rows, total, hasMore: q.offset + rows.length < total };
}

export async function getAgreementRow(em: EntityManager, id: number, today: string): Promise<Row> {
  // SQL: the list's own select (its pages are prepared reads through db/page-total.ts), so the
  // detail shows every field exactly as the list does.
  const [row] = await em.execute<Row[]>(agreementSql(agreementsWithCustomer('where a.id = ?')), [
    today,
    id,
  ]);
  if (!row) throw notFound('Agreement not found');
  return row;
}

export async function listAgreementItems(
  em: EntityManager,
  agreementId: number,
): Promise<AgreementItem[]> {
  await assertAgreement(em, agreementId);
  return typed(em)
    .selectFrom('agreement_items as ai')
    .leftJoin('flow_items as f', 'f.id', 'ai.flow_item_id')
    .select((eb) => [
      'ai.id as agreement_item_id',
      'ai.item_name',
      'ai.category',
      'ai.item_condition',
      eb.fn.coalesce('f.status', 'ai.item_status').as('item_status'),
      'ai.retail_price',
      'ai.our_cost',
      'ai.vendor_name',
      'f.model',
      'f.serial_number',
      'ai.flow_item_id',
    ])
    .where('ai.agreement_id', '=', agreementId)
    .orderBy('ai.id')
    .execute();
}

export type ScheduleCounts = Awaited<ReturnType<typeof agreementSchedule>>;

/** Installment counts and on-time history of one agreement, for the financial summary. */
export async function agreementSchedule(em: EntityManager, agreementId: number, today: string) {
  return typed(em)
    .selectFrom('scheduled_payments as sp')
    .select((eb) => [
      eb
        .cast<number>(
          eb
            .selectFrom('payments as p')
            .select((p) => p.fn.countAll().as('n'))
            .where('p.agreement_id', '=', agreementId)
            .where(sql.raw<SqlBool>(PAYMENT_STANDS('p'))),
          'integer',
        )
        .as('payments_made'),
      eb
        .cast<number>(
          eb.fn.countAll().filterWhere('sp.status', '=', INSTALLMENT_STATUS.pending),
          'integer',
        )
        .as('payments_remaining'),
      ...onTimeCounts(today),
    ])
    .where('sp.agreement_id', '=', agreementId)
    .executeTakeFirstOrThrow();
}

export async function assertAgreement(em: EntityManager, id: number): Promise<void> {
  const found = await typed(em)
    .selectFrom('agreements')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!found) throw notFound('Agreement not found');
}
