/**
 * The contacts' search index, in memory: one per LocalDb instance, made on first use. Its data
 * is a ContactWordIndex (contact-word-index.ts) and each contact's summary (what a list shows of
 * it, contact-summary.ts), so a search answers without reading rows; this module keeps both
 * current.
 *
 * 1. Built by reading the rows in chunks of the primary key, each its own short read (so a write
 *    waits for one chunk at most and the page stays responsive), then sorted once.
 * 2. Kept current from Dexie's `storagemutated`, which reports this tab's commits as they
 *    complete and other tabs' through a broadcast: changed primary keys are re-read and their
 *    entries replaced; anything wider (a bulk write of 50 rows or more, a `clear`, a range
 *    delete) means a rebuild. Every report counts as a change (`generation`).
 * 3. `current()` answers only from data that includes every change reported before it was
 *    called: a refresh started later than the call (a patch or a rebuild) runs first. Changes
 *    reported while a refresh reads stay pending for the next one. It looks at the generation
 *    only after a microtask: a live query re-run by a report may start before this index has
 *    heard of it (reports reach listeners in the order they subscribed, all in one go).
 * 4. Reads for a refresh start from a timer: outside any live query's zone, so they are neither
 *    observed nor cached on behalf of whichever query happened to ask first.
 */
import Dexie, { type IntervalTree, type ObservabilitySet } from 'dexie';
import { toContactSummary, type ContactSummary } from './contact-summary';
import { ContactWordIndex, type IndexedContact } from './contact-word-index';
import type { LocalDb } from './db';
import type { ContactRow } from './schema';

/** Rows read per chunk while building. */
const BUILD_CHUNK = 2000;

export type SearchWordsOf = (row: ContactRow) => string[];

/** The index's data at one moment: read both in the same synchronous step. */
export interface IndexedContacts {
  words: ContactWordIndex;
  summaries: ReadonlyMap<string, ContactSummary>;
}

/** The changed primary keys of a mutation report, or 'wide' when they are not single keys. */
function changedKeys(tree: IntervalTree, out: Set<string>): 'wide' | void {
  if (!('from' in tree)) return;
  if (typeof tree.from !== 'string' || tree.from !== tree.to) return 'wide';
  out.add(tree.from);
  if (tree.l && changedKeys(tree.l, out) === 'wide') return 'wide';
  if (tree.r && changedKeys(tree.r, out) === 'wide') return 'wide';
}

export class ContactSearchIndex {
  private data: ContactWordIndex | null = null;
  private summaries = new Map<string, ContactSummary>();
  private generation = 0;
  /** The data reflects every change reported up to this generation. */
  private covered = -1;
  private dirty = new Set<string>();
  private wide = true;
  private refreshing: Promise<void> | null = null;

  constructor(
    private readonly db: LocalDb,
    private readonly wordsOf: SearchWordsOf,
  ) {}

  /** A mutation report (any table, any database): note what changed in our contacts. */
  noteMutation(parts: ObservabilitySet): void {
    const tree = parts.all ? undefined : parts[`idb://${this.db.name}/contacts/`];
    if (!parts.all && !tree) return;
    this.generation++;
    if (this.wide) return;
    if (!tree || changedKeys(tree, this.dirty) === 'wide') {
      this.wide = true;
      this.dirty.clear();
    }
  }

  /** The data, including every change reported before this call. */
  async current(): Promise<IndexedContacts> {
    await null;
    const wanted = this.generation;
    while (this.covered < wanted) {
      this.refreshing ??= new Promise<void>((resolve, reject) =>
        setTimeout(() => this.refresh().then(resolve, reject), 0),
      ).finally(() => (this.refreshing = null));
      await this.refreshing;
    }
    return { words: this.data!, summaries: this.summaries };
  }

  private async refresh(): Promise<void> {
    const generation = this.generation;
    const rebuild = this.wide || !this.data;
    const keys = [...this.dirty];
    this.wide = false;
    this.dirty.clear();
    try {
      if (rebuild) await this.build();
      else await this.patch(keys).catch(() => this.build());
      this.covered = generation;
    } catch (err) {
      this.wide = true;
      throw err;
    }
  }

  private entry = (row: ContactRow): IndexedContact => ({
    id: row.id,
    name: row.sort_name,
    words: this.wordsOf(row),
  });

  private async build(): Promise<void> {
    const contacts: IndexedContact[] = [];
    const summaries = new Map<string, ContactSummary>();
    for (let last: string | undefined; ;) {
      const from = last === undefined ? this.db.contacts : this.db.contacts.where('id').above(last);
      const rows = await from.limit(BUILD_CHUNK).toArray();
      for (const row of rows) {
        contacts.push(this.entry(row));
        summaries.set(row.id, toContactSummary(row));
      }
      if (rows.length < BUILD_CHUNK) break;
      last = rows[rows.length - 1]!.id;
    }
    this.data = new ContactWordIndex(contacts);
    this.summaries = summaries;
  }

  /** Re-reads the changed contacts and replaces their entries. */
  private async patch(keys: string[]): Promise<void> {
    if (keys.length === 0) return;
    const rows = await this.db.contacts.bulkGet(keys);
    keys.forEach((id, k) => {
      const row = rows[k];
      this.data!.set(id, row && this.entry(row));
      if (row) this.summaries.set(id, toContactSummary(row));
      else this.summaries.delete(id);
    });
  }
}

const indexes = new WeakMap<LocalDb, ContactSearchIndex>();

/**
 * The search index of this database instance. It listens to mutation reports while the instance
 * lives: the listener holds the index weakly and leaves once the index is gone.
 */
export function contactSearchIndex(db: LocalDb, wordsOf: SearchWordsOf): ContactSearchIndex {
  let index = indexes.get(db);
  if (index) return index;
  index = new ContactSearchIndex(db, wordsOf);
  indexes.set(db, index);
  const ref = new WeakRef(index);
  const listener = (parts: ObservabilitySet) => {
    const alive = ref.deref();
    if (alive) alive.noteMutation(parts);
    else Dexie.on.storagemutated.unsubscribe(listener);
  };
  Dexie.on.storagemutated.subscribe(listener);
  return index;
}
