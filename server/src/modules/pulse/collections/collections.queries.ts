/**
 * The collections queue's reads (issue 22 section 1), typed (CONVENTIONS.md point 9): set-wise
 * statements over the delinquent customers given (an unpaid installment due before the store's
 * today, `installmentIn('overdue')` as the Payment Log and the dashboard read it), never one per
 * customer. The queue gives a page's customers (collections.order.ts), a report every delinquent
 * one (`delinquentCustomerIds`); collection-account.ts puts each account together from their rows.
 */
import { sql } from 'kysely';
import type { EntityManager } from '@mikro-orm/sql';
import {
  FIELD_VISIT,
  INSTALLMENT_STATUS,
  OPEN_FOLLOW_UP_STATUSES,
  PROMISE_TO_PAY,
} from '@rentline/sync-protocol/rules';
import { typed } from '../../../db/kysely';
import { installmentIn, isoTimestamp, paymentStands } from '../pulse-sql';

/** A time as the protocol writes it (ISO, UTC, milliseconds), as PostgreSQL formats it. */
const iso = (column: string) => sql<string>`${sql.raw(isoTimestamp(column))}`;

/** The customers with a past-due installment, by id. */
export async function delinquentCustomerIds(em: EntityManager, today: string): Promise<number[]> {
  const rows = await typed(em)
    .selectFrom('scheduled_payments as sp')
    .innerJoin('agreements as a', 'a.id', 'sp.agreement_id')
    .select('a.customer_id')
    .distinct()
    .where(installmentIn('overdue', today))
    .orderBy('a.customer_id')
    .execute();
  return rows.flatMap((r) => (r.customer_id === null ? [] : [r.customer_id]));
}

/** Every past-due installment of the customers, the oldest first within each customer. */
export const pastDueInstallments = (em: EntityManager, today: string, customerIds: number[]) =>
  typed(em)
    .selectFrom('scheduled_payments as sp')
    .innerJoin('agreements as a', 'a.id', 'sp.agreement_id')
    .select([
      'a.customer_id',
      'sp.agreement_id',
      'a.custom_agreement_id',
      'sp.due_date',
      sql<number>`(sp.amount_due - sp.amount_paid - sp.amount_credited)::float8`.as('amount_due'),
      sql<number>`${today}::date - sp.due_date`.as('days_late'),
    ])
    .where('a.customer_id', 'in', customerIds)
    .where(installmentIn('overdue', today))
    .orderBy('a.customer_id')
    .orderBy('sp.due_date')
    .orderBy('sp.agreement_id')
    .orderBy('sp.id')
    .execute();

/**
 * Each customer's contact details, and of its installments due before today how many there are
 * and how many were paid in full on time (on_time_share, sync-protocol collections.ts).
 */
export const delinquentCustomers = (em: EntityManager, today: string, customerIds: number[]) =>
  typed(em)
    .selectFrom('customers as c')
    .innerJoin('contacts as ct', 'ct.id', 'c.contact_id')
    .leftJoin('agreements as a', 'a.customer_id', 'c.id')
    .leftJoin('scheduled_payments as sp', 'sp.agreement_id', 'a.id')
    .select([
      'c.id as customer_id',
      'ct.id as contact_id',
      'ct.full_name',
      'ct.primary_phone',
      'ct.email',
      'ct.address',
      'ct.state',
      'ct.zip_code',
      sql<number>`(count(sp.id) filter (where sp.due_date < ${today}::date))::int`.as('due_before'),
      sql<number>`(count(sp.id) filter (where sp.due_date < ${today}::date
        and sp.status = ${sql.lit(INSTALLMENT_STATUS.paid)} and sp.paid_on_time))::int`.as(
        'on_time',
      ),
    ])
    .where('c.id', 'in', customerIds)
    .groupBy(['c.id', 'ct.id'])
    .execute();

/**
 * The last five successful payments of each of `customerIds` (the queue's page), newest first:
 * per customer, the latest of its agreements' payments by index, not every payment of every
 * delinquent customer.
 */
export const recentPayments = (em: EntityManager, customerIds: number[]) =>
  typed(em)
    .selectFrom('customers as c')
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('agreements as a')
          .innerJoin('payments as p', 'p.agreement_id', 'a.id')
          .select([
            'p.id',
            'a.custom_agreement_id',
            'p.created_at',
            iso('p.created_at').as('paid_at'),
            // Through the lateral's alias, so not converted by its entity: as a number here.
            sql<number>`p.amount_paid::float8`.as('amount'),
            'p.payment_method as method',
          ])
          .whereRef('a.customer_id', '=', 'c.id')
          .where(paymentStands)
          .orderBy('p.created_at', 'desc')
          .orderBy('p.id', 'desc')
          .limit(5)
          .as('r'),
      (join) => join.onTrue(),
    )
    .select([
      'c.id as customer_id',
      'r.id',
      'r.custom_agreement_id',
      'r.paid_at',
      'r.amount',
      'r.method',
    ])
    .where('c.id', 'in', customerIds)
    .orderBy('c.id')
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .execute();

/**
 * The latest engagement of each customer (engagements.customer_id) that has taken place: one
 * booked for later is a plan, not a contact made.
 */
export const lastContacts = (em: EntityManager, customerIds: number[]) =>
  typed(em)
    .selectFrom('engagements as e')
    .distinctOn('e.customer_id')
    .select([
      'e.customer_id',
      iso('e.engagement_date_time').as('at'),
      'e.initial_engagement',
      'e.employee_id',
    ])
    .where('e.customer_id', 'in', customerIds)
    .where(sql<boolean>`e.engagement_date_time <= now()`)
    .orderBy('e.customer_id')
    .orderBy('e.engagement_date_time', 'desc')
    .orderBy('e.created_at', 'desc')
    .orderBy('e.id', 'desc')
    .execute();

/**
 * The open 'Promise to Pay' and 'Field Visit' follow-ups of the customers (through their
 * engagement), the latest given first, with their store day and, for a promise, what the
 * customer has paid (successfully) since it was given.
 */
export const openCollectionFollowUps = (
  em: EntityManager,
  customerIds: number[],
  timeZone: string,
) =>
  typed(em)
    .selectFrom('follow_ups as f')
    .innerJoin('engagements as e', 'e.id', 'f.engagement_id')
    .select((eb) => [
      'e.customer_id',
      'f.id',
      'f.required_engagement as kind',
      'f.employee_id',
      'f.amount',
      sql<string>`to_char(f.date_time at time zone ${timeZone}, 'YYYY-MM-DD')`.as('day'),
      eb
        .case()
        .when('f.required_engagement', '=', PROMISE_TO_PAY)
        .then(
          eb
            .selectFrom('payments as p')
            .innerJoin('agreements as a', 'a.id', 'p.agreement_id')
            .select(sql<number>`coalesce(sum(p.amount_paid), 0)::float8`.as('paid'))
            .whereRef('a.customer_id', '=', 'e.customer_id')
            .where(paymentStands)
            .whereRef('p.created_at', '>=', 'f.created_at')
            .$asScalar(),
        )
        .end()
        .as('paid_since'),
    ])
    .where('e.customer_id', 'in', customerIds)
    .where('f.required_engagement', 'in', [PROMISE_TO_PAY, FIELD_VISIT])
    .where('f.status', 'in', [...OPEN_FOLLOW_UP_STATUSES])
    .orderBy('e.customer_id')
    .orderBy('f.created_at', 'desc')
    .orderBy('f.date_time', 'desc')
    .orderBy('f.id', 'desc')
    .execute();

/** The rows of each query, as collection-account.ts puts an account together from them. */
export type CustomerRow = Awaited<ReturnType<typeof delinquentCustomers>>[number];
export type PastDueRow = Awaited<ReturnType<typeof pastDueInstallments>>[number];
export type PaymentRow = Awaited<ReturnType<typeof recentPayments>>[number];
export type ContactRow = Awaited<ReturnType<typeof lastContacts>>[number];
export type FollowUpRow = Awaited<ReturnType<typeof openCollectionFollowUps>>[number];
