/**
 * Aging (issue 51): the delinquent accounts, by their oldest past-due installment's days late,
 * in four buckets.
 *
 * - Today it reads what the collections queue reads: each customer's installments past due
 *   (`installmentIn`), the oldest deciding the days late, so its total is the queue's past-due
 *   total and the buckets sum to it. One grouped read, not every account put together in full
 *   (about 110 ms at fifty times the demo store).
 * - A past day replays the ledger as it stood at that day's end (overdue-history.ts): the
 *   installments then past due and what was open of each, by customer as the queue groups them.
 *   Its total is the hub's overdue figure that day (the trends' figure for a week ending then).
 */
import type { EntityManager } from '@mikro-orm/sql';
import { toDollars } from '@rentline/sync-protocol/money';
import { AGING_BUCKETS, agingBucketOf, calendarDaysBetween } from '@rentline/sync-protocol/rules';
import type { AgingReport } from '@rentline/sync-protocol/wire';
import { sql } from 'kysely';
import { intSum, typed } from '../../db/kysely';
import { installmentIn } from '../pulse/pulse-sql';
import { pastDueOn } from './overdue-history';
import { loadStatusFacts } from './status-history';

interface Account {
  daysLate: number;
  cents: number;
}

function bucketed(asOf: string, accounts: readonly Account[]): AgingReport {
  const totals = new Map(AGING_BUCKETS.map((b) => [b, { accounts: 0, cents: 0 }]));
  for (const account of accounts) {
    const bucket = agingBucketOf(account.daysLate);
    if (!bucket) continue;
    const total = totals.get(bucket)!;
    total.accounts += 1;
    total.cents += account.cents;
  }
  const buckets = AGING_BUCKETS.map((bucket) => ({
    bucket,
    accounts: totals.get(bucket)!.accounts,
    amount: toDollars(totals.get(bucket)!.cents),
  }));
  return {
    as_of: asOf,
    buckets,
    total_amount: toDollars([...totals.values()].reduce((n, t) => n + t.cents, 0)),
  };
}

export async function agingReport(
  em: EntityManager,
  asOf: string,
  today: string,
  timeZone: string,
): Promise<AgingReport> {
  if (asOf === today) return bucketed(today, await pastDueToday(em, today));
  return agingFromLedger(em, asOf, today, timeZone);
}

/** Each customer with installments past due today: the oldest one's days late, what is owed. */
async function pastDueToday(em: EntityManager, today: string): Promise<Account[]> {
  const rows = await typed(em)
    .selectFrom('scheduled_payments as sp')
    .innerJoin('agreements as a', 'a.id', 'sp.agreement_id')
    .where(installmentIn('overdue', today))
    .where('a.customer_id', 'is not', null)
    .groupBy('a.customer_id')
    .select((eb) => [
      eb.fn.min('sp.due_date').as('oldest'),
      intSum(sql<number>`round((sp.amount_due - sp.amount_paid - sp.amount_credited) * 100)`).as(
        'cents',
      ),
    ])
    .execute();
  return rows.map((r) => ({ daysLate: calendarDaysBetween(r.oldest, today), cents: r.cents }));
}

/** Aging at the end of `asOf` (today or earlier) from the ledger replayed as of then. */
export async function agingFromLedger(
  em: EntityManager,
  asOf: string,
  today: string,
  timeZone: string,
): Promise<AgingReport> {
  const facts = await loadStatusFacts(em, timeZone);
  const [pastDue] = await pastDueOn(em, facts, [asOf], today, timeZone);
  const ids = [...new Set(pastDue!.map((r) => r.agreementId))];
  const owners =
    ids.length === 0
      ? []
      : await typed(em)
          .selectFrom('agreements')
          .select(['id', 'customer_id'])
          .where('id', 'in', ids)
          .execute();
  const customerOf = new Map(owners.map((o) => [o.id, o.customer_id]));
  const byCustomer = new Map<number, { oldest: string; cents: number }>();
  for (const row of pastDue!) {
    const customer = customerOf.get(row.agreementId)!;
    const account = byCustomer.get(customer);
    if (!account) byCustomer.set(customer, { oldest: row.dueDate, cents: row.openCents });
    else {
      account.cents += row.openCents;
      if (row.dueDate < account.oldest) account.oldest = row.dueDate;
    }
  }
  return bucketed(
    asOf,
    [...byCustomer.values()].map((a) => ({
      daysLate: calendarDaysBetween(a.oldest, asOf),
      cents: a.cents,
    })),
  );
}
