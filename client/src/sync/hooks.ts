/**
 * React views of sync state. Counts and lists come from live queries on the database, so every
 * tab shows the same (DESIGN.md section 4: Dexie's live queries update every tab); the phase,
 * errors and bootstrap progress come from this tab's engine.
 */
import { useSyncExternalStore } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { OfflineEntity } from '@rentline/sync-protocol/rules';
import { useOnline } from '../api/http';
import { useSession } from '../api/session';
import { localDb } from '../local-db/app-db';
import { SYNC_STATE_KEY, type ConflictRow, type SyncIssueRow } from '../local-db/schema';
import { appEngine } from './app-engine';
import { readRecord } from './appliers';
import { unsendableReason } from './issues';
import type { LaneSummary } from './lanes';
import { sharedCounts } from './shared-counts';
import type { SyncStatus } from './status-store';

export function useSyncStatus(): SyncStatus {
  const engine = useSyncExternalStore(appEngine.subscribe, appEngine.getStatus);
  const online = useOnline();
  const employeeId = useSession().employee?.id ?? null;
  const shared = sharedCounts(employeeId);
  const counts = useSyncExternalStore(shared.subscribe, shared.get);
  return {
    ...engine,
    ...counts,
    // The later of the two: the engine goes idle with the time its cycle stored, and the live
    // query reads it a moment after; its older answer must not say "Not synced yet" meanwhile.
    lastSyncedAt: later(engine.lastSyncedAt, counts?.lastSyncedAt ?? null),
    online: online && engine.online,
    state: !online ? 'offline' : engine.state,
  };
}

/** The later of two ISO times (as `toISOString` writes them, so they compare as text). */
function later(a: string | null, b: string | null): string | null {
  if (a === null || b === null) return a ?? b;
  return a > b ? a : b;
}

/**
 * Other employees' changes that wait on this device for them to sign in (lanes.ts): the status
 * counts' own list, not a read of its own after every write.
 */
export function useWaitingLanes(employeeId: number | null): LaneSummary[] {
  const shared = sharedCounts(employeeId);
  return useSyncExternalStore(shared.subscribe, shared.get)?.waiting ?? NO_LANES;
}

const NO_LANES: LaneSummary[] = [];

/**
 * How many waiting changes are this employee's own (rows made before anyone was known count as
 * theirs): what sign-out asks about. Another person's changes wait for that person.
 */
export function useOwnPendingCount(employeeId: number): number {
  // The counts the status shows (shared-counts.ts): one read after a write, not one more here.
  const shared = sharedCounts(employeeId);
  return useSyncExternalStore(shared.subscribe, shared.get)?.pending ?? 0;
}

/**
 * Whether the first download has ended (undefined while reading): before it, lists are partial.
 * Read with the status counts: every local write stores the sync state, and a read of its own
 * came again after each one.
 */
export function useReplicaComplete(): boolean | undefined {
  const shared = sharedCounts(useSession().employee?.id ?? null);
  return useSyncExternalStore(shared.subscribe, shared.get)?.replicaComplete;
}

/**
 * Contacts and inventory items on this tablet. `complete` is false until the first download has
 * finished: a total shown before then would be a partial count passed off as the real one.
 */
export function useLocalCounts():
  { contacts: number; flowItems: number; complete: boolean } | undefined {
  return useLiveQuery(async () => {
    const [contacts, flowItems, state] = await Promise.all([
      localDb.contacts.count(),
      localDb.flowItems.count(),
      localDb.syncState.get(SYNC_STATE_KEY),
    ]);
    return { contacts, flowItems, complete: state?.bootstrapped === 1 };
  }, []);
}

export interface PendingChange {
  seq: number;
  laneSeq: number;
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

/** The signed-in employee's waiting changes, oldest first. */
export function usePendingChanges(): PendingChange[] | undefined {
  const employeeId = useSession().employee?.id ?? null;
  return useLiveQuery(async () => {
    const rows = await localDb.outbox
      .orderBy('seq')
      .filter((m) => m.employeeId === null || m.employeeId === employeeId)
      .toArray();
    return Promise.all(
      rows.map(async (m) => ({
        seq: m.seq,
        laneSeq: m.laneSeq,
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
  }, [employeeId]);
}

/** The signed-in employee's sync issues, newest first (another person's are theirs alone). */
export function useSyncIssues(): SyncIssueRow[] | undefined {
  const employeeId = useSession().employee?.id ?? null;
  return useLiveQuery(
    () =>
      localDb.syncIssues
        .orderBy('id')
        .reverse()
        .filter(
          (i) => i.employeeId === undefined || i.employeeId === null || i.employeeId === employeeId,
        )
        .toArray(),
    [employeeId],
  );
}

/** Why an issue's change can no longer be sent (issues.ts `unsendableReason`), or null. */
export function useUnsendableReason(issue: SyncIssueRow): string | null | undefined {
  const args = { ...issue.record, ...issue.args };
  return useLiveQuery(
    () => unsendableReason(localDb, issue.entity, args),
    [issue.entity, args.engagement_id],
    // Only a follow-up needs a look (undefined until read): any other change is sendable at once.
    issue.entity === 'follow_up' ? undefined : null,
  );
}

/** The conflicts told to the signed-in employee, newest first. */
export function useConflicts(): ConflictRow[] | undefined {
  const employeeId = useSession().employee?.id ?? -1;
  return useLiveQuery(
    async () =>
      (await localDb.conflicts.where('employeeId').equals(employeeId).sortBy('noticeId')).reverse(),
    [employeeId],
  );
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

/** A readable name of a record from the replica (its name, else a short id). */
export function useRecordLabel(
  entity: OfflineEntity,
  id: string,
  ...fallbacks: (Record<string, unknown> | null | undefined)[]
): string {
  const record = useLiveQuery(() => readRecord(localDb, entity, id), [entity, id]);
  return recordLabel(entity, id, record, ...fallbacks);
}
