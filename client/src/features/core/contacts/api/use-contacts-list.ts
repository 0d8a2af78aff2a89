/**
 * The contacts list, read from the local replica (works offline): one page of contacts for a
 * search, the match count, the total in the replica and which rows have unsynced changes
 * (the query gives both counts: no second count of the table; the outbox is asked about the
 * page's rows only, and only when it holds contact changes at all). Once the list is on
 * screen, the contacts' search index is built in the background, so the first search is as
 * fast as the next ones.
 */
import { useEffect } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { PAGING } from '@rentline/sync-protocol';
import { localDb } from '../../../../local-db/app-db';
import { countPending, pendingAmong } from '../../../../local-db/pending';
import {
  fromContactRow,
  queryContactsPage,
  warmContactSearch,
} from '../../../../local-db/contacts';
import type { Contact } from '@rentline/sync-protocol';

export interface ContactsListResult {
  /** The search and page this answers (the URL's may already be newer). */
  search: string;
  page: number;
  contacts: Contact[];
  /** Contacts matching the search. */
  matching: number;
  /** Contacts on this tablet. */
  total: number;
  pendingIds: Set<string>;
  error?: undefined;
}

export type ContactsListState = ContactsListResult | { error: Error } | undefined;

export function useContactsList({
  search,
  page,
}: {
  search: string;
  page: number;
}): ContactsListState {
  const list = useLiveQuery(async () => {
    try {
      const pageSize = PAGING.contacts;
      const [{ rows, total: matching, stored }, queued] = await Promise.all([
        queryContactsPage(localDb, { search, offset: (page - 1) * pageSize, limit: pageSize }),
        countPending(localDb, 'contact'),
      ]);
      const pendingIds = queued
        ? await pendingAmong(
            localDb,
            'contact',
            rows.map((r) => r.id),
          )
        : new Set<string>();
      return {
        search,
        page,
        contacts: rows.map(fromContactRow),
        matching,
        total: stored,
        pendingIds,
      };
    } catch (err) {
      return { error: err instanceof Error ? err : new Error(String(err)) };
    }
  }, [search, page]);

  const shown = list !== undefined;
  useEffect(() => {
    if (!shown) return;
    const warm = setTimeout(() => void warmContactSearch(localDb).catch(() => undefined), 0);
    return () => clearTimeout(warm);
  }, [shown]);
  return list;
}
