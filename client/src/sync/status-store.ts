/**
 * The engine's in-memory status (DESIGN.md section 4, "Status"): what this tab's engine is
 * doing. Counts that every tab shares (pending, issues, conflicts, last synced) are read from
 * the database by live queries in hooks.ts; the engine also copies them here for non-React
 * callers and tests.
 */
import type { LaneSummary } from './lanes';

export interface BootstrapProgress {
  received: number;
  /** Null until the first page's answer (or from a bootstrap begun by an older app). */
  total: number | null;
  /**
   * Bytes on the wire of the answers received so far, a page still arriving included when the
   * browser tells its wire bytes (sync/bootstrap-progress.ts).
   */
  bytes: number;
  /** Bytes whose wire size is not known (a gzipped answer still arriving), as unzipped. */
  unzipped?: number;
  /** Seconds left at the rate rows came in this run; absent without a total or a stored page. */
  secondsLeft?: number;
}

export type SyncPhase = 'idle' | 'syncing' | 'paused' | 'offline' | 'error';

export interface SyncStatus {
  online: boolean;
  state: SyncPhase;
  pending: number;
  issues: number;
  conflicts: number;
  lastSyncedAt: string | null;
  /**
   * Set while a bootstrap from cursor 0 runs (from before its first page): records stored so
   * far, a resumed bootstrap's earlier pages included, and the total the first page announced.
   */
  bootstrap: BootstrapProgress | null;
  lastError: string | null;
  /** Other employees' changes waiting on this device for their authors to sign in. */
  waiting: LaneSummary[];
  nextRetryAt: number | null;
  /** The server speaks a newer sync protocol: the app should update (DESIGN.md "Versions"). */
  updateRequired: boolean;
}

export const INITIAL_STATUS: SyncStatus = {
  online: true,
  state: 'idle',
  pending: 0,
  issues: 0,
  conflicts: 0,
  lastSyncedAt: null,
  bootstrap: null,
  lastError: null,
  waiting: [],
  nextRetryAt: null,
  updateRequired: false,
};

export function createStatusStore(initial: SyncStatus = INITIAL_STATUS) {
  let status = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => status,
    set(patch: Partial<SyncStatus>) {
      const next = { ...status, ...patch };
      const same = (a: unknown, b: unknown) =>
        a === b ||
        (Array.isArray(a) && Array.isArray(b) && JSON.stringify(a) === JSON.stringify(b));
      const changed = (Object.keys(patch) as (keyof SyncStatus)[]).some(
        (k) => !same(next[k], status[k]),
      );
      if (!changed) return;
      status = next;
      for (const l of listeners) l();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
export type StatusStore = ReturnType<typeof createStatusStore>;
