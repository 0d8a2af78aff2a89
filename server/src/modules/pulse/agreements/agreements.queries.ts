import { INSTALLMENT_STATUS } from '@rentline/sync-protocol/rules';
import type { AgreementItem, agreementListQuerySchema } from '@rentline/sync-protocol/wire';
import type { EntityManager } from '@mikro-orm/sql';
import { expressionBuilder, sql } from 'kysely';
import type { z } from 'zod';
import { type DB, type Typed, typed } from '../../../db/kysely';
import { TOTAL, typedPageAndTotal } from '../../../db/page-total';
import { notFound } from '../../../http/errors';
import { agreedCost, onTimeCounts, paymentStands } from '../pulse-sql';
import { likePattern } from '../../../db/like';

type ListQuery = z.output<typeof agreementListQuerySchema>;

const agreementsOf = (db: Typed) => db.selectFrom('agreements as a');

/** Expressions over agreements `a`. */
const a = expressionBuilder<{ a: DB['agreements'] }, 'a'>();

/** Agreements joined with their customer's contact (every agreement has both: foreign keys). */
const withCustomer = (agreements: ReturnType<typeof agreementsOf>) =>
  agreements
    .innerJoin('customers as c', 'c.id', 'a.customer_id')
    .innerJoin('contacts as ct', 'ct.id', 'c.contact_id');

/** Agreements of `withCustomer` (filtered, or one) with their customer's name and email. */
const withCustomerColumns = (agreements: ReturnType<typeof withCustomer>) =>
  agreements.selectAll('a').select(['ct.full_name as customer_name', 'ct.email']);

/** Agreements with their customer's name and email, maybe sorted and cut to a page. */
type Source = ReturnType<typeof withCustomerColumns>;

/**
 * Every field of the list and the detail (definitions in ../pulse-sql.ts), for the agreements of
 * `source`. Next due is looked up per agreement (the index of its owed installments), so a page
 * costs its own rows.
 */
const agreementFields = (db: Typed, source: Source, today: string) =>
  db
    .selectFrom(source.as('a'))
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('scheduled_payments as sp')
          .select((eb) => eb.fn.min('sp.due_date').as('next_due'))
          .whereRef('sp.agreement_id', '=', 'a.id')
          .where('sp.status', '=', sql.lit(INSTALLMENT_STATUS.pending))
          .as('due'),
      (join) => join.onTrue(),
    )
    .select((eb) => [
      'a.id as agreement_id',
      'a.custom_agreement_id',
      'a.customer_id',
      'a.customer_name',
      'a.email',
      'a.agreement_category',
      'a.activation_date',
      'a.agreement_status',
      // Under the column's name, so that it comes converted as one (entity-values.ts).
      agreedCost.as('total_cost'),
      'a.total_cost as list_price',
      'a.good_customer_discount',
      'a.total_paid',
      'a.balance',
      'a.notes',
      'a.sac_price',
      'a.sac_expiration',
      'a.sac_period_days',
      'due.next_due as next_payment_due_date',
      sql<number | null>`${eb.ref('due.next_due')} - ${today}::date`.as('days_until_due'),
      'a.rental_term',
      'a.early_purchase_discount',
      'a.early_purchase_price',
      'a.reinstatement_days',
      'a.lessor',
      'a.agreement_date',
      'a.lessor_signature_members',
      'a.delivery_date',
      'a.closed_on',
      'a.written_off',
      'a.activation_fee',
      'a.late_fee',
      'a.virtual_pmt_fee',
      'a.pmt_pickup_fee',
      'a.svc_fee',
      'a.field_visit_fee',
    ]);

/**
 * The agreements the list's filters keep, in the store's time zone: recent = activated in the
 * last 30 days (today − 30 to today), month = activated in today's calendar month; a customer's
 * agreements default to 'all'. The customer's name is searched by the caller (it needs the join).
 */
function filtered(db: Typed, q: ListQuery, today: string, timeZone: string) {
  const filter = q.filter ?? (q.customer_id ? 'all' : 'recent');
  const activatedOn = sql<string>`(${a.ref('a.activation_date')} at time zone ${timeZone})::date`;
  let kept = agreementsOf(db);
  if (filter === 'recent') {
    const from = sql<string>`${today}::date - 30`;
    kept = kept.where((eb) => eb.between(activatedOn, from, sql<string>`${today}::date`));
  } else if (filter === 'month') {
    const month = a.fn<string>('to_char', [activatedOn, sql.lit('YYYY-MM')]);
    kept = kept.where(month, '=', today.slice(0, 7));
  }
  const status = q.status;
  if (status && status.toLowerCase() !== 'all') {
    kept = kept.where((eb) =>
      eb(eb.fn('lower', ['a.agreement_status']), '=', eb.fn('lower', [eb.val(status)])),
    );
  }
  if (q.customer_id) kept = kept.where('a.customer_id', '=', q.customer_id);
  return kept;
}

export async function listAgreements(
  em: EntityManager,
  q: ListQuery,
  today: string,
  timeZone: string,
) {
  const pattern = q.search ? likePattern(q.search) : undefined;
  const order = q.sort === 'asc' ? 'asc' : 'desc';
  const { rows, total } = await typedPageAndTotal(em, (db) => {
    const kept = filtered(db, q, today, timeZone);
    const joined = withCustomer(kept);
    const matching = pattern
      ? joined.where((eb) =>
          eb.or([
            eb('a.custom_agreement_id', 'ilike', pattern),
            eb('ct.full_name', 'ilike', pattern),
          ]),
        )
      : joined;
    // The count joins the customer and contact only to search the customer's name.
    const count = (pattern ? matching : kept).select(TOTAL.as('total_count'));
    const source = withCustomerColumns(matching)
      .orderBy('a.activation_date', (o) => o[order]().nullsLast())
      .orderBy('a.id', order)
      .limit(q.limit)
      .offset(q.offset);
    const page = agreementFields(db, source, today)
      .select(count.$asScalar().as('total_count'))
      .orderBy('a.activation_date', (o) => o[order]().nullsLast())
      .orderBy('a.id', order);
    return { page, count };
  });
  return { rows, total, hasMore: q.offset + rows.length < total };
}

/** The detail: the list's own fields, so it shows every field exactly as the list does. */
export async function getAgreementRow(em: EntityManager, id: number, today: string) {
  const db = typed(em);
  const agreement = withCustomerColumns(withCustomer(agreementsOf(db)).where('a.id', '=', id));
  const row = await agreementFields(db, agreement, today).executeTakeFirst();
  if (!row) throw notFound('Agreement not found');
  return row;
}

/** An agreement of the list or the detail, as the query answers it. */
export type AgreementRow = Awaited<ReturnType<typeof getAgreementRow>>;

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
            .where(paymentStands),
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
