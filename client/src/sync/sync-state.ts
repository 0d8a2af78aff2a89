/**
 * The one `syncState` row: created on first use with a new client id (DESIGN.md section 4,
 * "Ids": each browser profile has a `client_id`, a UUID kept in IndexedDB).
 * Call inside a transaction that includes `syncState` (or on its own).
 */
import { v7 as uuidv7 } from 'uuid';
import type { LocalDb } from '../local-db/db';
import { SYNC_STATE_KEY, type SyncStateRow } from '../local-db/schema';

export async function loadSyncState(db: LocalDb): Promise<SyncStateRow> {
  const existing = await db.syncState.get(SYNC_STATE_KEY);
  if (existing) return existing;
  const fresh: SyncStateRow = {
    key: SYNC_STATE_KEY,
    clientId: uuidv7(),
    cursor: 0,
    lastSeq: 0,
    nextSeq: 1,
    lastSyncedAt: null,
    ownerEmployeeId: null,
    bootstrapped: 0,
  };
  await db.syncState.put(fresh);
  return fresh;
}

export async function readSyncState(db: LocalDb): Promise<SyncStateRow> {
  return db.transaction('rw', db.syncState, () => loadSyncState(db));
}

export async function patchSyncState(db: LocalDb, patch: Partial<Omit<SyncStateRow, 'key'>>) {
  const state = await loadSyncState(db);
  const next = { ...state, ...patch };
  await db.syncState.put(next);
  return next;
}
