/**
 * Writing one pulled page into the replica (DESIGN.md section 4, "Pull" and "Rebase").
 * Runs inside the caller's transaction, which also stores the page's cursor.
 *
 * 1. Lookup rows go to `lookups` as they come.
 * 2. A pulled row of a record with pending mutations of the replica's owner (the signed-in
 *    employee, `lane`) gets them re-applied on top, in seq order, so the screen never flickers
 *    back to old values and nothing typed offline is lost. Other employees' waiting changes are
 *    theirs alone and are not shown.
 *    Mutations of the pulling lane the server has already answered (laneSeq <= the pull's
 *    `last_seq`, the answer not yet received) are in the row already when they were applied, and
 *    are not applied twice (a stock delta would be). They are marked `settled`: their optimistic
 *    effect is gone from the replica, so if the answer turns out a refusal, nothing is undone
 *    (reject.ts; the refused take of 2 from 1 unit would otherwise show 3).
 * 3. A pulled delete of a record with a pending create or update keeps the record until the
 *    server answers; the edit is then rejected as deleted and lands in sync issues.
 * 4. A follow-up of an engagement deleted here but not yet on the server is not brought back.
 * 5. A pulled delete that overwrote an acknowledged edit of ours (the deleter had not seen it)
 *    parks that edit in sync issues as `deleted`, as if the delete had come first (overwritten.ts).
 *    In case 3 the waiting edit is refused as deleted and parked when its push is answered.
 */
import {
  isLookup,
  opOfMutation,
  type LookupEntity,
  type OfflineEntity,
} from '@rentline/sync-protocol/rules';
import { REPLICATED_SCHEMAS, type Change } from '@rentline/sync-protocol/wire';
import type { LocalDb } from '../local-db/db';
import type { LookupRow, OutboxRow } from '../local-db/schema';
import { applyMutation, readRecord, tableFor, toLocalRow } from './appliers';
import { forgetAckedEdits, settleTombstone } from './overwritten';

/**
 * Whose view the replica shows (only their waiting changes are re-applied: another employee's
 * work is theirs alone) and how far the server has applied their lane (the pull's `last_seq`).
 */
export interface ReplicaLane {
  employeeId: number;
  lastSeq?: number;
}

const keyOf = (entity: string, id: string) => `${entity}:${id}`;

/** A pulled row in the protocol's shape; a row that does not parse is kept as sent (and logged). */
function parseRow(entity: OfflineEntity, data: Record<string, unknown>): Record<string, unknown> {
  const parsed = REPLICATED_SCHEMAS[entity].row.safeParse(data);
  if (parsed.success) return parsed.data as Record<string, unknown>;
  console.warn(
    `Pulled ${entity} ${String(data.id)} does not match the protocol`,
    parsed.error.issues,
  );
  return data;
}

function toLookupRow(entity: LookupEntity, id: string, data: Record<string, unknown>): LookupRow {
  const name = data.name ?? data.full_name ?? '';
  return { entity, id: Number(id), name: String(name), data };
}

export async function applyPulledPage(
  db: LocalDb,
  changes: Change[],
  lane: ReplicaLane,
  nowIso: string = new Date().toISOString(),
): Promise<void> {
  const outbox = await db.outbox.orderBy('seq').toArray();
  const pending = new Map<string, OutboxRow[]>();
  /** Answered by the server, the answer not received yet (2.): settled by a pulled row. */
  const answered = new Map<string, OutboxRow[]>();
  const deletedEngagements = new Set<string>();
  for (const m of outbox) {
    if (m.employeeId !== null && m.employeeId !== lane.employeeId) continue;
    const key = keyOf(m.entity, m.entityId);
    if (lane.lastSeq !== undefined && m.employeeId !== null && m.laneSeq <= lane.lastSeq) {
      if (!m.settled) answered.set(key, [...(answered.get(key) ?? []), m]);
      continue;
    }
    pending.set(key, [...(pending.get(key) ?? []), m]);
    if (m.name === 'engagement.delete') deletedEngagements.add(m.entityId);
  }

  // Last change of an id wins within a page; writes go out in bulk per table.
  const writes = new Map<OfflineEntity, Map<string, Record<string, unknown> | null>>();
  const settled: OutboxRow[] = [];
  const lookupPuts: LookupRow[] = [];
  const lookupDeletes: [LookupEntity, number][] = [];

  for (const change of changes) {
    // 1.
    if (isLookup(change.entity)) {
      if (change.op === 'delete') lookupDeletes.push([change.entity, Number(change.id)]);
      else if (change.data) lookupPuts.push(toLookupRow(change.entity, change.id, change.data));
      continue;
    }
    const entity = change.entity as OfflineEntity;
    const key = keyOf(entity, change.id);
    const waiting = pending.get(key) ?? [];
    const tableWrites = writes.get(entity) ?? new Map();
    writes.set(entity, tableWrites);

    if (change.op === 'delete' || !change.data) {
      // 3.
      if (waiting.some((m) => opOfMutation(m.name) !== 'delete')) {
        await forgetAckedEdits(db, entity, change.id);
        continue;
      }
      // 5.
      const held = tableWrites.has(change.id)
        ? tableWrites.get(change.id)
        : await readRecord(db, entity, change.id);
      await settleTombstone(db, entity, change.id, change.overwrote, held ?? null, nowIso);
      tableWrites.set(change.id, null);
      settled.push(...(answered.get(key) ?? []));
      continue;
    }
    const serverRow = parseRow(entity, change.data);
    // 4.
    if (entity === 'follow_up' && deletedEngagements.has(String(serverRow.engagement_id))) continue;
    // 2.
    let row: Record<string, unknown> | null = serverRow;
    for (const m of waiting) {
      if (row === null) break;
      const next = applyMutation(m.name, m.args, row, row.updated_at as string);
      if (next !== undefined) row = next;
    }
    tableWrites.set(change.id, row);
    settled.push(...(answered.get(key) ?? []));
  }

  for (const [entity, rows] of writes) {
    const table = tableFor(db, entity) as unknown as {
      bulkPut(rows: unknown[]): Promise<unknown>;
      bulkDelete(ids: string[]): Promise<void>;
    };
    const puts = [...rows].filter(([, r]) => r !== null).map(([, r]) => toLocalRow(entity, r!));
    const deletes = [...rows].filter(([, r]) => r === null).map(([id]) => id);
    if (puts.length > 0) await table.bulkPut(puts);
    if (deletes.length > 0) await table.bulkDelete(deletes);
  }
  if (settled.length > 0) await db.outbox.bulkPut(settled.map((m) => ({ ...m, settled: true })));
  if (lookupPuts.length > 0) await db.lookups.bulkPut(lookupPuts);
  if (lookupDeletes.length > 0) await db.lookups.bulkDelete(lookupDeletes);
}
