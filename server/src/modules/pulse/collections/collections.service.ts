/**
 * GET /api/collections/queue (issue 22 section 1): every delinquent account, filtered, searched
 * and sorted by risk, then amount past due (both highest first), then name. Which accounts a page
 * holds is worked out in SQL (collections.order.ts, issue 50 point 4); only those are put
 * together in full, from the rows of set-wise queries.
 */
import type { EntityManager } from '@mikro-orm/sql';
import type {
  CollectionAccount,
  CollectionQueueQuery,
  CollectionQueueResponse,
} from '@rentline/sync-protocol/wire';
import { queueOrder } from './collections.order';
import { collectionAccount, recentPayment } from './collection-account';
import {
  delinquentCustomerIds,
  delinquentCustomers,
  lastContacts,
  openCollectionFollowUps,
  pastDueInstallments,
  recentPayments,
} from './collections.queries';

export interface QueueContext {
  today: string;
  timeZone: string;
  /** The signed-in employee ("assigned to me"). */
  employeeId: number;
}

function byCustomer<R extends { customer_id: number | null }>(rows: R[]): Map<number, R[]> {
  const out = new Map<number, R[]>();
  for (const row of rows) {
    if (row.customer_id === null) continue;
    const id = row.customer_id;
    const list = out.get(id);
    if (list) list.push(row);
    else out.set(id, [row]);
  }
  return out;
}

/** Every delinquent account, unsorted, without its recent payments. */
export async function collectionAccounts(
  em: EntityManager,
  today: string,
  timeZone: string,
): Promise<CollectionAccount[]> {
  return accountsOf(em, await delinquentCustomerIds(em, today), today, timeZone);
}

/**
 * The accounts of `customerIds` (delinquent customers) in their order, without their recent
 * payments (`withRecentPayments` adds them).
 */
async function accountsOf(
  em: EntityManager,
  customerIds: number[],
  today: string,
  timeZone: string,
): Promise<CollectionAccount[]> {
  if (customerIds.length === 0) return [];
  const [customers, pastDue, contacts, followUps] = [
    new Map((await delinquentCustomers(em, today, customerIds)).map((c) => [c.customer_id, c])),
    byCustomer(await pastDueInstallments(em, today, customerIds)),
    byCustomer(await lastContacts(em, customerIds)),
    byCustomer(await openCollectionFollowUps(em, customerIds, timeZone)),
  ];
  return customerIds.flatMap((id) => {
    const customer = customers.get(id);
    if (!customer) return [];
    return collectionAccount(
      {
        customer,
        pastDue: pastDue.get(id) ?? [],
        payments: [],
        lastContact: contacts.get(id)?.[0],
        followUps: followUps.get(id) ?? [],
      },
      today,
    );
  });
}

/** `accounts` with their last five payments, in one statement. */
async function withRecentPayments(
  em: EntityManager,
  accounts: CollectionAccount[],
): Promise<CollectionAccount[]> {
  if (accounts.length === 0) return [];
  const payments = byCustomer(
    await recentPayments(
      em,
      accounts.map((a) => a.customer_id),
    ),
  );
  return accounts.map((account) => ({
    ...account,
    recent_payments: (payments.get(account.customer_id) ?? []).map(recentPayment),
  }));
}

export async function collectionQueue(
  em: EntityManager,
  q: CollectionQueueQuery,
  ctx: QueueContext,
): Promise<CollectionQueueResponse> {
  const order = await queueOrder(em, q, ctx);
  const accounts = await withRecentPayments(
    em,
    await accountsOf(em, order.customerIds, ctx.today, ctx.timeZone),
  );
  return {
    accounts,
    total_count: order.total,
    has_more: q.offset + order.customerIds.length < order.total,
    as_of_day: ctx.today,
    generated_at: new Date().toISOString(),
  };
}
