/**
 * React views of sync state. Counts and lists come from live queries on the database, so every
 * tab shows the same (DESIGN.md section 4: Dexie's live queries update every tab); the phase,
 * errors and bootstrap progress come from this tab's engine.
 */
import { useSyncExternalStore } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { OfflineEntity } from '@rentline/sync-protocol';
import { useOnline } from '../api/http';
import { useSession } from '../api/session';
import { localDb } from '../local-db/app-db';
import type { ConflictRow, SyncIssueRow } from '../local-db/schema';
import { appEngine } from './app-engine';
import { readRecord } from './appliers';
import { readSyncState } from './sync-state';
import type { SyncStatus } from './status-store';

async function sharedCounts() {
  const [pending, issues, conflicts, head, state] = await Promise.all([
    localDb.outbox.count(),
    localDb.syncIssues.count(),
    localDb.conflicts.count(),
    localDb.outbox.orderBy('seq').first(),
    localDb.syncState.get('state'),
  ]);
  return {
    pending,
    issues,
    conflicts,
    ownerEmployeeId: head?.employeeId ?? null,
    lastSyncedAt: state?.lastSyncedAt ?? null,
  };
}

export function useSyncStatus(): SyncStatus {
  const engine = useSyncExternalStore(appEngine.subscribe, appEngine.getStatus);
  const shared = useLiveQuery(sharedCounts, []);
  const online = useOnline();
  const employeeId = useSession().employee?.id ?? null;
  const merged = { ...engine, ...shared };
  return {
    ...merged,
    online: online && engine.online,
    state: !online ? 'offline' : engine.state,
    blockedByOtherEmployee:
      merged.ownerEmployeeId !== null &&
      employeeId !== null &&
      merged.ownerEmployeeId !== employeeId,
  };
}

/** How many changes wait, and whose they are (the sign-in screen shows this). */
export function usePendingSummary(): { count: number; ownerEmployeeId: number | null } {
  const shared = useLiveQuery(sharedCounts, []);
  return { count: shared?.pending ?? 0, ownerEmployeeId: shared?.ownerEmployeeId ?? null };
}

/**
 * How many waiting changes are this employee's own (rows made before anyone was known count as
 * theirs): what sign-out asks about. Another person's changes wait for that person.
 */
export function useOwnPendingCount(employeeId: number): number {
  return (
    useLiveQuery(
      () =>
        localDb.outbox.filter((m) => m.employeeId === null || m.employeeId === employeeId).count(),
      [employeeId],
    ) ?? 0
  );
}

export function useLocalCounts(): { contacts: number; flowItems: number } | undefined {
  return useLiveQuery(async () => {
    const [contacts, flowItems] = await Promise.all([
      localDb.contacts.count(),
      localDb.flowItems.count(),
    ]);
    return { contacts, flowItems };
  }, []);
}

export interface PendingChange {
  seq: number;
  id: string;
  name: string;
  entity: OfflineEntity;
  entityId: string;
  created_at: string;
  employeeId: number | null;
  /** A readable name of the record (its name, else a short id). */
  label: string;
}

export function recordLabel(
  entity: OfflineEntity,
  id: string,
  ...sources: (Record<string, unknown> | null | undefined)[]
): string {
  for (const s of sources) {
    const v = s?.full_name ?? s?.name ?? s?.initial_engagement ?? s?.required_engagement;
    if (typeof v === 'string' && v.trim()) return v;
  }
  return `${entity.replace('_', ' ')} ${id.slice(0, 8)}`;
}

export function usePendingChanges(): PendingChange[] | undefined {
  return useLiveQuery(async () => {
    const rows = await localDb.outbox.orderBy('seq').toArray();
    return Promise.all(
      rows.map(async (m) => ({
        seq: m.seq,
        id: m.id,
        name: m.name,
        entity: m.entity,
        entityId: m.entityId,
        created_at: m.created_at,
        employeeId: m.employeeId,
        label: recordLabel(
          m.entity,
          m.entityId,
          m.args,
          await readRecord(localDb, m.entity, m.entityId),
          m.undo?.row,
        ),
      })),
    );
  }, []);
}

export function useSyncIssues(): SyncIssueRow[] | undefined {
  return useLiveQuery(() => localDb.syncIssues.orderBy('id').reverse().toArray(), []);
}

export function useConflicts(): ConflictRow[] | undefined {
  return useLiveQuery(() => localDb.conflicts.orderBy('id').reverse().toArray(), []);
}

export function useHasPending(entity: OfflineEntity, id: string | undefined): boolean {
  return (
    useLiveQuery(
      async () =>
        id
          ? (await localDb.outbox.where('[entity+entityId]').equals([entity, id]).count()) > 0
          : false,
      [entity, id],
    ) ?? false
  );
}

/** Waits for the state row once (the client id is made on first use). */
export const ensureSyncState = () => readSyncState(localDb);

/** A readable name of a record from the replica (its name, else a short id). */
export function useRecordLabel(
  entity: OfflineEntity,
  id: string,
  ...fallbacks: (Record<string, unknown> | null | undefined)[]
): string {
  const record = useLiveQuery(() => readRecord(localDb, entity, id), [entity, id]);
  return recordLabel(entity, id, record, ...fallbacks);
}
