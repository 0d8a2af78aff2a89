/**
 * An in-memory mirror of one table of a LocalDb, for answers IndexedDB is slow to give (the
 * contacts' search index, the outbox's pending records). Subclasses say how to build it and how
 * to patch it; this class keeps it current.
 *
 * 1. Built on first use (`ready()`).
 * 2. Kept current from Dexie's `storagemutated`, which reports this tab's commits as they
 *    complete and other tabs' through a broadcast: changed primary keys are handed to `patch`,
 *    at once; anything wider (a bulk write of 50 rows or more, a `clear`, a range delete) means
 *    a rebuild, when next asked. Every report counts as a change (`generation`).
 * 3. `ready()` resolves only once the mirror includes every change reported before it was
 *    called: a refresh started later than the call (a patch or a rebuild) runs first. Changes
 *    reported while a refresh reads stay pending for the next one. It looks at the generation
 *    only after a microtask: a live query re-run by a report may start before this mirror has
 *    heard of it (reports reach listeners in the order they subscribed, all in one go).
 * 4. Reads for a refresh start from a timer: outside any live query's zone, so they are neither
 *    observed nor cached on behalf of whichever query happened to ask first.
 */
import type { IndexableType, ObservabilitySet } from 'dexie';
import type { LocalDb } from './db';
import { changedKeys, perDbListening, tableReport } from './mutation-reports';

/** Rows per read when a mirror reads its whole table. */
const READ_CHUNK = 2000;

export abstract class TableMirror {
  private generation = 0;
  /** The mirror reflects every change reported up to this generation. */
  private covered = -1;
  private dirty = new Set<IndexableType>();
  private wide = true;
  private refreshing: Promise<void> | null = null;
  private built = false;

  constructor(
    protected readonly db: LocalDb,
    protected readonly table: string,
  ) {}

  /** Reads the whole table into the mirror. */
  protected abstract build(): Promise<void>;

  /** Re-reads the rows of these primary keys (changed, added or deleted) into the mirror. */
  protected abstract patch(keys: IndexableType[]): Promise<void>;

  /**
   * Hands every row of the table (keyed by `id`) to `take`: a chunk of the key at a time, each
   * its own short read, so a write waits for one chunk at most and the page stays responsive;
   * the next chunk is read while one is handed over.
   */
  protected async eachRow<R extends { id: string }>(take: (row: R) => void): Promise<void> {
    const table = this.db.table<R, string>(this.table);
    const chunkAfter = (last?: string) =>
      (last === undefined ? table.toCollection() : table.where('id').above(last))
        .limit(READ_CHUNK)
        .toArray();
    for (let next = chunkAfter(); ;) {
      const rows = await next;
      const full = rows.length === READ_CHUNK;
      if (full) next = chunkAfter(rows[rows.length - 1]!.id);
      for (const row of rows) take(row);
      if (!full) break;
    }
  }

  /** A mutation report (any table, any database): note what changed in our table. */
  noteMutation(parts: ObservabilitySet): void {
    const tree = tableReport(parts, this.db, this.table);
    if (!tree) return;
    this.generation++;
    if (this.wide) return;
    if (tree === 'all' || changedKeys(tree, this.dirty) === 'wide') {
      this.wide = true;
      this.dirty.clear();
      return;
    }
    // A few rows changed (a save, a small page of a sync): patched now, not when next asked, so
    // a screen opened right after a save finds them in (its reader waits for no patch).
    void this.catchUp();
  }

  /** Patches until every reported change is in; a wide change or a failure is left to `ready`. */
  private async catchUp(): Promise<void> {
    try {
      while (this.covered < this.generation && !this.wide) await this.refresh();
    } catch {
      // The refresh marked the mirror wide: the next reader rebuilds it.
    }
  }

  /** Whether the next `ready()` would (re)build the mirror rather than answer or patch it. */
  protected get rebuildAhead(): boolean {
    return !this.built || this.wide;
  }

  /**
   * The read that keeps a live query answered from this mirror following every change to the
   * table (the answers themselves read no rows). A cursor: Dexie caches a live query's `toArray`
   * reads and runs them again optimistically while a write is under way, when the mirror, which
   * follows commits, would still answer as before, and the commit would not run the query again.
   */
  watch(): Promise<void> {
    return this.db
      .table(this.table)
      .limit(1)
      .each(() => undefined);
  }

  /** Builds the mirror ahead of its first reader (a screen about to need it). */
  warm(): Promise<void> {
    return this.ready();
  }

  /** Resolves once the mirror includes every change reported before this call. */
  protected async ready(): Promise<void> {
    await null;
    const wanted = this.generation;
    while (this.covered < wanted) await this.refresh();
  }

  /** The refresh under way, or one started from a timer (point 4). */
  private refresh(): Promise<void> {
    this.refreshing ??= new Promise<void>((resolve, reject) =>
      setTimeout(() => this.refreshNow().then(resolve, reject), 0),
    ).finally(() => (this.refreshing = null));
    return this.refreshing;
  }

  private async refreshNow(): Promise<void> {
    const generation = this.generation;
    const rebuild = this.wide || !this.built;
    const keys = [...this.dirty];
    this.wide = false;
    this.dirty.clear();
    try {
      if (rebuild) await this.build();
      else await this.patch(keys).catch(() => this.build());
      this.built = true;
      this.covered = generation;
    } catch (err) {
      this.wide = true;
      throw err;
    }
  }
}

/** The mirror of `db` kept in `mirrors`, made by `make` on first use, kept current while it lives. */
export const mirrorOf = <M extends TableMirror>(
  mirrors: WeakMap<LocalDb, M>,
  db: LocalDb,
  make: (db: LocalDb) => M,
): M => perDbListening(mirrors, db, make);
