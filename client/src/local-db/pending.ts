/**
 * Which records have changes in the outbox that the server has not acknowledged yet (a list's
 * "Pending sync" badges). Answered from an in-memory mirror of the outbox (table-mirror.ts), so a
 * list's cost does not follow the outbox's length: a tablet back from a day offline may hold
 * thousands of queued changes, and asking IndexedDB about them took a good part of every
 * keystroke of a search.
 */
import type { IndexableType } from 'dexie';
import type { OfflineEntity } from '@rentline/sync-protocol/rules';
import type { LocalDb } from './db';
import type { OutboxRow } from './schema';
import { TableMirror, mirrorOf } from './table-mirror';

/** The outbox's queued changes, counted per record (entity, then id). */
class PendingMirror extends TableMirror {
  /** seq -> the record it changes. */
  private recordOf = new Map<number, { entity: OfflineEntity; id: string }>();
  private counts = new Map<OfflineEntity, Map<string, number>>();

  constructor(db: LocalDb) {
    super(db, 'outbox');
  }

  async idsOf(entity: OfflineEntity): Promise<ReadonlySet<string>> {
    await this.ready();
    return new Set(this.counts.get(entity)?.keys());
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
    this.recordOf.set(row.seq, { entity: row.entity, id: row.entityId });
    let ofEntity = this.counts.get(row.entity);
    if (!ofEntity) this.counts.set(row.entity, (ofEntity = new Map()));
    ofEntity.set(row.entityId, (ofEntity.get(row.entityId) ?? 0) + 1);
  }

  private remove(seq: number): void {
    const record = this.recordOf.get(seq);
    if (!record) return;
    this.recordOf.delete(seq);
    const ofEntity = this.counts.get(record.entity)!;
    const left = ofEntity.get(record.id)! - 1;
    if (left > 0) ofEntity.set(record.id, left);
    else ofEntity.delete(record.id);
  }
}

const mirrors = new WeakMap<LocalDb, PendingMirror>();

/**
 * The ids of an entity's records with queued changes. Also a read over the whole outbox, so a
 * live query asking this re-runs on any change to it.
 */
export async function pendingIdsOf(
  db: LocalDb,
  entity: OfflineEntity,
): Promise<ReadonlySet<string>> {
  const mirror = mirrorOf(mirrors, db, (d) => new PendingMirror(d));
  const [ids] = await Promise.all([mirror.idsOf(entity), db.outbox.limit(1).each(() => undefined)]);
  return ids;
}

/** The ids among `ids` with queued changes (as `pendingIdsOf`). */
export async function pendingAmong(
  db: LocalDb,
  entity: OfflineEntity,
  ids: readonly string[],
): Promise<Set<string>> {
  const pending = await pendingIdsOf(db, entity);
  return new Set(ids.filter((id) => pending.has(id)));
}
