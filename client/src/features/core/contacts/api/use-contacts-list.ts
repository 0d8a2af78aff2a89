/**
 * The contacts list, read from the local replica (works offline): one page of contacts for a
 * search, the match count, the total in the replica and which rows have unsynced changes
 * (the query gives all three: no second count of the table, and the outbox is asked about the
 * page's rows only). Once the list is on screen, the contacts' search index is built in the
 * background, so the first search is as fast as the next ones.
 */
import { useEffect } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { PAGING } from '@rentline/sync-protocol';
import { localDb } from '../../../../local-db/app-db';
import { queryContactsPage, warmContactSearch } from '../../../../local-db/contacts';
import type { ContactSummary } from '../../../../local-db/contact-summary';

export interface ContactsListResult {
  /** The search and page this answers (the URL's may already be newer). */
  search: string;
  page: number;
  contacts: ContactSummary[];
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
      const { rows, total, stored, pendingIds } = await queryContactsPage(localDb, {
        search,
        offset: (page - 1) * pageSize,
        limit: pageSize,
        withPending: true,
      });
      return { search, page, contacts: rows, matching: total, total: stored, pendingIds };
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
