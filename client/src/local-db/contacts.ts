/**
 * Contacts in the local replica: the derived index fields of a row, and the list query.
 *
 * Search matches every typed term against the start of a word of the name, the email (whole,
 * and split at @ . _ + -) or a phone (digits only, also its last 4 and 7 digits). The first,
 * longest term is an index range scan of `search_words`; the other terms filter that set.
 */
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

/** Above this many first-term hits, the page is picked in name-index order instead of sorting rows in memory. */
const IN_MEMORY_LIMIT = 2000;

export interface ContactsPageQuery {
  search?: string;
  offset: number;
  limit: number;
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
  const [first, ...rest] = terms as [string, ...string[]];
  const ids = new Set(await db.contacts.where('search_words').startsWith(first).primaryKeys());
  if (ids.size > IN_MEMORY_LIMIT && rest.length === 0) {
    // Walk the name index's keys only (no rows read), then read just the page.
    const ordered = await db.contacts.orderBy('sort_name').primaryKeys();
    const pageIds = ordered.filter((id) => ids.has(id)).slice(offset, offset + limit);
    const rows = (await db.contacts.bulkGet(pageIds)).filter((r): r is ContactRow => !!r);
    return { rows, total: ids.size };
  }
  const found = (await db.contacts.bulkGet([...ids])).filter(
    (r): r is ContactRow => !!r && rest.every((t) => matchesTerm(r, t)),
  );
  found.sort(bySortName);
  return { rows: found.slice(offset, offset + limit), total: found.length };
}
