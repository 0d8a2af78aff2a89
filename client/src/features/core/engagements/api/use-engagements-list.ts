/**
 * The engagements list (SPEC.md section 2, "Engagements"), read from the local replica so it
 * works offline: the first `limit` engagements the filters keep, newest logged first
 * (list-filters.ts), how many they keep, and how many there are at all. The engagements come in
 * order from memory (engagements-in-order.ts), so a save costs the same at any size; while
 * searching, the contacts they name are read too, since the search matches contact names.
 */
import { useMemo } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { FollowUp } from '@rentline/sync-protocol/wire';
import { localDb } from '@/local-db/app-db';
import { toEngagementItems, type EngagementItem } from './engagement-items';
import { engagementsInOrder, type OrderedEngagement } from './engagements-in-order';
import {
  keptInOrder,
  keptWith,
  type ListFilters,
  type LoggedKey,
  type Searchable,
} from './list-filters';

/** Whether the tablet's first download has ended: before it, the list is partial. */
export { useReplicaComplete } from '@/sync';

export type EngagementsListState =
  | {
      items: EngagementItem[];
      /** How many the filters keep, and how many engagements there are. */
      total: number;
      count: number;
      /** The engagement `revealId` names, when it is on the tablet (for the page to show it). */
      revealed: Searchable | null;
      /** Its place among the rows the filters keep (-1 when they hide it). */
      revealedAt: number;
      /** Whether the engagement just saved is shown ahead of the read (not in it yet). */
      ahead: boolean;
      /** The follow-ups just saved that are counted ahead of the read. */
      followUpsAhead: ReadonlySet<string>;
      error?: undefined;
    }
  | { error: Error }
  | undefined;

/**
 * The engagements, in order, with the contact names the search reads. Without a search no name
 * is read (`contactName` null; the page's rows read theirs): one request after every change
 * instead of one per contact.
 */
async function searchable(
  inOrder: readonly OrderedEngagement[],
  query: string,
): Promise<{ row: Searchable; key: LoggedKey }[]> {
  if (!query.trim()) {
    return inOrder.map(({ engagement, key }) => ({ row: { engagement, contactName: null }, key }));
  }
  const ids = [
    ...new Set(inOrder.flatMap(({ engagement: e }) => (e.contact_id ? [e.contact_id] : []))),
  ];
  const contacts = await localDb.contacts.bulkGet(ids);
  const names = new Map(contacts.flatMap((c) => (c ? [[c.id, c.full_name] as const] : [])));
  return inOrder.map(({ engagement: e, key }) => ({
    row: { engagement: e, contactName: (e.contact_id && names.get(e.contact_id)) || null },
    key,
  }));
}

interface ListRead {
  items: EngagementItem[];
  total: number;
  count: number;
  /** Every local engagement, and those the filters keep in order (for `revealId`). */
  rows: Searchable[];
  kept: readonly Searchable[];
  error?: undefined;
}

/** What this tablet has just saved on the list's screen. */
export interface JustSaved {
  /** The engagement to find in the read (for the page to show it); also when read long ago. */
  revealId?: string | null;
  /** An engagement just created, as saved. */
  engagement?: EngagementItem | null;
  /** Follow-ups just created. */
  followUps?: readonly FollowUp[];
}

const NONE: ReadonlySet<string> = new Set();
const NO_FOLLOW_UPS: readonly FollowUp[] = [];

/**
 * `revealId` is looked for in what the list read, not read again: the new engagement's id
 * arrives as its dialog closes, and a query depending on it would read the whole list a second
 * time just then.
 *
 * What was just saved shows before the read has it: a new engagement where the read will put it
 * (the counts one higher), a new follow-up in its engagement's count. On a slow tablet the read
 * after a save came back a quarter of a second after the dialog had closed (issue 50, point 6).
 */
export function useEngagementsList(
  limit: number,
  filters: ListFilters,
  saved: JustSaved = {},
): EngagementsListState {
  const { revealId = null, engagement: fresh = null, followUps = NO_FOLLOW_UPS } = saved;
  const read = useLiveQuery(async (): Promise<ListRead | { error: Error }> => {
    try {
      const inMemory = engagementsInOrder(localDb);
      const [inOrder] = await Promise.all([inMemory.current(), inMemory.watch()]);
      const entries = await searchable(inOrder, filters.query);
      const rows = entries.map((e) => e.row);
      const kept = keptInOrder(entries, filters, Date.now());
      const page = kept.slice(0, limit).map((r) => r.engagement);
      return {
        items: await toEngagementItems(localDb, page),
        total: kept.length,
        count: rows.length,
        rows,
        kept,
      };
    } catch (err) {
      return { error: err instanceof Error ? err : new Error(String(err)) };
    }
  }, [limit, filters.when, filters.query]);
  return useMemo((): EngagementsListState => {
    if (!read || read.error) return read;
    const held = fresh && !read.rows.some((r) => r.engagement.id === fresh.engagement.id);
    const { items, total, count, rows, kept } = held
      ? withFresh(read, fresh, filters, limit)
      : read;
    const counted = withFollowUps(items, followUps);
    const isRevealed = (r: Searchable) => r.engagement.id === revealId;
    return {
      items: counted.items,
      total,
      count,
      revealed: (revealId && rows.find(isRevealed)) || null,
      revealedAt: revealId ? kept.findIndex(isRevealed) : -1,
      ahead: !!held,
      followUpsAhead: counted.ahead,
    };
  }, [read, revealId, fresh, followUps, limit, filters.when, filters.query]);
}

/** The items with the follow-ups they do not count yet counted, and those follow-ups' ids. */
function withFollowUps(
  items: EngagementItem[],
  followUps: readonly FollowUp[],
): { items: EngagementItem[]; ahead: ReadonlySet<string> } {
  if (followUps.length === 0) return { items, ahead: NONE };
  const ahead = new Set<string>();
  const counted = items.map((item) => {
    const extra = followUps
      .filter((f) => f.engagement_id === item.engagement.id && !item.followUpIds.includes(f.id))
      .map((f) => f.id);
    if (extra.length === 0) return item;
    for (const id of extra) ahead.add(id);
    const followUpIds = [...item.followUpIds, ...extra];
    return { ...item, followUpIds, followUpCount: followUpIds.length };
  });
  return { items: counted, ahead };
}

/** The read with `fresh` added where a read having it would put it. */
function withFresh(
  read: ListRead,
  fresh: EngagementItem,
  filters: ListFilters,
  limit: number,
): ListRead {
  const row: Searchable = { engagement: fresh.engagement, contactName: fresh.contactName };
  const { kept, at } = keptWith(read.kept, row, filters, Date.now());
  const items =
    at === -1 || at >= limit
      ? read.items
      : [...read.items.slice(0, at), fresh, ...read.items.slice(at, limit - 1)];
  return { items, total: kept.length, count: read.count + 1, rows: [...read.rows, row], kept };
}
