/**
 * The sync engine's public face for the app (DESIGN.md section 4). Screens write through
 * `mutate` and read through local-db live queries; nothing else touches the outbox.
 */
export { appEngine, pauseSync, startSync, syncNow } from './app-engine';
export {
  recordLabel,
  useConflicts,
  useHasPending,
  useLocalCounts,
  useOwnPendingCount,
  useRecordLabel,
  usePendingChanges,
  usePendingSummary,
  useSyncIssues,
  useSyncStatus,
  type PendingChange,
} from './hooks';
export { isGoneIssue } from './issues';
export { LocalRecordMissingError } from './outbox';
export {
  createSyncEngine,
  type SyncEngine,
  type SyncEngineOptions,
  type SyncCycleResult,
} from './engine';
export type { SyncPhase, SyncStatus } from './status-store';

import type { MutationArgs, MutationName } from '@rentline/sync-protocol';
import { appEngine } from './app-engine';

/** Local write + outbox row in one transaction (see outbox.ts); resolves with the queued row, or null when nothing changed. */
export const mutate = <N extends MutationName>(name: N, args: MutationArgs<N>) =>
  appEngine.mutate(name, args);
export const resendIssue = (issueId: number, editedArgs?: Record<string, unknown>) =>
  appEngine.resendIssue(issueId, editedArgs);
export const discardIssue = (issueId: number) => appEngine.discardIssue(issueId);
export const restoreIssueAsNew = (issueId: number) => appEngine.restoreIssueAsNew(issueId);
export const dismissConflict = (conflictId: number) => appEngine.dismissConflict(conflictId);
export const dismissAllConflicts = () => appEngine.dismissAllConflicts();
