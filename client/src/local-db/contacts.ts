/**
 * Contacts in the local replica: the derived index fields of a row, and the list query.
 *
 * Search matches every typed term against the start of a word of the name, the email (whole,
 * and split at @ . _ + -) or a phone (digits only, also its last 4 and 7 digits). Each term's
 * matches come from the `search_words` index alone (primary keys, no rows); the page is then
 * picked in name order from an in-memory copy of the name index's ids, and only its rows are
 * read. That copy is dropped whenever a write to `contacts` commits (Dexie's `storagemutated`,
 * which also reports other tabs' writes), so it never outlives the data it mirrors.
 */
import Dexie from 'dexie';
import type { Contact } from '@rentline/sync-protocol';
import type { LocalDb } from './db';
import type { ContactRow } from './schema';

const digitsOnly = (v: string) => v.replace(/\D/g, '');

function phoneWords(phone: string | null | undefined): string[] {
  const d = digitsOnly(phone ?? '');
  if (!d) return [];
  const words = [d];
  if (d.length === 11 && d.startsWith('1')) words.push(d.slice(1));
  if (d.length > 7) words.push(d.slice(-7));
  if (d.length > 4) words.push(d.slice(-4));
  return words;
}

export function contactSearchWords(
  c: Pick<Contact, 'full_name' | 'email' | 'primary_phone' | 'secondary_phone'>,
): string[] {
  const words = new Set<string>();
  for (const word of c.full_name.toLowerCase().split(/\s+/)) {
    if (!word) continue;
    words.add(word);
    for (const part of word.split(/[^\p{L}\p{N}]+/u)) if (part) words.add(part);
  }
  const email = c.email.trim().toLowerCase();
  if (email) {
    words.add(email);
    for (const part of email.split(/[@._+-]+/)) if (part) words.add(part);
  }
  for (const w of [...phoneWords(c.primary_phone), ...phoneWords(c.secondary_phone)]) words.add(w);
  return [...words];
}

export function toContactRow(contact: Contact): ContactRow {
  return {
    ...contact,
    sort_name: contact.full_name.trim().toLowerCase(),
    search_words: contactSearchWords(contact),
  };
}

/** The row without its index fields: the protocol's Contact. */
export function fromContactRow(row: ContactRow): Contact {
  const { sort_name: _s, search_words: _w, ...contact } = row;
  return contact;
}

/** Typed search text as index terms: lowercase words; a phone-like term becomes its digits. */
export function searchTerms(search: string | undefined): string[] {
  const terms = (search ?? '')
    .toLowerCase()
    .split(/\s+/)
    .map((t) => (/\d/.test(t) && /^[\d()+\-.]+$/.test(t) ? digitsOnly(t) : t))
    .filter(Boolean);
  return [...new Set(terms)].sort((a, b) => b.length - a.length);
}

const matchesTerm = (row: ContactRow, term: string) =>
  row.search_words.some((w) => w.startsWith(term));

const bySortName = (a: ContactRow, b: ContactRow) =>
  a.sort_name < b.sort_name ? -1 : a.sort_name > b.sort_name ? 1 : a.id < b.id ? -1 : 1;

/** At or below this many matches, their rows are read and sorted in memory. */
const IN_MEMORY_LIMIT = 200;
/**
 * At or below this many matches of the first term, the other terms filter its rows in memory:
 * reading a few hundred rows is cheaper than a short term's index range (thousands of keys).
 */
const FILTER_ROWS_LIMIT = 1000;

export interface ContactsPageQuery {
  search?: string;
  offset: number;
  limit: number;
}

/** Per database name: contact ids in name order, while no write to `contacts` has committed. */
const idsByName = new Map<string, Promise<string[]>>();

Dexie.on('storagemutated', (parts) => {
  for (const key of Object.keys(parts)) {
    if (key === 'all') idsByName.clear();
    const dbName = /^idb:\/\/(.*)\/contacts\//.exec(key)?.[1];
    if (dbName !== undefined) idsByName.delete(dbName);
  }
});

/**
 * Every contact id in name order (the `sort_name` index: name, then id), read once per change.
 * A read under way when a write commits is dropped with the rest, so the next caller reads again.
 */
export function contactIdsByName(db: LocalDb): Promise<string[]> {
  const cached = idsByName.get(db.name);
  if (cached) return cached;
  const ids = Promise.resolve(db.contacts.orderBy('sort_name').primaryKeys());
  idsByName.set(db.name, ids);
  ids.catch(() => idsByName.get(db.name) === ids && idsByName.delete(db.name));
  return ids;
}

const getRows = async (db: LocalDb, ids: string[]) =>
  (await db.contacts.bulkGet(ids)).filter((r): r is ContactRow => !!r);

/** Ids of the contacts having a word that starts with `term` (the index alone, no rows read). */
async function idsMatching(db: LocalDb, term: string): Promise<Set<string>> {
  return new Set(await db.contacts.where('search_words').startsWith(term).primaryKeys());
}

/**
 * The matches of every term. The first (longest) term's ids come from the index; when they are
 * few and more terms remain, those rows are filtered in memory, otherwise every term's ids are
 * read from the index and intersected.
 */
async function matchingIds(
  db: LocalDb,
  [first, ...rest]: [string, ...string[]],
): Promise<{ ids: Set<string>; rows?: ContactRow[] }> {
  const ids = await idsMatching(db, first);
  if (rest.length === 0) return { ids };
  if (ids.size <= FILTER_ROWS_LIMIT) {
    const rows = (await getRows(db, [...ids])).filter((r) => rest.every((t) => matchesTerm(r, t)));
    return { ids: new Set(rows.map((r) => r.id)), rows };
  }
  const others = await Promise.all(rest.map((t) => idsMatching(db, t)));
  let result = ids;
  for (const other of others.sort((a, b) => a.size - b.size)) {
    const [small, large] = result.size <= other.size ? [result, other] : [other, result];
    result = new Set([...small].filter((id) => large.has(id)));
    if (result.size === 0) break;
  }
  return { ids: result };
}

export async function queryContactsPage(
  db: LocalDb,
  { search, offset, limit }: ContactsPageQuery,
): Promise<{ rows: ContactRow[]; total: number }> {
  const terms = searchTerms(search);
  if (terms.length === 0) {
    const [total, rows] = await Promise.all([
      db.contacts.count(),
      db.contacts.orderBy('sort_name').offset(offset).limit(limit).toArray(),
    ]);
    return { rows, total };
  }
  const { ids, rows } = await matchingIds(db, terms as [string, ...string[]]);
  if (rows || ids.size <= IN_MEMORY_LIMIT) {
    const found = rows ?? (await getRows(db, [...ids]));
    found.sort(bySortName);
    return { rows: found.slice(offset, offset + limit), total: ids.size };
  }
  // Pick the page in name order from the cached id order, then read just those rows.
  const ordered = await contactIdsByName(db);
  const pageIds: string[] = [];
  let seen = 0;
  for (const id of ordered) {
    if (!ids.has(id)) continue;
    if (seen++ < offset) continue;
    pageIds.push(id);
    if (pageIds.length >= limit) break;
  }
  return { rows: await getRows(db, pageIds), total: ids.size };
}
