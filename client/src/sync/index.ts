/**
 * The sync engine's public face for the app (DESIGN.md section 4). Screens write through
 * `mutate` and read through local-db live queries; nothing else touches the outbox.
 */
export { appEngine, endSync, pauseSync, startSync, syncNow } from './app-engine';
export {
  recordLabel,
  useConflicts,
  useHasPending,
  useLocalCounts,
  useOwnPendingCount,
  useRecordLabel,
  useReplicaComplete,
  usePendingChanges,
  useSyncIssues,
  useUnsendableReason,
  useSyncStatus,
  useWaitingLanes,
  type PendingChange,
} from './hooks';
export type { LaneSummary } from './lanes';
export { NoSsnKeyError } from './ssn-seal';
export { heldData, isGoneIssue } from './issues';
export { LocalRecordMissingError } from './outbox';
export { createdRecord } from './appliers';
export { writeOnline } from './online-write';
export {
  createSyncEngine,
  type SyncEngine,
  type SyncEngineOptions,
  type SyncCycleResult,
} from './engine';
export type { SyncPhase, SyncStatus } from './status-store';

import type { MutationName } from '@rentline/sync-protocol/rules';
import type { MutationArgs } from '@rentline/sync-protocol/wire';
import { appEngine } from './app-engine';
import { noteQueued } from './shared-counts';
import type { EnqueueOptions } from './outbox';
import { sealSsn as sealSsnWith } from './ssn-seal';

/**
 * Local write + outbox row in one transaction (see outbox.ts); resolves with the queued row, or
 * null when nothing changed. An edit form passes the values it showed as `options.base`.
 */
export async function mutate<N extends MutationName>(
  name: N,
  args: MutationArgs<N>,
  options?: EnqueueOptions,
) {
  const row = await appEngine.mutate(name, args, options);
  if (row) noteQueued(row.employeeId ?? null);
  return row;
}
/** The SSN sealed to the server's key, before anything is stored (ssn-seal.ts). */
export const sealSsn = (plain: string) => sealSsnWith(appEngine.db, plain);
export const resendIssue = (issueId: number, editedArgs?: Record<string, unknown>) =>
  appEngine.resendIssue(issueId, editedArgs);
export const discardIssue = (issueId: number) => appEngine.discardIssue(issueId);
export const restoreIssueAsNew = (issueId: number) => appEngine.restoreIssueAsNew(issueId);
export const dismissConflict = (conflictId: number) => appEngine.dismissConflict(conflictId);
export const dismissAllConflicts = () => appEngine.dismissAllConflicts();
export const exportLane = (employeeId: number) => appEngine.exportLane(employeeId);
export const discardLane = (employeeId: number) => appEngine.discardLane(employeeId);
export const discardPending = (seq: number) => appEngine.discardPending(seq);
export const removeDeviceData = (discardWaiting: boolean) =>
  appEngine.removeDeviceData(discardWaiting);
export { ChangesWaitError, type LaneExport } from './device-data';
export type { EnqueueOptions } from './outbox';
