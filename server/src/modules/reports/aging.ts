/**
 * Aging (issue 51): the delinquent accounts of the collections queue, by their oldest past-due
 * installment's days late, in four buckets. It reads the queue's own accounts, so its total is
 * the queue's past-due total for the same day and the buckets sum to it.
 */
import type { EntityManager } from '@mikro-orm/sql';
import {
  AGING_BUCKETS,
  agingBucketOf,
  type AgingReport,
  toCents,
  toDollars,
} from '@rentline/sync-protocol';
import { collectionAccounts } from '../pulse/collections/collections.service';

export async function agingReport(
  em: EntityManager,
  today: string,
  timeZone: string,
): Promise<AgingReport> {
  const accounts = await collectionAccounts(em, today, timeZone);
  const totals = new Map(AGING_BUCKETS.map((b) => [b, { accounts: 0, cents: 0 }]));
  for (const account of accounts) {
    const bucket = agingBucketOf(account.days_late);
    if (!bucket) continue;
    const total = totals.get(bucket)!;
    total.accounts += 1;
    total.cents += toCents(account.amount_past_due);
  }
  const buckets = AGING_BUCKETS.map((bucket) => ({
    bucket,
    accounts: totals.get(bucket)!.accounts,
    amount: toDollars(totals.get(bucket)!.cents),
  }));
  return {
    as_of: today,
    buckets,
    total_amount: toDollars([...totals.values()].reduce((n, t) => n + t.cents, 0)),
  };
}
