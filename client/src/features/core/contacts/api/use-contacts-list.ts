/**
 * The contacts list, read from the local replica (works offline): one page of contacts for a
 * search, the match count, the total in the replica and which rows have unsynced changes
 * (the query gives all of them: no second count of the table, and the outbox is asked about the
 * page's rows only). Once the list is on screen, the contacts' search index is built in the
 * background, so the first search is as fast as the next ones.
 *
 * Until that index is built, the list without a search counts the table apart, after its rows
 * are in: at 50,000 contacts the count takes about 100 ms, and the first cards of a cold start
 * do not wait for it (the counts are `undefined` until then).
 *
 * The list opened again draws its last answer for the same search and page at once, while it
 * reads again (contacts-list-answers.ts): with a contact just created already in it.
 */
import { useEffect, useMemo } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { PAGING } from '@rentline/sync-protocol/rules';
import { localDb } from '@/local-db/app-db';
import { countContacts, queryContactsRows, warmContactSearch } from '@/local-db/contacts';
import type { ContactSummary } from '@/local-db/contact-summary';
import { contactsListAnswers, contactsListKey } from './contacts-list-answers';

/** Whether the first download has ended: before it, the list and its total are partial. */
export { useReplicaComplete } from '@/sync';

/** What a contact card shows, as the list reads it from the tablet. */
export type { ContactSummary };

export interface ContactsListResult {
  /** The search and page this answers (the URL's may already be newer). */
  search: string;
  page: number;
  contacts: ContactSummary[];
  /** Contacts matching the search; undefined while they are being counted. */
  matching: number | undefined;
  /** Contacts on this tablet; undefined while they are being counted. */
  total: number | undefined;
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
  const answers = contactsListAnswers(localDb);
  const key = contactsListKey(search, page);
  const list = useLiveQuery<ContactsListState, ContactsListState>(
    async () => {
      try {
        const pageSize = PAGING.contacts;
        const { rows, total, stored, pendingIds } = await queryContactsRows(localDb, {
          search,
          offset: (page - 1) * pageSize,
          limit: pageSize,
          withPending: true,
        });
        const answer = { search, page, contacts: rows, matching: total, total: stored, pendingIds };
        answers.set(key, answer);
        return answer;
      } catch (err) {
        return { error: err instanceof Error ? err : new Error(String(err)) };
      }
    },
    [search, page],
    // Read when the hook mounts only: then the last answer, until the read's first.
    answers.get(key),
  );

  // Only a list without a search is left uncounted, so the count is both its figures.
  const uncounted = !!list && !list.error && list.total === undefined;
  const counted = useLiveQuery(() => (uncounted ? countContacts(localDb) : undefined), [uncounted]);

  const shown = list !== undefined;
  useEffect(() => {
    if (!shown) return;
    const warm = setTimeout(() => void warmContactSearch(localDb).catch(() => undefined), 0);
    return () => clearTimeout(warm);
  }, [shown]);

  useEffect(() => {
    if (uncounted && counted !== undefined)
      answers.amend(key, (a) =>
        a.total === undefined ? { ...a, matching: counted, total: counted } : a,
      );
  }, [answers, key, uncounted, counted]);

  // The same object until either changes, so what is memoised on the list stays so.
  return useMemo(
    () =>
      uncounted && counted !== undefined ? { ...list, matching: counted, total: counted } : list,
    [list, uncounted, counted],
  );
}
