/**
 * The contacts' search index saved in IndexedDB, so a start reads it back instead of reading
 * every contact and deriving its words again (contact-search-index.ts decides when).
 *
 * 1. One row of `searchSnapshots`: the word index's data (contact-word-index.ts, already sorted)
 *    and what lists show of each contact, by slot, one array per field. Arrays of strings and
 *    typed arrays: IndexedDB stores and reads them back far faster than an object per contact.
 * 2. Saved with the journal's epoch (contact-journal.ts). Read back with the journal in one
 *    transaction: it answers only if the journal still counts from that epoch and is not wide,
 *    and then with the contacts written since, which the caller re-reads.
 *    It is saved only while that still holds: an index built before the contacts were emptied
 *    (sign-out) is not written back after them.
 * 3. A snapshot of another format or made with other search words (an app update changed them),
 *    or one that does not read back whole, is not used: the index is built from the rows, as
 *    without one.
 */
import type { ContactSummary } from './contact-summary';
import { journalCountsFrom, journalledSince } from './contact-journal';
import { SEARCH_WORDS_VERSION } from './contact-search-words';
import { ContactWordIndex, type WordIndexData } from './contact-word-index';
import type { LocalDb } from './db';

const KEY = 'contacts';
/** What is saved, and the words it was made with (contact-search-words.ts). */
const FORMAT = `index-2/words-${SEARCH_WORDS_VERSION}`;

type SummaryField = Exclude<keyof ContactSummary, 'id'>;
const FIELDS = [
  'full_name',
  'email',
  'primary_phone',
  'preferred_payment_method',
  'contact_type',
] as const satisfies readonly SummaryField[];

interface SnapshotData {
  index: WordIndexData;
  /** Per field, per slot; null in a free slot. */
  columns: Record<SummaryField, unknown[]>;
}

export interface SavedContactIndex {
  words: ContactWordIndex;
  summaries: Map<string, ContactSummary>;
  /** Contacts written since the snapshot was made: re-read them before answering. */
  written: string[];
}

/** Saves the index as of `epoch` (the journal's, reset before the index read any row). */
export async function saveContactIndex(
  db: LocalDb,
  epoch: string,
  words: ContactWordIndex,
  summaries: ReadonlyMap<string, ContactSummary>,
): Promise<void> {
  const ids = words.slotIds;
  const columns = Object.fromEntries(FIELDS.map((f) => [f, new Array<unknown>(ids.length)]));
  ids.forEach((id, slot) => {
    const summary = words.holds(slot) ? summaries.get(id) : undefined;
    for (const f of FIELDS) columns[f]![slot] = summary ? summary[f] : null;
  });
  const data: SnapshotData = {
    index: words.data(),
    columns: columns as SnapshotData['columns'],
  };
  await db.transaction('rw', db.searchSnapshots, db.contactJournal, async () => {
    if (await journalCountsFrom(db, epoch)) {
      await db.searchSnapshots.put({ key: KEY, epoch, format: FORMAT, data });
    }
  });
}

/** Removes the saved index (the contacts it holds are leaving the device). */
export const forgetContactIndex = (db: LocalDb) => db.searchSnapshots.clear();

/**
 * The saved index with the contacts written since (point 2), or null when there is none to use
 * or more than `maxWritten` contacts were written since.
 */
export async function loadContactIndex(
  db: LocalDb,
  maxWritten: number,
): Promise<SavedContactIndex | null> {
  const [row, journal] = await db.transaction('r', db.searchSnapshots, db.contactJournal, () =>
    Promise.all([db.searchSnapshots.get(KEY), db.contactJournal.toArray()]),
  );
  if (!row || row.format !== FORMAT) return null;
  const written = journalledSince(journal, row.epoch, maxWritten);
  if (!written) return null;
  try {
    const { index, columns } = row.data as SnapshotData;
    const words = ContactWordIndex.fromData(index);
    const summaries = new Map<string, ContactSummary>();
    index.ids.forEach((id, slot) => {
      if (!words.holds(slot)) return;
      const summary = { id } as Record<string, unknown>;
      for (const f of FIELDS) summary[f] = columns[f][slot];
      summaries.set(id, summary as unknown as ContactSummary);
    });
    return { words, summaries, written };
  } catch {
    return null;
  }
}
