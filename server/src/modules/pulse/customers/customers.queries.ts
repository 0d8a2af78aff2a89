import { INSTALLMENT_STATUS } from '@rentline/sync-protocol/rules';
import type { EntityManager } from '@mikro-orm/sql';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { customerListQuerySchema } from '@rentline/sync-protocol/wire';
import { type Typed, typed } from '../../../db/kysely';
import { TOTAL, typedPageAndTotal } from '../../../db/page-total';
import { notFound } from '../../../http/errors';
import { likePattern } from '../../../db/like';

type ListQuery = z.output<typeof customerListQuerySchema>;

/** Customers joined with their contact (every customer has one: not null, a foreign key). */
const withContact = (db: Typed) =>
  db.selectFrom('customers as c').innerJoin('contacts as ct', 'ct.id', 'c.contact_id');

/** Customers of `withContact` (filtered, or one) with their contact's name, email, phone, address. */
const withContactColumns = (customers: ReturnType<typeof withContact>) =>
  customers.selectAll('c').select(['ct.full_name', 'ct.email', 'ct.primary_phone', 'ct.address']);

/** Customers with their contact's columns, maybe sorted and cut to a page. */
type Source = ReturnType<typeof withContactColumns>;

/**
 * Per customer of `source`: agreements, outstanding balance and next unpaid due date
 * (definitions in ../pulse-sql.ts). The figures are looked up per customer (indexes on
 * agreements.customer_id and scheduled_payments by agreement; each agreement keeps its total
 * paid), so a page costs its own rows, not the whole store: aggregating every payment for each
 * request took most of a second at --scale 20. The figures read through a lateral are not an
 * entity's columns (entity-values.ts converts by name): they are cast to numbers here.
 */
const withFigures = (db: Typed, source: Source, today: string) =>
  db
    .selectFrom(source.as('c'))
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('agreements as a')
          .select((eb) => [
            eb.fn.countAll().as('total_agreements'),
            eb.fn.coalesce(eb.fn.sum('a.balance'), eb.lit(0)).as('outstanding_balance'),
          ])
          .whereRef('a.customer_id', '=', 'c.id')
          .as('acc'),
      (join) => join.onTrue(),
    )
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('agreements as a')
          // The earliest owed installment of each agreement, by index.
          .crossJoinLateral((eb) =>
            eb
              .selectFrom('scheduled_payments as sp')
              .select('sp.due_date')
              .whereRef('sp.agreement_id', '=', 'a.id')
              .where('sp.status', '=', sql.lit(INSTALLMENT_STATUS.pending))
              .orderBy('sp.due_date')
              .limit(sql.lit(1))
              .as('d'),
          )
          .select((eb) => eb.fn.min('d.due_date').as('next_due'))
          .whereRef('a.customer_id', '=', 'c.id')
          .as('nd'),
      (join) => join.onTrue(),
    )
    .select((eb) => [
      'c.id as customer_id',
      'c.full_name as customer_name',
      'c.account_status',
      'c.email',
      'c.primary_phone',
      'c.address',
      'c.contact_id',
      'c.payment_frequency',
      'c.next_account_due_date',
      eb.cast<number>('acc.outstanding_balance', 'double precision').as('outstanding_balance'),
      eb.cast<number>('acc.total_agreements', 'integer').as('total_agreements'),
      'nd.next_due as next_agreement_due_date',
      sql<number | null>`${eb.ref('nd.next_due')} - ${today}::date`.as('days_until_due'),
      'c.notes',
    ]);

/** The contact's column each sort orders by, `lower(…)`. */
const SORT_COLUMN = { customer: 'full_name', contact: 'email' } as const;

export async function listCustomers(em: EntityManager, q: ListQuery, today: string) {
  const pattern = q.search ? likePattern(q.search) : undefined;
  const { rows, total } = await typedPageAndTotal(em, (db) => {
    const all = db.selectFrom('customers as c');
    const inStatus = q.status === 'all' ? all : all.where('c.account_status', '=', q.status);
    const joined = inStatus.innerJoin('contacts as ct', 'ct.id', 'c.contact_id');
    const matching = pattern
      ? joined.where((eb) =>
          eb.or([
            eb('ct.full_name', 'ilike', pattern),
            eb('ct.email', 'ilike', pattern),
            eb('ct.primary_phone', 'ilike', pattern),
          ]),
        )
      : joined;
    // The count joins the contact only to search it.
    const count = (pattern ? matching : inStatus).select(TOTAL.as('total_count'));
    const customers = withContactColumns(matching);
    if (q.sort === 'balance') {
      // Sorting by balance needs every customer's figures: the page is cut after them.
      const page = withFigures(db, customers, today)
        .select(count.$asScalar().as('total_count'))
        .orderBy('acc.outstanding_balance', q.order)
        .orderBy('c.id')
        .limit(q.limit)
        .offset(q.offset);
      return { page, count };
    }
    // The other sorts cut the page first, and look up the figures of its rows only.
    const column = SORT_COLUMN[q.sort];
    const source = customers
      .orderBy((eb) => eb.fn('lower', [`ct.${column}`]), q.order)
      .orderBy('c.id')
      .limit(q.limit)
      .offset(q.offset);
    const page = withFigures(db, source, today)
      .select(count.$asScalar().as('total_count'))
      .orderBy((eb) => eb.fn('lower', [`c.${column}`]), q.order)
      .orderBy('c.id');
    return { page, count };
  });
  return { rows, total, hasMore: q.offset + rows.length < total };
}

export async function getCustomerRow(em: EntityManager, id: number, today: string) {
  const db = typed(em);
  const customer = withContactColumns(withContact(db).where('c.id', '=', id));
  const row = await withFigures(db, customer, today).executeTakeFirst();
  if (!row) throw notFound('Customer not found');
  return row;
}

/** A customer of the list or the detail, as the query answers it. */
export type CustomerRow = Awaited<ReturnType<typeof getCustomerRow>>;
