/**
 * What a shared tablet keeps, and for whom (DESIGN.md section 4, "Auth and shared tablets",
 * "Lanes"):
 *
 * 1. The replica shows one person's view: the server's rows with their own waiting changes on top.
 *    When someone else's work is on screen (another employee signs in after a 401, or after
 *    sign-out), the replica is emptied and copied again (`prepareReplicaFor`).
 * 2. Sign-out (`clearForSignOut`) empties the replica (the contacts' saved search index with it),
 *    the persisted read cache, the image cache and the person's conflict list and acknowledged
 *    edits. What the waiting lanes need stays: the outbox (the SSN in it only ever sealed), their
 *    photos and their sync issues. The person's drafts stay encrypted with a key that leaves
 *    with them (local-db/drafts.ts). Conflicts are told again at the next sign-in (the lane's
 *    cursor goes back before them).
 * 3. A lane can be saved as a file for the office (`exportLane`) and discarded (`discardLane`);
 *    its author can discard one of their own waiting changes (`discardPending`).
 * 4. "Remove this device's data" (`removeDeviceData`): everything, refused while changes wait
 *    unless the person has confirmed discarding them.
 */
import type { MutationName } from '@rentline/sync-protocol/rules';
import type { LocalDb } from '../local-db/db';
import { forgetContactIndex } from '../local-db/contact-index-snapshot';
import { replicatedTables } from '../local-db/db';
import type { OutboxRow } from '../local-db/schema';
import { applyMutation, readRecord, writeRecord } from './appliers';
import { laneRows, renumberLane } from './lanes';
import { undoLocalEffect } from './reject';
import { loadSyncState } from './sync-state';

/** Kv entries that hold read data: the persisted query cache (app/query-client.ts). */
const READ_CACHE_KEYS = ['query-cache'];
const IMAGE_CACHES = ['images'];

export class ChangesWaitError extends Error {
  constructor(readonly count: number) {
    super(
      count === 1
        ? '1 change is still waiting to be sent from this device'
        : `${count} changes are still waiting to be sent from this device`,
    );
    this.name = 'ChangesWaitError';
  }
}

/**
 * The replica emptied, with the contacts' saved search index: the next sync copies it again from
 * cursor 0.
 */
export async function emptyReplica(db: LocalDb, owner: number | null): Promise<void> {
  for (const table of replicatedTables(db)) await table.clear();
  await forgetContactIndex(db);
  const state = await loadSyncState(db);
  await db.syncState.put({ ...state, cursor: 0, bootstrapped: 0, replicaOwner: owner });
}

/** The owner's waiting changes, shown again over the emptied replica (creates stay on screen). */
export async function replayOwnLane(
  db: LocalDb,
  employeeId: number,
  nowIso: string,
): Promise<void> {
  for (const m of await laneRows(db, employeeId)) {
    const current = await readRecord(db, m.entity, m.entityId);
    const next = applyMutation(m.name, m.args, current, nowIso);
    if (next !== undefined) await writeRecord(db, m.entity, m.entityId, next);
  }
}

/**
 * 1. Before syncing for `employeeId`: a replica that shows someone else's view is emptied, and
 * the person's own waiting changes are shown on the (emptied) replica. A replica of a version
 * before owners were kept (`undefined`) is taken as theirs.
 */
export async function prepareReplicaFor(
  db: LocalDb,
  employeeId: number,
  nowIso: string,
): Promise<boolean> {
  return db.transaction('rw', db.tables, async () => {
    const state = await loadSyncState(db);
    if (state.replicaOwner === employeeId) return false;
    if (state.replicaOwner === undefined) {
      await db.syncState.put({ ...state, replicaOwner: employeeId });
      return false;
    }
    if (state.replicaOwner === null) {
      await db.syncState.put({ ...state, replicaOwner: employeeId });
    } else {
      await emptyReplica(db, employeeId);
    }
    await replayOwnLane(db, employeeId, nowIso);
    return true;
  });
}

/** 2. */
export async function clearForSignOut(db: LocalDb, employeeId: number): Promise<void> {
  await db.transaction('rw', db.tables, async () => {
    await emptyReplica(db, null);
    const [lane, conflicts] = await Promise.all([
      db.lanes.get(employeeId),
      db.conflicts.where('employeeId').equals(employeeId).toArray(),
    ]);
    if (lane && conflicts.length > 0) {
      const first = Math.min(...conflicts.map((c) => c.noticeId));
      await db.lanes.put({
        ...lane,
        conflictCursor: Math.min(lane.conflictCursor ?? first, first - 1),
      });
    }
    await db.conflicts.where('employeeId').equals(employeeId).delete();
    await db.ackedEdits.filter((e) => e.employeeId === employeeId || e.employeeId == null).delete();
    await db.kv.bulkDelete(READ_CACHE_KEYS);
    // Drafts of earlier versions were kept in clear and shared: they go.
    await db.kv.where('key').startsWith('draft:contact:').delete();
  });
  await clearImageCaches();
}

async function clearImageCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await Promise.all(IMAGE_CACHES.map((name) => caches.delete(name).catch(() => false)));
}

export interface LaneExport {
  format: 'rentline-waiting-changes';
  version: 1;
  exported_at: string;
  device: string;
  employee: { id: number; name: string };
  lane: string;
  changes: {
    id: string;
    seq: number;
    name: MutationName;
    args: Record<string, unknown>;
    base?: Record<string, unknown>;
    created_at: string;
  }[];
}

/** 3. A lane as a file to hand to the office (the SSN stays sealed: only the server opens it). */
export async function exportLane(db: LocalDb, employeeId: number, now: Date): Promise<LaneExport> {
  const [lane, rows, state] = await Promise.all([
    db.lanes.get(employeeId),
    laneRows(db, employeeId),
    loadSyncState(db),
  ]);
  return {
    format: 'rentline-waiting-changes',
    version: 1,
    exported_at: now.toISOString(),
    device: state.clientId,
    employee: { id: employeeId, name: lane?.employeeName ?? '' },
    lane: lane?.laneId ?? '',
    changes: rows.map((m) => ({
      id: m.id,
      seq: m.laneSeq,
      name: m.name,
      args: m.args,
      ...(m.base ? { base: m.base } : {}),
      created_at: m.created_at,
    })),
  };
}

async function leave(db: LocalDb, rows: OutboxRow[]): Promise<void> {
  await db.outbox.bulkDelete(rows.map((m) => m.seq));
  await db.pendingUploads
    .where('mutationId')
    .anyOf(rows.map((m) => m.id))
    .delete();
}

/** 3. Another employee's lane, discarded (their changes were never on this person's screen). */
export async function discardLane(db: LocalDb, employeeId: number): Promise<number> {
  return db.transaction('rw', db.outbox, db.pendingUploads, db.lanes, async () => {
    const rows = await laneRows(db, employeeId);
    await leave(db, rows);
    const lane = await db.lanes.get(employeeId);
    if (lane) await db.lanes.put({ ...lane, nextSeq: lane.lastSeq + 1 });
    return rows.length;
  });
}

/** 3. One of the author's own waiting changes, discarded: its effect on screen is undone. */
export async function discardPending(db: LocalDb, employeeId: number, seq: number): Promise<void> {
  await db.transaction('rw', db.tables, async () => {
    const m = await db.outbox.get(seq);
    if (!m || (m.employeeId !== null && m.employeeId !== employeeId)) return;
    await leave(db, [m]);
    await undoLocalEffect(db, m, null);
  });
  const lane = await db.lanes.get(employeeId);
  if (lane) await renumberLane(db, employeeId, lane.lastSeq + 1);
}

/** 4. */
export async function removeDeviceData(
  db: LocalDb,
  options: { discardWaiting: boolean },
): Promise<void> {
  const waiting = await db.outbox.count();
  if (waiting > 0 && !options.discardWaiting) throw new ChangesWaitError(waiting);
  await db.transaction('rw', db.tables, async () => {
    for (const table of db.tables) await table.clear();
  });
  await clearImageCaches();
}
