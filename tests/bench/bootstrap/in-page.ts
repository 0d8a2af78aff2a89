/**
 * Code the bootstrap benchmark runs inside its pages (bundled by pages.ts and added to every
 * benchmark context as an init script): watching the app's own bootstrap, and PouchDB's
 * replication. Both sample the JS heap every 50 ms.
 */
import type { RunResult } from './browser-runs';

interface PouchLike {
  replicate: { from(url: string, options: object): Promise<{ ok: boolean }> };
  info(): Promise<{ doc_count: number }>;
}

declare global {
  interface Window {
    benchWatchBootstrap: () => Promise<RunResult>;
    benchRunPouch: (remote: string, batchSize: number | undefined) => Promise<RunResult>;
    PouchDB?: new (name: string) => PouchLike;
  }
}

const heap = () =>
  (performance as Performance & { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ??
  0;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const request = <T>(r: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error);
  });

/** The app's IndexedDB database once Dexie has created its stores. */
async function openAppDb(): Promise<IDBDatabase | null> {
  if (!(await indexedDB.databases()).some((d) => d.name === 'rentline')) return null;
  const db = await request(indexedDB.open('rentline'));
  if (!db.objectStoreNames.contains('syncState')) {
    db.close();
    return null;
  }
  db.onversionchange = () => db.close();
  return db;
}

const REPLICA_TABLES = ['contacts', 'engagements', 'followUps', 'flowItems', 'lookups'];

/**
 * Polls (every 50 ms) the replica's sync state until `bootstrapped`; the pull sets it in the
 * transaction that stores the last page, and a read-only read waits for that commit.
 */
window.benchWatchBootstrap = async () => {
  let peak = heap();
  const started = performance.now();
  let db: IDBDatabase | null = null;
  for (;;) {
    peak = Math.max(peak, heap());
    if (performance.now() - started > 600_000) throw new Error('no bootstrap within 10 minutes');
    db ??= await openAppDb();
    if (db) {
      const store = db.transaction('syncState', 'readonly').objectStore('syncState');
      const state = (await request(store.get('state'))) as { bootstrapped?: number } | undefined;
      if (state?.bootstrapped === 1) break;
    }
    await sleep(50);
  }
  const end = performance.now();
  peak = Math.max(peak, heap());
  const pulls = performance
    .getEntriesByType('resource')
    .filter((e) => e.name.includes('/api/sync/pull'));
  if (pulls.length === 0) throw new Error('the app made no /api/sync/pull request');
  const firstPull = Math.min(...pulls.map((e) => e.startTime));
  const tx = db.transaction(REPLICA_TABLES, 'readonly');
  const counts = await Promise.all(REPLICA_TABLES.map((t) => request(tx.objectStore(t).count())));
  db.close();
  return { ms: end - firstPull, peakHeapBytes: peak, stored: counts.reduce((a, b) => a + b, 0) };
};

window.benchRunPouch = async (remote, batchSize) => {
  if (!window.PouchDB) throw new Error('PouchDB is not loaded');
  let peak = heap();
  const sampler = setInterval(() => (peak = Math.max(peak, heap())), 50);
  const local = new window.PouchDB(`local-${Date.now()}`);
  const start = performance.now();
  const result = await local.replicate.from(
    `${location.origin}/db/${remote}`,
    batchSize ? { batch_size: batchSize } : {},
  );
  const ms = performance.now() - start;
  clearInterval(sampler);
  peak = Math.max(peak, heap());
  if (!result.ok) throw new Error('PouchDB replication did not complete');
  return { ms, peakHeapBytes: peak, stored: (await local.info()).doc_count };
};
