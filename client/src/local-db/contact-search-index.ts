/**
 * The contacts' search index, in memory: one per LocalDb instance, made on first use. Its data
 * is a ContactWordIndex (contact-word-index.ts) and each contact's summary (what a list shows of
 * it, contact-summary.ts), so a search answers without reading rows. A TableMirror
 * (table-mirror.ts) keeps both current: built by reading the rows in chunks (`eachRow`), then
 * sorted in steps; changed contacts re-read and their entries replaced.
 *
 * Kept across starts (contact-index-snapshot.ts): the first build of an instance reads the saved
 * index back and re-reads the contacts journalled since (contact-journal.ts). A build from the
 * rows starts a new journal epoch first and saves what it built once the page is idle.
 */
import type { IndexableType } from 'dexie';
import { loadContactIndex, saveContactIndex } from './contact-index-snapshot';
import { resetContactJournal } from './contact-journal';
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

/** More contacts written since the saved index than this: it is built from the rows instead. */
const MAX_REREAD = 5000;

/** Lets the page handle what waits (a tap, a key, a frame) between two steps of a build. */
const pauseForThePage = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Runs `task` once the page is idle (soon in any case): a save waits for what a user sees. */
const whenIdle = (task: () => void) =>
  typeof requestIdleCallback === 'function'
    ? requestIdleCallback(task, { timeout: 2000 })
    : setTimeout(task, 0);

export class ContactSearchIndex extends TableMirror {
  private data: ContactWordIndex | null = null;
  private summaries = new Map<string, ContactSummary>();
  private savedTried = false;
  /** Builds from the rows so far: a save only goes ahead for the latest. */
  private builds = 0;

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
    if (!this.savedTried) {
      this.savedTried = true;
      if (await this.readSaved()) return;
    }
    const build = ++this.builds;
    const epoch = await resetContactJournal(this.db);
    const building = new ContactWordIndex();
    const summaries = new Map<string, ContactSummary>();
    await this.eachRow<ContactRow>((row) => {
      building.gather(this.entry(row));
      summaries.set(row.id, toContactSummary(row));
    });
    this.data = await building.finish(pauseForThePage);
    this.summaries = summaries;
    whenIdle(() => {
      if (build !== this.builds) return;
      saveContactIndex(this.db, epoch, this.data!, this.summaries).catch(() => {
        // Not saved (the database closed, the disk full): the next start builds from the rows.
      });
    });
  }

  /** The saved index with the contacts written since re-read, if there is one to use. */
  private async readSaved(): Promise<boolean> {
    const saved = await loadContactIndex(this.db, MAX_REREAD).catch(() => null);
    if (!saved) return false;
    this.data = saved.words;
    this.summaries = saved.summaries;
    await this.patch(saved.written);
    return true;
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
