import type { EntityManager } from '@mikro-orm/sql';
import { sql, type Expression } from 'kysely';
import { UPCOMING_DAYS, INSTALLMENT_STATUS } from '@rentline/sync-protocol/rules';
import type { HubSummary } from '@rentline/sync-protocol/wire';
import { typed } from '../../db/kysely';

/** The store's date `days` after `today`. */
const dayFrom = (today: string, days: number) => sql<string>`${today}::date + ${days}::int`;
/** That day's start, to compare with a timestamptz (a date the database casts, as before). */
const startOf = (today: string, days: number) => sql<Date>`${today}::date + ${days}::int`;

/** A count as a number; a numeric sum as one too (float8: the same double as reading its text). */
const asInt = (count: Expression<unknown>) => sql<number>`${count}::int`;
const asNumber = (sum: Expression<unknown>) => sql<number>`coalesce(${sum}, 0)::float8`;

/**
 * The hub's figures, computed from the data (README "Hub figures" defines each):
 * managed value is the total cost of Active agreements; a delinquent account is a customer with
 * an unpaid scheduled payment past its due date; the monthly increase compares agreements
 * activated in the last 30 days with the 30 days before. `today` is the store's date.
 */
export async function hubSummary(em: EntityManager, today: string): Promise<HubSummary> {
  const pending = INSTALLMENT_STATUS.pending;
  // Agreements activated in [today + from, today + to): a timestamptz against the days' starts.
  const activated = (from: number, to: number) =>
    typed(em)
      .selectFrom('agreements')
      .select((eb) => asInt(eb.fn.countAll()).as('n'))
      .where('activation_date', '>=', startOf(today, from))
      .where('activation_date', '<', startOf(today, to))
      .$asScalar();
  const row = await typed(em)
    .selectNoFrom((eb) => [
      eb
        .selectFrom('customers')
        .select(asInt(eb.fn.countAll()).as('n'))
        .where('account_status', '=', 'Active')
        .$asScalar()
        .as('active_customers'),
      eb
        .selectFrom('agreements')
        .select((e) => asNumber(e.fn.sum('total_cost')).as('n'))
        .where('agreement_status', '=', 'Active')
        .$asScalar()
        .as('managed_value'),
      eb
        .selectFrom('scheduled_payments')
        .select(asInt(eb.fn.countAll()).as('n'))
        .$asScalar()
        .as('scheduled_payments'),
      eb
        .selectFrom('scheduled_payments')
        .select(asInt(eb.fn.countAll()).as('n'))
        .where('status', '=', pending)
        .where('due_date', '>=', today)
        .where('due_date', '<', dayFrom(today, UPCOMING_DAYS))
        .$asScalar()
        .as('due_this_week'),
      eb
        .selectFrom('scheduled_payments as sp')
        .innerJoin('agreements as a', 'a.id', 'sp.agreement_id')
        .select((e) => asInt(e.fn.count('a.customer_id').distinct()).as('n'))
        .where('sp.status', '=', pending)
        .where('sp.due_date', '<', today)
        .$asScalar()
        .as('delinquent_accounts'),
      eb
        .selectFrom('scheduled_payments as sp')
        .select((e) =>
          asNumber(
            e.fn.sum(
              e(e('sp.amount_due', '-', e.ref('sp.amount_paid')), '-', e.ref('sp.amount_credited')),
            ),
          ).as('n'),
        )
        .where('sp.status', '=', pending)
        .where('sp.due_date', '<', today)
        .$asScalar()
        .as('overdue_amount'),
      activated(-30, 1).as('last_30'),
      activated(-60, -30).as('prev_30'),
    ])
    .executeTakeFirstOrThrow();
  const { last_30: last30, prev_30: prev30, ...figures } = row;
  return {
    ...figures,
    monthly_increase_percent: prev30 > 0 ? Math.round(((last30 - prev30) / prev30) * 100) : null,
  };
}
