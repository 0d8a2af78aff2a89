import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SYNC } from '@rentline/sync-protocol/rules';
import type { PullResponse } from '@rentline/sync-protocol/wire';
import { createLocalDb, type LocalDb } from '../local-db/db';
import { createSyncEngine, type SyncEngine } from './engine';
import { trickling } from './testing/slow-network';
import { testDb } from './testing/factories';

let dbs: LocalDb[] = [];
let engines: SyncEngine[] = [];
afterEach(async () => {
  for (const e of engines) e.stop();
  vi.useRealTimers();
  for (const e of engines) await e.idle();
  for (const d of dbs) await d.delete();
  engines = [];
  dbs = [];
});

/** The store on the server: this many lookup rows, versions 1 to ROWS. */
const ROWS = 2000;
/** The link: 10 rows' worth of bytes every 200 ms, 50 rows a second. */
const ROWS_PER_PART = 10;
const PART_MS = 200;

interface Asked {
  cursor: number;
  limit: number;
}

/** A server on a weak link; the pull requests listed in `stalls` (0 first) stop after 2 parts. */
function weakServer(stalls: number[] = []) {
  const asked: Asked[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    if (!url.pathname.endsWith('/api/sync/pull'))
      return Response.json({ error: 'Not here' }, { status: 404 });
    const cursor = Number(url.searchParams.get('cursor'));
    const limit = Number(url.searchParams.get('limit'));
    const stalled = stalls.includes(asked.length);
    asked.push({ cursor, limit });
    const last = Math.min(ROWS, cursor + limit);
    const page: PullResponse = {
      changes: Array.from({ length: last - cursor }, (_, i) => {
        const v = cursor + i + 1;
        return {
          entity: 'category',
          op: 'put',
          id: String(v),
          version: v,
          data: { id: v, name: `Category ${v}`, version: v },
        };
      }),
      cursor: last,
      has_more: last < ROWS,
      last_seq: 0,
      ...(cursor === 0 ? { total: ROWS } : {}),
    };
    const parts = Math.max(1, Math.ceil((last - cursor) / ROWS_PER_PART));
    return trickling(
      JSON.stringify(page),
      { parts, everyMs: PART_MS, ...(stalled ? { stallAfter: 2 } : {}) },
      init?.signal,
    );
  }) as typeof fetch;
  return { asked, fetchImpl };
}

function engineOver(db: LocalDb, fetchImpl: typeof fetch) {
  const engine = createSyncEngine({
    db,
    baseUrl: 'http://server',
    getToken: () => 'token',
    getEmployeeId: () => 1,
    fetch: fetchImpl,
    random: () => 1,
  });
  engines.push(engine);
  return engine;
}

/** Fake time on, in steps of 100 ms, each followed by a real turn for IndexedDB's own work. */
async function until(done: () => boolean, limitMs = 10 * 60_000) {
  for (let t = 0; t < limitMs && !done(); t += 100) {
    await vi.advanceTimersByTimeAsync(100);
    await new Promise((resolve) => setImmediate(resolve));
  }
  expect(done()).toBe(true);
}

const fakeClock = () =>
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });

describe('#engine first download on a weak signal', () => {
  it('gives up a page that stalls and retries from the last stored cursor at half its size, not at 100 rows', async () => {
    const db = testDb();
    dbs.push(db);
    fakeClock();
    const server = weakServer([2]);
    const e = engineOver(db, server.fetchImpl);
    e.start();
    await until(() => e.getStatus().state === 'offline');
    expect(e.getStatus().lastError).toBe('The connection stalled (nothing for 20 s)');
    const [first, second, stalled] = server.asked;
    // Sized by the measured rate: each page larger, towards about 12 s (600 rows at 50 a second).
    expect(first).toEqual({ cursor: 0, limit: SYNC.bootstrapFirstPageSize });
    expect(second!.limit).toBeGreaterThan(first!.limit);
    expect(stalled!.limit).toBeGreaterThan(second!.limit);
    expect(stalled!.limit).toBeLessThanOrEqual(700);

    await until(() => server.asked.length > 3);
    expect(server.asked[3]).toEqual({
      cursor: first!.limit + second!.limit,
      limit: Math.round(stalled!.limit / 2),
    });
    await until(() => e.getStatus().state === 'idle');
    expect(await db.lookups.count()).toBe(ROWS);
    expect((await db.syncState.toArray())[0]).toMatchObject({ cursor: ROWS, bootstrapped: 1 });
  });

  it('goes on after a reload with the page size it learned, from the stored cursor', async () => {
    const db = testDb();
    dbs.push(db);
    fakeClock();
    const server = weakServer([2]);
    const before = engineOver(db, server.fetchImpl);
    before.start();
    await until(() => before.getStatus().state === 'offline');
    before.stop();
    await before.idle();
    const [first, second, stalled] = server.asked;
    db.close();

    // The page is opened again: a new engine over the same IndexedDB database.
    const reopened = createLocalDb(db.name);
    dbs.push(reopened);
    const after = weakServer();
    const e = engineOver(reopened, after.fetchImpl);
    e.start();
    await until(() => after.asked.length > 0);
    expect(after.asked[0]).toEqual({
      cursor: first!.limit + second!.limit,
      limit: Math.round(stalled!.limit / 2),
    });
    expect(after.asked[0]!.limit).toBeGreaterThan(SYNC.bootstrapFirstPageSize);
    await until(() => e.getStatus().state === 'idle');
    expect(await reopened.lookups.count()).toBe(ROWS);
  });
});
