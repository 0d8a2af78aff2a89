/**
 * The sync engine (DESIGN.md section 4). A factory, so tests run several clients in one process;
 * the app's singleton is in app-engine.ts.
 *
 * 1. Mutations: `mutate(name, args)` writes locally and queues in one transaction (outbox.ts).
 * 2. A cycle, under the `rentline-sync` Web Lock (one tab at a time): when updates wait, pull
 *    first (a rebase notes what others changed, for the conflict log); push the outbox
 *    (push.ts); send the item images whose items the server now has (uploads.ts); pull until
 *    `has_more` is false (pull.ts, rebase.ts).
 * 3. When it runs: at `start()`, after every local write (debounced), on `online`, when the page
 *    becomes visible again and on an interval; a failed cycle retries with exponential backoff
 *    and jitter (capped). Requests while a cycle runs fold into one more cycle.
 * 4. Auth: a 401 pauses the engine (the outbox stays) until `start()` after the next sign-in.
 *    Only the signed-in employee's lane is pushed; other lanes wait for their authors without
 *    holding it up (lanes.ts), and the status names them (`waiting`).
 * 5. Status: an in-memory store (`getStatus`/`subscribe`) with the phase, errors, bootstrap
 *    progress and the counts (counts.ts).
 * 6. Before pushing, the server's SSN key is fetched once and any waiting row that still holds
 *    an SSN as text is sealed (ssn-seal.ts).
 */
import type { MutationName } from '@rentline/sync-protocol/rules';
import type { MutationArgs } from '@rentline/sync-protocol/wire';
import { SYNC } from '@rentline/sync-protocol/rules';
import type { LocalDb } from '../local-db/db';
import { DEFAULT_DB_NAME } from '../local-db/db';
import type { OutboxRow } from '../local-db/schema';
import { backoffDelay } from './backoff';
import { COUNTS_MAX_WAIT_MS, COUNTS_QUIET_MS, readCounts } from './counts';
import { settled } from '../local-db/after-writes';
import {
  clearForSignOut,
  discardLane,
  discardPending,
  exportLane,
  prepareReplicaFor,
  removeDeviceData,
} from './device-data';
import { discardIssue, resendIssue, restoreIssueAsNew } from './issues';
import { withLock } from './lock';
import { enqueueMutation, type EnqueueContext, type EnqueueOptions } from './outbox';
import { pullAll, reportBootstrapStart, SYNC_PAUSED, SyncStopped } from './pull';
import { pushAll } from './push';
import { sealWaitingSsns, storeSsnKey } from './ssn-seal';
import {
  createStatusStore,
  INITIAL_STATUS,
  type BootstrapProgress,
  type SyncStatus,
} from './status-store';
import { AuthError, createTransport, TransientError } from './transport';
import { createUploadQueue } from './uploads';
import { attachBrowserTriggers, browserOnline } from './triggers';

export interface SyncEngineOptions {
  db: LocalDb;
  /** '' in the browser (same origin); the test server's URL in tests. */
  baseUrl: string;
  getToken: () => string | null;
  /** The author of changes made now (kept through a 401, cleared at sign-out). */
  getEmployeeId: () => number | null;
  /** Their name, shown while their changes wait for them. */
  getEmployeeName?: () => string;
  fetch?: typeof fetch;
  /** Called on a 401 (the app clears its session and shows sign-in). */
  onUnauthorized?: () => void;
  pushBatchSize?: number;
  /** Every pull's page size, the bootstrap's included (tests page small replicas). */
  pullPageSize?: number;
  debounceMs?: number;
  intervalMs?: number;
  maxBackoffMs?: number;
  now?: () => Date;
  random?: () => number;
}

export type SyncCycleResult = { ok: true } | { ok: false; error: string };

export function createSyncEngine(options: SyncEngineOptions) {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  const transport = createTransport(options);
  const status = createStatusStore();
  const uploads = createUploadQueue({ ...options, now });
  const lockName = db.name === DEFAULT_DB_NAME ? 'rentline-sync' : `rentline-sync:${db.name}`;
  const debounceMs = options.debounceMs ?? 500;
  const intervalMs = options.intervalMs ?? 30_000;

  let started = false;
  let paused = false;
  /** How many times sync was stopped: a cycle begun before the last stop stores no more pages. */
  let stops = 0;
  let failures = 0;
  let retryAt = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let interval: ReturnType<typeof setInterval> | null = null;
  let running: Promise<SyncCycleResult> | null = null;
  let again = false;
  let detach: (() => void) | null = null;
  let ssnKeyFetched = false;

  const employeeName = () => options.getEmployeeName?.() ?? '';
  const enqueueContext = (): EnqueueContext => ({
    db,
    employeeId: options.getEmployeeId(),
    employeeName: employeeName(),
    now,
  });

  async function refreshCounts(): Promise<void> {
    const { replicaComplete: _, ...counts } = await readCounts(db, options.getEmployeeId());
    status.set(counts);
  }

  /**
   * After a local write: the counts once the writes pause and the page is idle. Recounting after
   * each one put five reads (the outbox's count among them) in front of the next write, which
   * waited for them, and beside the save's drawing: a burst of writes (a stock count, a form
   * saved with its follow-ups) asks once at its end, or once a second while it goes on.
   */
  const countsAfterWrites = settled(() => void refreshCounts().catch(() => undefined), {
    quietMs: COUNTS_QUIET_MS,
    maxWaitMs: COUNTS_MAX_WAIT_MS,
  });

  // 2.
  async function cycle(): Promise<SyncCycleResult> {
    const employeeId = options.getEmployeeId();
    if (paused || !options.getToken() || employeeId === null) {
      status.set({ state: 'paused' });
      return { ok: false, error: SYNC_PAUSED };
    }
    status.set({ state: 'syncing' });
    const author = { id: employeeId, name: employeeName() };
    const pushDeps = {
      db,
      transport,
      author,
      batchSize: options.pushBatchSize ?? SYNC.pushBatchSize,
      now,
      onServerVersion: () => status.set({ updateRequired: true }),
    };
    const run = stops;
    const pullDeps = {
      db,
      transport,
      author,
      stopped: () => stops !== run,
      onServerVersion: () => status.set({ updateRequired: true }),
      pageSize: options.pullPageSize ?? SYNC.pullPageSize,
      bootstrapFirstPageSize: options.pullPageSize ?? SYNC.bootstrapFirstPageSize,
      bootstrapPageSize: options.pullPageSize ?? SYNC.bootstrapPageSize,
      now,
      onBootstrapProgress: (bootstrap: BootstrapProgress) => status.set({ bootstrap }),
      // Whatever cannot be sent (another employee's) survives the reset by replay (pull.ts 4).
      pushOutbox: () => pushAll(pushDeps),
    };
    try {
      // 4. The replica shows the signed-in person's view (device-data.ts).
      await prepareReplicaFor(db, employeeId, now().toISOString());
      await reportBootstrapStart(pullDeps);
      // 6.
      if (!ssnKeyFetched) {
        // Not fatal: without the key, sealing waits for the next cycle (a version 1 row is
        // still read by the server).
        await transport
          .ssnKey()
          .then((key) => storeSsnKey(db, key))
          .then(() => (ssnKeyFetched = true))
          .catch((err: unknown) => {
            if (err instanceof AuthError) throw err;
          });
      }
      await sealWaitingSsns(db);
      const waiting = await db.outbox.where('employeeId').equals(employeeId).toArray();
      if (waiting.some((m) => m.name.endsWith('.update'))) await pullAll(pullDeps);
      await pushAll(pushDeps);
      await uploads.run();
      await pullAll(pullDeps);
      failures = 0;
      retryAt = 0;
      // Idle together with the counts the cycle left (its last synced time among them): set
      // apart, the status said "Not synced yet" between "Syncing" and "Synced just now".
      const counts = await readCounts(db, options.getEmployeeId());
      status.set({
        ...counts,
        state: 'idle',
        online: true,
        lastError: null,
        bootstrap: null,
        nextRetryAt: null,
      });
      return { ok: true };
    } catch (err) {
      await refreshCounts().catch(() => undefined);
      if (err instanceof SyncStopped) {
        status.set({ state: 'paused' });
        return { ok: false, error: err.message };
      }
      return failed(err);
    }
  }

  function failed(err: unknown): SyncCycleResult {
    const message = err instanceof Error ? err.message : String(err);
    status.set({ bootstrap: null });
    // 4.
    if (err instanceof AuthError) {
      pause();
      status.set({ lastError: message });
      options.onUnauthorized?.();
      return { ok: false, error: message };
    }
    if (!(err instanceof TransientError)) console.error('Sync failed', err);
    // 3.
    failures++;
    const delay = backoffDelay(failures, {
      maxMs: options.maxBackoffMs ?? 60_000,
      random: options.random,
    });
    retryAt = Date.now() + delay;
    const offline = err instanceof TransientError && err.offline;
    status.set({
      state: offline ? 'offline' : 'error',
      online: !offline,
      lastError: message,
      nextRetryAt: retryAt,
    });
    schedule(delay);
    return { ok: false, error: message };
  }

  /** Runs a cycle now (or one more after the running one); resolves with its outcome. */
  function syncNow(): Promise<SyncCycleResult> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let result: SyncCycleResult;
      do {
        again = false;
        result = await withLock(lockName, cycle);
        // A cycle that a stop cut short (or that found sync paused) says nothing of one asked
        // for since the engine was started again: that one runs.
      } while (again && (result.ok || (result.error === SYNC_PAUSED && started && !paused)));
      return result;
    })().finally(() => {
      running = null;
    });
    return running;
  }

  // 3.
  function schedule(delayMs: number): void {
    if (!started || paused) return;
    const wait = Math.max(delayMs, retryAt - Date.now());
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      void syncNow();
    }, wait);
  }

  function attachTriggers(): () => void {
    status.set({ online: browserOnline() });
    return attachBrowserTriggers({
      online: () => {
        failures = 0;
        retryAt = 0;
        status.set({ online: true });
        void syncNow();
      },
      offline: () => status.set({ online: false, state: 'offline' }),
      visible: () => {
        if (Date.now() >= retryAt) void syncNow();
      },
    });
  }

  function start(): void {
    if (started && !paused) return;
    started = true;
    paused = false;
    failures = 0;
    retryAt = 0;
    detach ??= attachTriggers();
    interval ??= setInterval(() => {
      if (Date.now() >= retryAt) void syncNow();
    }, intervalMs);
    void syncNow();
  }

  function pause(): void {
    paused = true;
    stops++;
    if (timer) clearTimeout(timer);
    countsAfterWrites.cancel();
    if (interval) clearInterval(interval);
    timer = null;
    interval = null;
    detach?.();
    detach = null;
    status.set({ state: 'paused', nextRetryAt: null });
  }

  /** 1. Local write + outbox row in one transaction; a sync follows shortly. */
  async function mutate<N extends MutationName>(
    name: N,
    args: MutationArgs<N>,
    enqueueOptions?: EnqueueOptions,
  ): Promise<OutboxRow | null> {
    const row = await enqueueMutation(enqueueContext(), name, args, enqueueOptions);
    if (row) schedule(debounceMs);
    countsAfterWrites.ask();
    return row;
  }

  async function afterIssueChange<T>(work: Promise<T>): Promise<T> {
    const result = await work;
    schedule(debounceMs);
    void refreshCounts();
    return result;
  }

  return {
    db,
    mutate,
    syncNow,
    start,
    pause,
    /** Stops timers and listeners for good (tests, sign-out of the app). */
    stop: pause,
    /**
     * Settles once no cycle is running: after `stop`, a cycle already under way still finishes,
     * and whoever closes the database waits for it here rather than pull the database from under it.
     */
    async idle(): Promise<void> {
      while (running) await running.catch(() => undefined);
    },
    getStatus: status.get,
    subscribe: status.subscribe,
    /** Tests that share the app's engine: its status back to a fresh tab's (not started). */
    resetStatusForTests: () => status.set(INITIAL_STATUS),
    refreshCounts,
    resendIssue: (issueId: number, editedArgs?: Record<string, unknown>) =>
      afterIssueChange(resendIssue(enqueueContext(), issueId, editedArgs)),
    discardIssue: (issueId: number) => afterIssueChange(discardIssue(db, issueId)),
    restoreIssueAsNew: (issueId: number) =>
      afterIssueChange(restoreIssueAsNew(enqueueContext(), issueId)),
    dismissConflict: (conflictId: number) => afterIssueChange(db.conflicts.delete(conflictId)),
    dismissAllConflicts: () =>
      afterIssueChange(
        db.conflicts
          .where('employeeId')
          .equals(options.getEmployeeId() ?? -1)
          .delete(),
      ),
    /** Another employee's waiting changes as a file for the office (device-data.ts 3). */
    exportLane: (employeeId: number) => exportLane(db, employeeId, now()),
    discardLane: (employeeId: number) => afterIssueChange(discardLane(db, employeeId)),
    /** One of the signed-in employee's own waiting changes. */
    discardPending: (seq: number) => {
      const me = options.getEmployeeId();
      return afterIssueChange(me === null ? Promise.resolve() : discardPending(db, me, seq));
    },
    /** Sign-out: sync stops and the tablet keeps nothing personal but what waits (device-data.ts 2). */
    async signOut(employeeId: number): Promise<void> {
      pause();
      await clearForSignOut(db, employeeId);
      await refreshCounts().catch(() => undefined);
    },
    removeDeviceData: (discardWaiting: boolean) =>
      afterIssueChange(removeDeviceData(db, { discardWaiting })),
  };
}

export type SyncEngine = ReturnType<typeof createSyncEngine>;
export type { SyncStatus };
