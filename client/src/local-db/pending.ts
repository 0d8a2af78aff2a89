/**
 * Which records have changes in the outbox that the server has not acknowledged yet (a list's
 * "Pending sync" badges). Answered from an in-memory mirror of the outbox (table-mirror.ts), so a
 * list's cost does not follow the outbox's length: a tablet back from a day offline may hold
 * thousands of queued changes, and asking IndexedDB about them took a good part of every
 * keystroke of a search.
 */
import type { IndexableType } from 'dexie';
import type { OfflineEntity } from '@rentline/sync-protocol';
import type { LocalDb } from './db';
import type { OutboxRow } from './schema';
import { TableMirror, mirrorOf } from './table-mirror';

const recordKey = (entity: string, id: string) => `${entity}\u0000${id}`;

/** The outbox's queued changes, counted per record. */
class PendingMirror extends TableMirror {
  /** seq -> the record it changes. */
  private recordOf = new Map<number, string>();
  private counts = new Map<string, number>();

  constructor(db: LocalDb) {
    super(db, 'outbox');
  }

  async among(entity: OfflineEntity, ids: readonly string[]): Promise<Set<string>> {
    await this.ready();
    return new Set(ids.filter((id) => this.counts.has(recordKey(entity, id))));
  }

  /** Builds the mirror ahead of its first answer. */
  async warm(): Promise<void> {
    await this.ready();
  }

  protected async build(): Promise<void> {
    const rows = await this.db.outbox.toArray();
    this.recordOf = new Map();
    this.counts = new Map();
    for (const row of rows) this.add(row);
  }

  protected async patch(keys: IndexableType[]): Promise<void> {
    const seqs = keys as number[];
    for (const seq of seqs) this.remove(seq);
    for (const row of await this.db.outbox.bulkGet(seqs)) if (row) this.add(row);
  }

  private add(row: OutboxRow): void {
    const key = recordKey(row.entity, row.entityId);
    this.recordOf.set(row.seq, key);
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
  }

  private remove(seq: number): void {
    const key = this.recordOf.get(seq);
    if (key === undefined) return;
    this.recordOf.delete(seq);
    const left = this.counts.get(key)! - 1;
    if (left > 0) this.counts.set(key, left);
    else this.counts.delete(key);
  }
}

const mirrors = new WeakMap<LocalDb, PendingMirror>();

/**
 * The ids among `ids` with queued changes. Also a read over the whole outbox, so a live query
 * asking this re-runs on any change to it. Until the mirror is first built (in the background
 * from the first call), each id is counted on the outbox index instead, all in one transaction.
 */
export async function pendingAmong(
  db: LocalDb,
  entity: OfflineEntity,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const watch = db.outbox.limit(1).each(() => undefined);
  const mirror = mirrorOf(mirrors, db, (d) => new PendingMirror(d));
  if (mirror.isBuilt) return (await Promise.all([mirror.among(entity, ids), watch]))[0];
  setTimeout(() => void mirror.warm().catch(() => undefined), 0);
  const [counts] = await Promise.all([
    db.transaction('r', db.outbox, () =>
      Promise.all(
        ids.map((id) => db.outbox.where('[entity+entityId]').equals([entity, id]).count()),
      ),
    ),
    watch,
  ]);
  return new Set(ids.filter((_, i) => counts[i]! > 0));
}
