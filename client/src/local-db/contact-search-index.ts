/**
 * The contacts' search index, in memory: one per LocalDb instance, made on first use. Its data
 * is a ContactWordIndex (contact-word-index.ts) and each contact's summary (what a list shows of
 * it, contact-summary.ts), so a search answers without reading rows. A TableMirror
 * (table-mirror.ts) keeps both current: built by reading the rows in chunks (`eachRow`), then
 * sorted once; changed contacts re-read and their entries replaced.
 */
import type { IndexableType } from 'dexie';
import { toContactSummary, type ContactSummary } from './contact-summary';
import { ContactWordIndex, type IndexedContact } from './contact-word-index';
import type { LocalDb } from './db';
import type { ContactRow } from './schema';
import { TableMirror, mirrorOf } from './table-mirror';

export type SearchWordsOf = (row: ContactRow) => string[];

/** The index's data at one moment: read both in the same synchronous step. */
export interface IndexedContacts {
  words: ContactWordIndex;
  summaries: ReadonlyMap<string, ContactSummary>;
}

export class ContactSearchIndex extends TableMirror {
  private data: ContactWordIndex | null = null;
  private summaries = new Map<string, ContactSummary>();

  constructor(
    db: LocalDb,
    private readonly wordsOf: SearchWordsOf,
  ) {
    super(db, 'contacts');
  }

  /** The data, including every change reported before this call. */
  async current(): Promise<IndexedContacts> {
    await this.ready();
    return { words: this.data!, summaries: this.summaries };
  }

  /**
   * As `current()`, unless that means building the index (not built yet, or a wide change
   * reported): then null at once, and the caller reads IndexedDB instead.
   */
  async currentUnlessBuilding(): Promise<IndexedContacts | null> {
    return this.rebuildAhead ? null : this.current();
  }

  private entry = (row: ContactRow): IndexedContact => ({
    id: row.id,
    name: row.sort_name,
    words: this.wordsOf(row),
  });

  protected async build(): Promise<void> {
    const contacts: IndexedContact[] = [];
    const summaries = new Map<string, ContactSummary>();
    await this.eachRow<ContactRow>((row) => {
      contacts.push(this.entry(row));
      summaries.set(row.id, toContactSummary(row));
    });
    this.data = new ContactWordIndex(contacts);
    this.summaries = summaries;
  }

  /** Re-reads the changed contacts and replaces their entries. */
  protected async patch(keys: IndexableType[]): Promise<void> {
    if (keys.length === 0) return;
    const ids = keys as string[];
    const rows = await this.db.contacts.bulkGet(ids);
    ids.forEach((id, k) => {
      const row = rows[k];
      this.data!.set(id, row && this.entry(row));
      if (row) this.summaries.set(id, toContactSummary(row));
      else this.summaries.delete(id);
    });
  }
}

const indexes = new WeakMap<LocalDb, ContactSearchIndex>();

/** The search index of this database instance. */
export const contactSearchIndex = (db: LocalDb, wordsOf: SearchWordsOf): ContactSearchIndex =>
  mirrorOf(indexes, db, (d) => new ContactSearchIndex(d, wordsOf));
