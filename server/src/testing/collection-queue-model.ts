/**
 * The collections queue as it was worked out before it moved to SQL (collections.order.ts):
 * every delinquent account put together in full, then filtered, searched and sorted in
 * JavaScript. Tests compare the queue's pages with it.
 */
import type { CollectionAccount, CollectionQueueQuery } from '@rentline/sync-protocol/wire';
import type { QueueContext } from '../modules/pulse/collections/collections.service';

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

/** The customers of the queue's page `q`, in order, and how many match, from `all` accounts. */
export function modelPage(
  all: readonly CollectionAccount[],
  q: CollectionQueueQuery,
  ctx: QueueContext,
) {
  const kept = all.filter((a) => keep(a, q, ctx)).sort(byPriority);
  return {
    customerIds: kept.slice(q.offset, q.offset + q.limit).map((a) => a.customer_id),
    total: kept.length,
  };
}
