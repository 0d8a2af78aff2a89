/**
 * The queue page's view of the replicated rows (issue 22 section 1), all computed on the tablet
 * so it works with no signal: a bucket, a filter, a search, sorted by risk then amount past due
 * (both highest first), with each bucket's count under the filter and search.
 */
import {
  COLLECTION_BUCKETS,
  COLLECTION_FILTERS,
  type CollectionBucket,
  type CollectionFilter,
} from '@rentline/sync-protocol/rules';
import type { CollectionAccount } from '@rentline/sync-protocol/wire';

export type BucketChoice = CollectionBucket | 'all';
export const BUCKET_CHOICES: readonly BucketChoice[] = ['all', ...COLLECTION_BUCKETS];
export const BUCKET_LABELS: Record<BucketChoice, string> = {
  all: 'All',
  '1-7': '1-7 days',
  '8-30': '8-30 days',
  '31-60': '31-60 days',
  '60+': '60+ days',
};

export interface QueueView {
  bucket: BucketChoice;
  filter: CollectionFilter;
  search: string;
}

const digits = (s: string) => s.replace(/\D/g, '');

/** Name, email, phone (by its digits) or agreement number (or id). */
export function matchesSearch(account: CollectionAccount, search: string): boolean {
  const text = search.trim().toLowerCase();
  if (!text) return true;
  const words = [
    account.customer_name,
    account.email ?? '',
    account.phone ?? '',
    ...account.agreements.flatMap((a) => [a.custom_agreement_id ?? '', String(a.id)]),
  ].map((w) => w.toLowerCase());
  if (words.some((w) => w.includes(text))) return true;
  const wanted = digits(text);
  return wanted.length >= 3 && !!account.phone && digits(account.phone).includes(wanted);
}

export function matchesFilter(
  account: CollectionAccount,
  filter: CollectionFilter,
  employeeId: number | null,
): boolean {
  switch (filter) {
    case 'all':
      return true;
    case 'mine':
      return employeeId !== null && account.assigned_employee_id === employeeId;
    case 'promises_today':
      return account.promise_state === 'due_today';
    case 'broken':
      return account.promise_state === 'broken';
  }
}

export const byRiskThenAmount = (a: CollectionAccount, b: CollectionAccount) =>
  b.risk - a.risk ||
  b.amount_past_due - a.amount_past_due ||
  a.customer_name.localeCompare(b.customer_name);

export interface QueueSelection {
  accounts: CollectionAccount[];
  counts: Record<BucketChoice, number>;
}

export function selectQueue(
  all: readonly CollectionAccount[],
  view: QueueView,
  employeeId: number | null,
): QueueSelection {
  const matching = all.filter(
    (a) => matchesFilter(a, view.filter, employeeId) && matchesSearch(a, view.search),
  );
  const counts = Object.fromEntries(BUCKET_CHOICES.map((b) => [b, 0])) as Record<
    BucketChoice,
    number
  >;
  for (const a of matching) {
    counts.all++;
    counts[a.bucket]++;
  }
  const accounts = matching
    .filter((a) => view.bucket === 'all' || a.bucket === view.bucket)
    .sort(byRiskThenAmount);
  return { accounts, counts };
}

export const DEFAULT_QUEUE_VIEW: QueueView = { bucket: 'all', filter: 'all', search: '' };

const oneOf = <T extends string>(options: readonly T[], value: string | null, fallback: T): T =>
  options.includes(value as T) ? (value as T) : fallback;

/** The view kept in the URL query (bucket, filter, search), so Back from an account keeps it. */
export function readQueueView(params: URLSearchParams): QueueView {
  return {
    bucket: oneOf(BUCKET_CHOICES, params.get('bucket'), 'all'),
    filter: oneOf(COLLECTION_FILTERS, params.get('filter'), 'all'),
    search: params.get('search') ?? '',
  };
}

export function queueViewQuery(view: QueueView): string {
  const query = new URLSearchParams();
  for (const key of ['bucket', 'filter', 'search'] as const) {
    if (view[key] !== DEFAULT_QUEUE_VIEW[key]) query.set(key, view[key]);
  }
  return query.toString();
}
