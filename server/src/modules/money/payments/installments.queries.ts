import type { EntityManager } from '@mikro-orm/sql';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { installmentListQuerySchema } from '@rentline/sync-protocol/wire';
import { likePattern } from '../../../db/like';
import { TOTAL, typedPageAndTotal } from '../../../db/page-total';
import { installmentIn } from '../../pulse/pulse-sql';

type Query = z.output<typeof installmentListQuerySchema>;

/**
 * The Payment Log's Overdue and Pending lists: the unpaid installments in that state
 * (installmentIn, the dashboard's definition), the oldest due first, with their customer
 * and agreement; `search` matches the customer's name or the agreement's id.
 */
export async function listInstallments(em: EntityManager, q: Query, today: string) {
  const pattern = q.search ? likePattern(q.search) : undefined;
  const { rows, total } = await typedPageAndTotal(em, (db) => {
    const inState = db.selectFrom('scheduled_payments as sp').where(installmentIn(q.status, today));
    const joined = inState
      .innerJoin('agreements as a', 'a.id', 'sp.agreement_id')
      .innerJoin('customers as c', 'c.id', 'a.customer_id')
      .innerJoin('contacts as ct', 'ct.id', 'c.contact_id');
    const matching = pattern
      ? joined.where((eb) =>
          eb.or([
            eb('ct.full_name', 'ilike', pattern),
            eb('a.custom_agreement_id', 'ilike', pattern),
          ]),
        )
      : joined;
    // The count needs the customer's name only to search it (every installment has its
    // agreement, customer and contact).
    const count = (pattern ? matching : inState).select(TOTAL.as('total_count'));
    const page = matching
      .select((eb) => [
        count.$asScalar().as('total_count'),
        eb.cast<string>('sp.id', 'text').as('scheduled_payment_id'),
        'sp.agreement_id',
        'a.custom_agreement_id',
        'c.id as customer_id',
        'ct.full_name as customer_name',
        eb.fn<string>('to_char', ['sp.due_date', sql.lit('YYYY-MM-DD')]).as('due_date'),
        'sp.expected_amount',
        'sp.amount_paid',
        eb
          .cast<number>(
            eb(
              eb('sp.amount_due', '-', eb.ref('sp.amount_paid')),
              '-',
              eb.ref('sp.amount_credited'),
            ),
            'double precision',
          )
          .as('amount_left'),
        sql<number>`greatest(${today}::date - ${eb.ref('sp.due_date')}, 0)`.as('days_late'),
      ])
      .orderBy('sp.due_date')
      .orderBy('sp.id')
      .limit(q.limit)
      .offset(q.offset);
    return { page, count };
  });
  return { rows, total, hasMore: q.offset + rows.length < total };
}

/** A row of the Payment Log's installment lists, as the query answers it. */
export type InstallmentListRow = Awaited<ReturnType<typeof listInstallments>>['rows'][number];
