/**
 * The status counts (counts.ts), one store per employee, shared by every component that
 * shows them: the status button, the panel, the first download's bar and the dashboard read the
 * same answer instead of each re-reading five tables after every write (a first download writes
 * a page every few hundred milliseconds). It is read while anyone is listening: again once
 * writes to the tables it counts pause and the page is idle (local-db/after-writes.ts), so a
 * save is drawn before its count is read.
 */
import { localDb } from '../local-db/app-db';
import { onTablesWritten, settled } from '../local-db/after-writes';
import {
  COUNTED_TABLES,
  COUNTS_MAX_WAIT_MS,
  COUNTS_QUIET_MS,
  readCounts,
  type SyncCounts,
} from './counts';

interface CountsStore {
  subscribe: (listener: () => void) => () => void;
  /** A change this tab just queued for `owner`: counted at once, read again later. */
  noteQueued: (owner: number | null) => void;
  /** Undefined until the first answer (as useLiveQuery's first render). */
  get: () => SyncCounts | undefined;
}

const stores = new Map<number | null, CountsStore>();

function createStore(employeeId: number | null): CountsStore {
  const listeners = new Set<() => void>();
  let value: SyncCounts | undefined;
  let stop: (() => void) | null = null;
  /** Counts a read that started; an answer is kept only from the newest read of the newest watch. */
  let reads = 0;
  const notify = () => listeners.forEach((listener) => listener());

  const read = () => {
    const mine = ++reads;
    readCounts(localDb, employeeId).then(
      (counts) => {
        if (mine !== reads || !stop) return; // a newer read is on its way, or nobody listens
        value = counts;
        notify();
      },
      (err: unknown) => console.warn('The sync counts could not be read', err),
    );
  };

  function watch(): () => void {
    const later = settled(read, { quietMs: COUNTS_QUIET_MS, maxWaitMs: COUNTS_MAX_WAIT_MS });
    const unwatch = onTablesWritten(localDb, COUNTED_TABLES, later.ask);
    return () => {
      unwatch();
      later.cancel();
    };
  }

  return {
    get: () => value,
    noteQueued(owner) {
      // Whose changes this store counts (counts.ts `mine`): its employee's, and nobody's.
      if (!value || (owner !== null && owner !== employeeId)) return;
      value = { ...value, pending: value.pending + 1 };
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      if (!stop) {
        stop = watch();
        read();
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        stop?.();
        stop = null;
        value = undefined;
      };
    },
  };
}

export function sharedCounts(employeeId: number | null): CountsStore {
  let store = stores.get(employeeId);
  if (!store) {
    store = createStore(employeeId);
    stores.set(employeeId, store);
  }
  return store;
}

/**
 * A change just queued in this tab, counted as waiting at once by every store that counts it: the
 * read after the writes pause comes a moment later, and meanwhile the status said "Synced" with
 * nothing waiting, though the save was on screen (and the sync it sets off could be taken for
 * done).
 */
export function noteQueued(owner: number | null): void {
  for (const store of stores.values()) store.noteQueued(owner);
}
