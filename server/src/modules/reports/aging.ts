/**
 * Aging (issue 51): the delinquent accounts, by their oldest past-due installment's days late,
 * in four buckets.
 *
 * - Today it reads the collections queue's own accounts, so its total is the queue's past-due
 *   total and the buckets sum to it.
 * - A past day replays the ledger as it stood at that day's end (overdue-history.ts): the
 *   installments then past due and what was open of each, by customer as the queue groups them.
 *   Its total is the hub's overdue figure that day (the trends' figure for a week ending then).
 */
import type { EntityManager } from '@mikro-orm/sql';
import { toCents, toDollars } from '@rentline/sync-protocol/money';
import { AGING_BUCKETS, agingBucketOf, calendarDaysBetween } from '@rentline/sync-protocol/rules';
import type { AgingReport } from '@rentline/sync-protocol/wire';
import { typed } from '../../db/kysely';
import { collectionAccounts } from '../pulse/collections/collections.service';
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
  if (asOf === today) {
    const accounts = await collectionAccounts(em, today, timeZone);
    return bucketed(
      today,
      accounts.map((a) => ({ daysLate: a.days_late, cents: toCents(a.amount_past_due) })),
    );
  }
  return agingFromLedger(em, asOf, today, timeZone);
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
