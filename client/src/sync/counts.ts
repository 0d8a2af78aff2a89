/**
 * What waits, as the status shows it (DESIGN.md section 4, "Status" and "Lanes"): the signed-in
 * employee's own changes, sync issues and conflicts, and, apart, the changes that wait on this
 * device for other employees to sign in. One reader for the engine and the React hooks.
 */
import type { LocalDb } from '../local-db/db';
import { SYNC_STATE_KEY } from '../local-db/schema';
import { laneSummaries, type LaneSummary } from './lanes';

export interface SyncCounts {
  /** The signed-in employee's waiting changes (with any made before anyone was known). */
  pending: number;
  issues: number;
  conflicts: number;
  lastSyncedAt: string | null;
  /** Other employees' lanes that wait for their authors. */
  waiting: LaneSummary[];
  /** Whether the first download has ended: before it, lists are partial. */
  replicaComplete: boolean;
}

/** How long the counts wait for local writes to pause before reading again. */
export const COUNTS_QUIET_MS = 50;
/** The longest a burst of local writes that does not pause holds a new count back. */
export const COUNTS_MAX_WAIT_MS = 1000;

/** The tables readCounts reads: a write to any of them can change the counts. */
export const COUNTED_TABLES = ['lanes', 'outbox', 'syncIssues', 'conflicts', 'syncState'] as const;

const mine = (employeeId: number | null) => (row: { employeeId?: number | null }) =>
  row.employeeId === undefined || row.employeeId === null || row.employeeId === employeeId;

export async function readCounts(db: LocalDb, employeeId: number | null): Promise<SyncCounts> {
  const [lanes, all, owned, issues, conflicts, state] = await Promise.all([
    laneSummaries(db),
    db.outbox.count(),
    db.outbox.where('employeeId').aboveOrEqual(-Infinity).count(),
    db.syncIssues.filter(mine(employeeId)).count(),
    employeeId === null ? 0 : db.conflicts.where('employeeId').equals(employeeId).count(),
    // A plain read: readSyncState's write transaction would hold up the next local write.
    db.syncState.get(SYNC_STATE_KEY),
  ]);
  const own = lanes.find((l) => l.employeeId === employeeId)?.count ?? 0;
  return {
    pending: own + (all - owned),
    issues,
    conflicts,
    lastSyncedAt: state?.lastSyncedAt ?? null,
    waiting: lanes.filter((l) => l.employeeId !== employeeId),
    replicaComplete: state?.bootstrapped === 1,
  };
}
