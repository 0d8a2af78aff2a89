/**
 * The status counts (counts.ts) as one live query per employee, shared by every component that
 * shows them: the status button, the panel, the first download's bar and the dashboard read the
 * same answer instead of each re-reading five tables after every write (a first download writes
 * a page every few hundred milliseconds). The query runs while anyone is listening.
 */
import { liveQuery, type Subscription } from 'dexie';
import { localDb } from '../local-db/app-db';
import { readCounts, type SyncCounts } from './counts';

interface CountsStore {
  subscribe: (listener: () => void) => () => void;
  /** Undefined until the first answer (as useLiveQuery's first render). */
  get: () => SyncCounts | undefined;
}

const stores = new Map<number | null, CountsStore>();

function createStore(employeeId: number | null): CountsStore {
  const listeners = new Set<() => void>();
  let value: SyncCounts | undefined;
  let subscription: Subscription | null = null;
  const notify = () => listeners.forEach((listener) => listener());
  return {
    get: () => value,
    subscribe(listener) {
      listeners.add(listener);
      subscription ??= liveQuery(() => readCounts(localDb, employeeId)).subscribe({
        next: (counts) => {
          value = counts;
          notify();
        },
        error: (err: unknown) => console.warn('The sync counts could not be read', err),
      });
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        subscription?.unsubscribe();
        subscription = null;
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
