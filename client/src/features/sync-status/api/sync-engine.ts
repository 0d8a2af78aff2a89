/**
 * What the sync panel reads from and asks of the sync engine (DESIGN.md section 4): its status,
 * the pending changes, the issues and conflicts, and the actions on them. The panel's
 * components take these from here, not from sync/ or local-db/ (CONVENTIONS.md 6).
 */
export {
  discardIssue,
  discardLane,
  discardPending,
  dismissAllConflicts,
  dismissConflict,
  endSync,
  exportLane,
  heldData,
  isGoneIssue,
  recordLabel,
  removeDeviceData,
  resendIssue,
  restoreIssueAsNew,
  syncNow,
  useConflicts,
  usePendingChanges,
  useRecordLabel,
  useSyncIssues,
  useUnsendableReason,
  useSyncStatus,
  useWaitingLanes,
  type LaneSummary,
  type PendingChange,
  type SyncStatus,
} from '@/sync';
export type { ConflictRow, SyncIssueRow } from '@/local-db/schema';
