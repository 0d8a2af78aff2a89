/**
 * Which engagements the list shows and in what order (issue "Made for the tablet", point 4):
 * newest logged first (created_at, so an engagement booked for next week but logged now is on
 * top), narrowed to Upcoming (its date from now on) or Past, and to a search over the contact's
 * name, the types and the notes. Pure functions over local rows, so the list works offline.
 */
import type { Engagement } from '@rentline/sync-protocol/wire';

export type EngagementWhen = 'all' | 'upcoming' | 'past';
export const ENGAGEMENT_WHENS: readonly EngagementWhen[] = ['all', 'upcoming', 'past'];
export const WHEN_LABELS: Record<EngagementWhen, string> = {
  all: 'All',
  upcoming: 'Upcoming',
  past: 'Past',
};

export interface ListFilters {
  when: EngagementWhen;
  /** As typed; matched case-insensitively, surrounding spaces ignored. */
  query: string;
}

export const NO_LIST_FILTERS: ListFilters = { when: 'all', query: '' };

/** An engagement with the name the search reads (joined from contacts). */
export interface Searchable {
  engagement: Engagement;
  contactName: string | null;
}

/** What the list is ordered by: when the engagement was logged, its date, its id. */
export interface LoggedKey {
  logged: number;
  at: number;
  id: string;
}

export const loggedKey = (e: Engagement): LoggedKey => ({
  logged: Date.parse(e.created_at),
  at: Date.parse(e.engagement_date_time),
  id: e.id,
});

/** Newest logged first; for rows logged at the same instant, the later engagement date, then id. */
export const byKeyDesc = (a: LoggedKey, b: LoggedKey) =>
  b.logged - a.logged || b.at - a.at || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

export const whenOf = (engagement: Engagement, now: number): Exclude<EngagementWhen, 'all'> =>
  Date.parse(engagement.engagement_date_time) >= now ? 'upcoming' : 'past';

export function matchesSearch({ engagement, contactName }: Searchable, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return [contactName, engagement.contact_type, engagement.initial_engagement, engagement.notes]
    .filter((v): v is string => !!v)
    .some((v) => v.toLowerCase().includes(q));
}

export const matchesFilters = (row: Searchable, filters: ListFilters, now: number) =>
  (filters.when === 'all' || whenOf(row.engagement, now) === filters.when) &&
  matchesSearch(row, filters.query);

/**
 * The rows shown, in order (byKeyDesc). Each row's times are parsed once, not at every
 * comparison: the list sorts every local engagement again after each save.
 */
export function applyListFilters<T extends Searchable>(
  rows: readonly T[],
  filters: ListFilters,
  now: number,
): T[] {
  return rows
    .filter((r) => matchesFilters(r, filters, now))
    .map((row) => ({ row, key: loggedKey(row.engagement) }))
    .sort((a, b) => byKeyDesc(a.key, b.key))
    .map(({ row }) => row);
}

/**
 * The rows the filters keep, of rows already in the list's order (engagements-in-order.ts),
 * each with its key: nothing is sorted or parsed again.
 */
export function keptInOrder<T extends Searchable>(
  rows: readonly { row: T; key: LoggedKey }[],
  filters: ListFilters,
  now: number,
): T[] {
  const kept: T[] = [];
  for (const { row, key } of rows) {
    const when = key.at >= now ? 'upcoming' : 'past';
    if ((filters.when === 'all' || when === filters.when) && matchesSearch(row, filters.query)) {
      kept.push(row);
    }
  }
  return kept;
}

/**
 * The filters to show a row just created: unchanged when it passes them; otherwise Upcoming or
 * Past switched to the one it belongs to, and a search it does not match cleared.
 */
export function filtersShowing(row: Searchable, filters: ListFilters, now: number): ListFilters {
  if (matchesFilters(row, filters, now)) return filters;
  return {
    when: filters.when === 'all' ? 'all' : whenOf(row.engagement, now),
    query: matchesSearch(row, filters.query) ? filters.query : '',
  };
}

/**
 * `kept` (rows in the list's order) with `row` where applyListFilters would put it, and its
 * place; `at` -1 and `kept` as it was when the filters leave the row out. A row just saved joins
 * the list this way without the list being sorted again.
 */
export function keptWith<T extends Searchable>(
  kept: readonly T[],
  row: T,
  filters: ListFilters,
  now: number,
): { kept: readonly T[]; at: number } {
  if (!matchesFilters(row, filters, now)) return { kept, at: -1 };
  const key = loggedKey(row.engagement);
  let low = 0;
  let high = kept.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (byKeyDesc(loggedKey(kept[mid]!.engagement), key) < 0) low = mid + 1;
    else high = mid;
  }
  return { kept: [...kept.slice(0, low), row, ...kept.slice(low)], at: low };
}
