/**
 * GET /api/collections/queue (issue 22 section 1): every delinquent account, filtered, searched
 * and sorted by risk, then amount past due (both highest first), then name. The accounts are
 * few (a store's delinquent customers, ~25 in the demo) and each needs the rows of five queries,
 * so they are put together and filtered here rather than in SQL; the queries stay set-wise.
 */
import type { EntityManager } from '@mikro-orm/sql';
import type {
  CollectionAccount,
  CollectionQueueQuery,
  CollectionQueueResponse,
} from '@rentline/sync-protocol';
import type { Row } from '../pulse-sql';
import { collectionAccount, recentPayment } from './collection-account';
import {
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

function byCustomer(rows: Row[]): Map<number, Row[]> {
  const out = new Map<number, Row[]>();
  for (const row of rows) {
    const id = Number(row.customer_id);
    const list = out.get(id);
    if (list) list.push(row);
    else out.set(id, [row]);
  }
  return out;
}

/**
 * Every delinquent account, unfiltered and unsorted, without its recent payments (the page's
 * accounts get theirs in `withRecentPayments`: they are not needed to filter or sort).
 */
export async function collectionAccounts(
  em: EntityManager,
  today: string,
  timeZone: string,
): Promise<CollectionAccount[]> {
  const [customers, pastDue, contacts, followUps] = [
    await delinquentCustomers(em, today),
    byCustomer(await pastDueInstallments(em, today)),
    byCustomer(await lastContacts(em, today)),
    byCustomer(await openCollectionFollowUps(em, today, timeZone)),
  ];
  return customers.map((customer) => {
    const id = Number(customer.customer_id);
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

const digits = (s: string) => s.replace(/\D/g, '');

/** Name, phone, email or an agreement's id containing `search`, without case; a phone also by its digits. */
function matches(account: CollectionAccount, search: string): boolean {
  const needle = search.toLowerCase();
  const texts = [
    account.customer_name,
    account.phone,
    account.email,
    ...account.agreements.map((a) => a.custom_agreement_id),
  ];
  if (texts.some((t) => t !== null && t.toLowerCase().includes(needle))) return true;
  const needleDigits = digits(search);
  return (
    needleDigits.length >= 3 &&
    needleDigits.length === search.replace(/[\s()+.-]/g, '').length &&
    account.phone !== null &&
    digits(account.phone).includes(needleDigits)
  );
}

function keep(account: CollectionAccount, q: CollectionQueueQuery, ctx: QueueContext): boolean {
  if (q.bucket && account.bucket !== q.bucket) return false;
  if (q.filter === 'mine' && account.assigned_employee_id !== ctx.employeeId) return false;
  if (q.filter === 'promises_today' && account.promise_state !== 'due_today') return false;
  if (q.filter === 'broken' && account.promise_state !== 'broken') return false;
  return !q.search || matches(account, q.search);
}

const byPriority = (a: CollectionAccount, b: CollectionAccount) =>
  b.risk - a.risk ||
  b.amount_past_due - a.amount_past_due ||
  (a.customer_name < b.customer_name ? -1 : a.customer_name > b.customer_name ? 1 : 0) ||
  a.customer_id - b.customer_id;

export async function collectionQueue(
  em: EntityManager,
  q: CollectionQueueQuery,
  ctx: QueueContext,
): Promise<CollectionQueueResponse> {
  const all = await collectionAccounts(em, ctx.today, ctx.timeZone);
  const kept = all.filter((a) => keep(a, q, ctx)).sort(byPriority);
  const accounts = await withRecentPayments(em, kept.slice(q.offset, q.offset + q.limit));
  return {
    accounts,
    total_count: kept.length,
    has_more: q.offset + accounts.length < kept.length,
    as_of_day: ctx.today,
    generated_at: new Date().toISOString(),
  };
}
