/**
 * The contacts list, read from the local replica (works offline): one page of contacts for a
 * search, the match count, the total in the replica and which rows have unsynced changes.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { PAGING } from '@rentline/sync-protocol';
import { localDb } from '../../../../local-db/app-db';
import { fromContactRow, queryContactsPage } from '../../../../local-db/contacts';
import type { Contact } from '@rentline/sync-protocol';

export interface ContactsListResult {
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
  return useLiveQuery(async () => {
    try {
      const pageSize = PAGING.contacts;
      const [{ rows, total: matching }, total, pendingKeys] = await Promise.all([
        queryContactsPage(localDb, { search, offset: (page - 1) * pageSize, limit: pageSize }),
        localDb.contacts.count(),
        localDb.outbox
          .where('[entity+entityId]')
          .between(['contact', ''], ['contact', '\uffff'])
          .keys(),
      ]);
      return {
        contacts: rows.map(fromContactRow),
        matching,
        total,
        pendingIds: new Set(pendingKeys.map((k) => (k as unknown as [string, string])[1])),
      };
    } catch (err) {
      return { error: err instanceof Error ? err : new Error(String(err)) };
    }
  }, [search, page]);
}
