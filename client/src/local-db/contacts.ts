/**
 * Contacts in the local replica: the row's derived index field, and the list query.
 *
 * The count and the page come from the in-memory search index (contact-search-index.ts,
 * contact-word-index.ts; what matches: contact-search-words.ts), which keeps each contact's
 * summary: no row is read. Without a search and before the index is built (the list's first
 * answer builds it in the background), the list is the `sort_name` index itself (a page of it
 * and a count of the table). The list's own query (queryContactsRows) leaves that count out, so
 * the first contacts on a cold start do not wait for it; the list counts apart (countContacts).
 */
import type { Contact } from '@rentline/sync-protocol/wire';
import { contactSearchIndex, type IndexedContacts } from './contact-search-index';
import { toContactSummary, type ContactSummary } from './contact-summary';
import { contactSearchWords, searchTerms } from './contact-search-words';
import type { LocalDb } from './db';
import { pendingAmong } from './pending';
import type { ContactRow } from './schema';

export function toContactRow(contact: Contact): ContactRow {
  return { ...contact, sort_name: contact.full_name.trim().toLowerCase() };
}

/** The row without its index field: the protocol's Contact. */
export function fromContactRow(row: ContactRow): Contact {
  const { sort_name: _s, ...contact } = row;
  return contact;
}

export interface ContactsPageQuery {
  search?: string;
  offset: number;
  limit: number;
  /** Also tell which of the page's contacts have changes queued in the outbox. */
  withPending?: boolean;
}

const searchIndex = (db: LocalDb) => contactSearchIndex(db, contactSearchWords);

/** Builds this database's search index ahead of the first search (the list warms it). */
export async function warmContactSearch(db: LocalDb): Promise<void> {
  await searchIndex(db).warm();
}

export interface ContactsPage {
  rows: ContactSummary[];
  /** Contacts matching the search. */
  total: number;
  /** Contacts on this device. */
  stored: number;
  /** With `withPending`: the page's contacts with queued changes. */
  pendingIds: Set<string>;
}

/** A page whose counts are left out (undefined) where they would take a count of the table. */
export type ContactsRows = Omit<ContactsPage, 'total' | 'stored'> &
  Partial<Pick<ContactsPage, 'total' | 'stored'>>;

/** A page of the list with its counts. */
export function queryContactsPage(db: LocalDb, query: ContactsPageQuery): Promise<ContactsPage> {
  return readPage(db, query, true);
}

/**
 * A page of the list, with its counts only where they come free: without a search, before the
 * search index is built, the rows do not wait for a count of the table (countContacts).
 */
export function queryContactsRows(db: LocalDb, query: ContactsPageQuery): Promise<ContactsRows> {
  return readPage(db, query, false);
}

/**
 * Contacts on this device. The table's count, not the name index's: Chromium checks every index
 * entry against its row, so at 50,000 contacts that took about 500 ms against about 100 ms.
 */
export function countContacts(db: LocalDb): Promise<number> {
  return db.contacts.count();
}

function readPage(db: LocalDb, query: ContactsPageQuery, count: true): Promise<ContactsPage>;
function readPage(db: LocalDb, query: ContactsPageQuery, count: false): Promise<ContactsRows>;
async function readPage(
  db: LocalDb,
  { search, offset, limit, withPending = false }: ContactsPageQuery,
  count: boolean,
): Promise<ContactsRows> {
  const pendingOf = (rows: readonly ContactSummary[]) =>
    withPending
      ? pendingAmong(
          db,
          'contact',
          rows.map((r) => r.id),
        )
      : new Set<string>();
  const terms = searchTerms(search);
  const toPage = (
    { words, summaries }: IndexedContacts,
    { ids, total }: { ids: string[]; total: number },
  ) => {
    const rows = ids.map((id) => summaries.get(id)).filter((s): s is ContactSummary => !!s);
    return { rows, total, stored: words.size };
  };
  // Keeps a live query asking this following every change to contacts (TableMirror.watch).
  const watch = () => searchIndex(db).watch();
  if (terms.length === 0) {
    // Once the index is built, the whole list comes from it too (no count of the table).
    const indexed = await searchIndex(db).currentUnlessBuilding();
    if (indexed) {
      const page = toPage(indexed, {
        ids: indexed.words.page(offset, limit),
        total: indexed.words.size,
      });
      const [pendingIds] = await Promise.all([pendingOf(page.rows), watch()]);
      return { ...page, pendingIds };
    }
    const [total, rows] = await Promise.all([
      count ? countContacts(db) : undefined,
      db.contacts.orderBy('sort_name').offset(offset).limit(limit).toArray(),
    ]);
    const page = rows.map(toContactSummary);
    return { rows: page, total, stored: total, pendingIds: await pendingOf(page) };
  }
  const [, answer] = await Promise.all([
    watch(),
    searchIndex(db)
      .current()
      .then(async (indexed) => {
        const page = toPage(indexed, indexed.words.search(terms, offset, limit));
        return { ...page, pendingIds: await pendingOf(page.rows) };
      }),
  ]);
  return answer;
}
