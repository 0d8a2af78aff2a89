/**
 * The payment records' reads (SPEC.md section 7, Payments), typed (CONVENTIONS.md point 9): the
 * Payment Log's page, one payment (taken, or found by its card transaction), the dashboard's
 * recent and upcoming payments and an agreement's installments. Amounts leave as numbers, a date
 * as yyyy-MM-dd and a time as ISO 8601 in UTC to the millisecond, all written by PostgreSQL.
 */
import type { EntityManager } from '@mikro-orm/sql';
import {
  type AliasedExpression,
  type Expression,
  expressionBuilder,
  type Selectable,
  type SelectQueryBuilder,
  type SqlBool,
  sql,
} from 'kysely';
import type { z } from 'zod';
import { addCalendarDays, UPCOMING_DAYS, INSTALLMENT_STATUS } from '@rentline/sync-protocol/rules';
import { PAYMENT_TEXTS } from '@rentline/sync-protocol/texts';
import type {
  paymentListQuerySchema,
  ScheduledPayment,
  scheduledPaymentsQuerySchema,
} from '@rentline/sync-protocol/wire';
import { notFound } from '../../../http/errors';
import { type DB, type Typed, typed } from '../../../db/kysely';
import { likePattern } from '../../../db/like';
import { TOTAL, typedPageAndTotal } from '../../../db/page-total';
import { installmentIn, paymentStands } from '../../pulse/pulse-sql';
import { assertAgreement } from '../../pulse/agreements/agreements.queries';

type ListQuery = z.output<typeof paymentListQuerySchema>;
type ScheduledQuery = z.output<typeof scheduledPaymentsQuerySchema>;

/**
 * A time as the protocol writes it, ISO 8601 in UTC to the millisecond, whatever the session's
 * time zone (pulse-sql.ts isoTimestamp). Selected under a name no table gives a timestamp, so
 * the entities' values leave it as the text it is.
 */
const isoTime = <T extends Date | null>(time: Expression<T>) =>
  sql<
    T extends Date ? string : string | null
  >`to_char(${time} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const p = expressionBuilder<DB & { p: DB['payments'] }, 'p'>();

/**
 * Payments `payments` (a page of them, or one, as `p`) as the log shows them: with their
 * agreement, customer and first installment, and their reversal (a ledger entry naming them)
 * with who recorded it.
 */
const shown = (db: Typed, payments: AliasedExpression<Selectable<DB['payments']>, 'p'>) =>
  db
    .selectFrom(payments)
    .innerJoin('agreements as a', 'a.id', 'p.agreement_id')
    .innerJoin('customers as c', 'c.id', 'a.customer_id')
    .innerJoin('contacts as ct', 'ct.id', 'c.contact_id')
    .leftJoin('scheduled_payments as sp', 'sp.id', 'p.scheduled_payment_id')
    .leftJoin('ledger_entries as r', (join) =>
      join.onRef('r.payment_id', '=', 'p.id').on('r.kind', '=', sql.lit('reversal')),
    )
    .leftJoin('employees as re', 're.id', 'r.employee_id')
    .select((eb) => [
      'p.id as payment_id',
      'p.agreement_id',
      'a.custom_agreement_id',
      'ct.full_name as customer_name',
      // Read through the page's alias, so not converted by its entity: a number here.
      eb.cast<number>('p.amount_paid', 'double precision').as('amount_paid'),
      'sp.expected_amount',
      eb.fn<string | null>('to_char', ['sp.due_date', sql.lit('YYYY-MM-DD')]).as('due_date'),
      'p.payment_method',
      'p.tender',
      'p.payment_status',
      'p.success',
      'p.transaction_id',
      isoTime(eb.ref('p.created_at')).as('taken_at'),
      'r.reason as reversal_reason',
      isoTime(eb.ref('r.created_at')).as('reversed_at'),
      're.full_name as reversed_by',
    ]);

/** The payment `which` as the log shows it. */
const onePayment = (db: Typed, which: Expression<SqlBool>) =>
  shown(db, db.selectFrom('payments as p').selectAll('p').where(which).as('p'));

export async function getPaymentRow(em: EntityManager, id: number) {
  const row = await onePayment(typed(em), p('p.id', '=', id)).executeTakeFirst();
  if (!row) throw notFound('Payment not found');
  return row;
}

/** A payment as the log shows it (the query's row). */
export type PaymentRow = Awaited<ReturnType<typeof getPaymentRow>>;

/** The payment recorded for a card processor's transaction id. */
export async function getPaymentByTransaction(
  em: EntityManager,
  transactionId: string,
): Promise<PaymentRow> {
  const row = await onePayment(
    typed(em),
    p('p.transaction_id', '=', transactionId),
  ).executeTakeFirst();
  if (!row) throw notFound(PAYMENT_TEXTS.notRecorded);
  return row;
}

/**
 * The record's outcome decides the filter (PAYMENT_RECORD_FILTERS in the protocol): failed is
 * every declined attempt. Pending and overdue are installments (installments.queries.ts).
 */
const FILTERS = {
  all: null,
  completed: p.ref('p.success'),
  failed: p.not(p.ref('p.success')),
} as const;

const counts = expressionBuilder<DB, 'payment_counts'>();

/** The kept total of each filter (payment_counts). */
const KEPT_TOTALS = {
  all: counts('completed', '+', counts.ref('failed')),
  completed: counts.ref('completed'),
  failed: counts.ref('failed'),
} as const satisfies Record<keyof typeof FILTERS, Expression<number>>;

/** Payments `p`, from … where …, whatever else they join to be found. */
type Payments = SelectQueryBuilder<DB & { p: DB['payments'] }, 'p', object>;

/** A count of payments (a typed query answering `total_count`). */
type Count = SelectQueryBuilder<DB, never, { total_count: number }>;

/**
 * The page `q` of `payments`, newest first (the id orders those taken at the same time), with
 * `count` as its `total_count`: cut before the reversal and installment are joined.
 */
const pageOf = (db: Typed, payments: Payments, count: Count, q: ListQuery) => ({
  page: shown(
    db,
    payments
      .selectAll('p')
      .orderBy('p.created_at', 'desc')
      .orderBy('p.id', 'desc')
      .limit(q.limit)
      .offset(q.offset)
      .as('p'),
  )
    .select(count.$asScalar().as('total_count'))
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc'),
  count,
});

/** The Payment Log's page `q` of the payment records and its count (typedPageAndTotal). */
export function paymentLogPage(db: Typed, q: ListQuery) {
  const all = db.selectFrom('payments as p');
  const recorded = FILTERS[q.filter];
  const filtered = recorded ? all.where(recorded) : all;
  // Unsearched, the total is the one kept as payments are written (migration payment_counts);
  // searched, the count joins the customer only to search the name (every payment has its
  // agreement, customer and contact).
  if (!q.search) {
    const kept = db
      .selectFrom('payment_counts')
      .select((eb) => eb.cast<number>(KEPT_TOTALS[q.filter], 'integer').as('total_count'));
    return pageOf(db, filtered, kept, q);
  }
  const pattern = likePattern(q.search);
  const matching = filtered
    .innerJoin('agreements as a', 'a.id', 'p.agreement_id')
    .innerJoin('customers as c', 'c.id', 'a.customer_id')
    .innerJoin('contacts as ct', 'ct.id', 'c.contact_id')
    .where((eb) =>
      eb.or([
        eb('ct.full_name', 'ilike', pattern),
        eb('a.custom_agreement_id', 'ilike', pattern),
        eb('p.transaction_id', 'ilike', pattern),
        eb('p.payment_method', 'ilike', pattern),
      ]),
    );
  return pageOf(db, matching, matching.select(TOTAL.as('total_count')), q);
}

export async function listPayments(em: EntityManager, q: ListQuery) {
  const { rows, total } = await typedPageAndTotal(
    em,
    (db) => paymentLogPage(db, q),
    // Its joins follow the page's size (prepared-read.ts).
    'with its values',
  );
  return { rows, total, hasMore: q.offset + rows.length < total };
}

/** Installments in due order; an unpaid one due before today reads 'overdue'. */
export async function listScheduledPayments(em: EntityManager, q: ScheduledQuery, today: string) {
  if (q.agreement_id) await assertAgreement(em, q.agreement_id);
  const all = typed(em)
    .selectFrom('scheduled_payments as sp')
    .innerJoin('agreements as a', 'a.id', 'sp.agreement_id');
  return (q.agreement_id ? all.where('sp.agreement_id', '=', q.agreement_id) : all)
    .select((eb) => [
      eb.cast<string>('sp.id', 'text').as('scheduled_payment_id'),
      'sp.agreement_id',
      'a.custom_agreement_id',
      eb.fn<string>('to_char', ['sp.due_date', sql.lit('YYYY-MM-DD')]).as('due_date'),
      'sp.amount_due as expected_amount',
      'sp.amount_paid',
      'sp.paid_on_time',
      sql<number>`${eb.ref('sp.due_date')} - ${today}::date`.as('days_until_due'),
      eb
        .case()
        .when('sp.status', '<>', sql.lit(INSTALLMENT_STATUS.pending))
        .then(eb.ref('sp.status'))
        .when('sp.due_date', '<', today)
        .then(sql.lit('overdue'))
        .else(sql.lit(INSTALLMENT_STATUS.pending))
        .end()
        .$castTo<ScheduledPayment['status']>()
        .as('status'),
    ])
    .orderBy('sp.due_date')
    .orderBy('sp.id')
    .limit(q.limit)
    .offset(q.offset)
    .execute();
}

/** An installment as `listScheduledPayments` answers it. */
export type ScheduledPaymentRow = Awaited<ReturnType<typeof listScheduledPayments>>[number];

/** The 10 latest successful payments. */
export async function recentPayments(em: EntityManager) {
  return typed(em)
    .selectFrom('payments as p')
    .innerJoin('agreements as a', 'a.id', 'p.agreement_id')
    .innerJoin('customers as c', 'c.id', 'a.customer_id')
    .innerJoin('contacts as ct', 'ct.id', 'c.contact_id')
    .select((eb) => [
      'p.id as payment_id',
      'ct.full_name as customer_name',
      'a.custom_agreement_id',
      'p.amount_paid',
      isoTime(eb.ref('p.created_at')).as('taken_at'),
    ])
    .where(paymentStands)
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(10)
    .execute();
}

/** A payment as `recentPayments` answers it. */
export type RecentPaymentRow = Awaited<ReturnType<typeof recentPayments>>[number];

/** Unpaid installments due from today to today + UPCOMING_DAYS − 1 (the next 7 days), soonest first. */
export async function upcomingPayments(em: EntityManager, today: string) {
  return typed(em)
    .selectFrom('scheduled_payments as sp')
    .innerJoin('agreements as a', 'a.id', 'sp.agreement_id')
    .innerJoin('customers as c', 'c.id', 'a.customer_id')
    .innerJoin('contacts as ct', 'ct.id', 'c.contact_id')
    .select((eb) => [
      eb.cast<string>('sp.id', 'text').as('scheduled_payment_id'),
      'ct.full_name as customer_name',
      'a.custom_agreement_id',
      eb
        .cast<number>(
          eb(eb('sp.amount_due', '-', eb.ref('sp.amount_paid')), '-', eb.ref('sp.amount_credited')),
          'double precision',
        )
        .as('expected_amount'),
      eb.fn<string>('to_char', ['sp.due_date', sql.lit('YYYY-MM-DD')]).as('due_date'),
    ])
    .where(installmentIn('pending', today))
    .where('sp.due_date', '<', addCalendarDays(today, UPCOMING_DAYS))
    .orderBy('sp.due_date')
    .orderBy('sp.id')
    .execute();
}

/** An installment as `upcomingPayments` answers it. */
export type UpcomingPaymentRow = Awaited<ReturnType<typeof upcomingPayments>>[number];
