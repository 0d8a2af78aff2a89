import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { Change, PullResponse } from '@rentline/sync-protocol/wire';
import type { LocalDb } from '../local-db/db';
import { pullAll, type PullDeps } from './pull';
import type { BootstrapProgress } from './status-store';
import { readSyncState } from './sync-state';
import { testDb } from './testing/factories';
import type { Transport } from './transport';

let db: LocalDb;
afterEach(async () => {
  await db?.delete();
});

const category = (version: number): Change => ({
  entity: 'category',
  op: 'put',
  id: String(version),
  version,
  data: { id: version, name: `Category ${version}`, version },
});

interface Asked {
  cursor: number;
  limit: number;
  storedCursor: number;
}

/**
 * Three pages of two lookup rows (whatever the limit; later pulls find nothing new); each
 * request notes its limit and the cursor stored when it was made.
 */
function pagedTransport(asked: Asked[]): Transport {
  return {
    push: () => Promise.reject(new Error('no push here')),
    async pull(cursor, limit, _laneId, options) {
      asked.push({ cursor, limit, storedCursor: (await readSyncState(db)).cursor });
      // Each answer arrives in two parts of 50 bytes.
      options?.onBytes?.(50, false);
      options?.onBytes?.(50, false);
      if (cursor >= 6) return { changes: [], cursor, has_more: false };
      const changes = [category(cursor + 1), category(cursor + 2)];
      const page: PullResponse = {
        changes,
        cursor: cursor + 2,
        has_more: cursor + 2 < 6,
        ...(cursor === 0 ? { total: 6 } : {}),
      };
      return page;
    },
    ssnKey: () => Promise.reject(new Error('no key here')),
  };
}

/** Pull dependencies over `transport`, pages of two rows unless said otherwise. */
const depsOver = (
  transport: Transport,
  sizes: Partial<
    Pick<PullDeps, 'bootstrapFirstPageSize' | 'bootstrapPageSize' | 'onBootstrapProgress'>
  > = {},
) => ({
  db,
  transport,
  author: { id: 1, name: 'Jordan Avery' },
  pageSize: 2,
  bootstrapFirstPageSize: 2,
  bootstrapPageSize: 2,
  ...sizes,
  now: () => new Date('2026-01-01T00:00:00Z'),
  pushOutbox: () => Promise.resolve(),
});

describe('pull', () => {
  it('asks for the next page while the current one is being stored, and stores every page', async () => {
    db = testDb();
    const asked: Asked[] = [];
    await pullAll(depsOver(pagedTransport(asked)));
    expect(asked.map((a) => a.cursor)).toEqual([0, 2, 4]);
    // Page 2 was asked for before page 1 was stored (the stored cursor was still 0).
    expect(asked[1]!.storedCursor).toBe(0);
    expect(await db.lookups.count()).toBe(6);
    expect(await readSyncState(db)).toMatchObject({ cursor: 6, bootstrapped: 1 });
  });

  it("asks for a bootstrap's pages at the bootstrap size, and for later pages at the usual size", async () => {
    db = testDb();
    const asked: Asked[] = [];
    const deps = depsOver(pagedTransport(asked), {
      bootstrapFirstPageSize: 5,
      bootstrapPageSize: 5,
    });
    await pullAll(deps);
    expect(asked.map((a) => a.limit)).toEqual([5, 5, 5]);
    await pullAll(deps);
    expect(asked.slice(3)).toEqual([{ cursor: 6, limit: 2, storedCursor: 6 }]);
  });

  it("asks for a bootstrap's first page small and for each next one larger, up to the bootstrap size", async () => {
    db = testDb();
    const asked: Asked[] = [];
    await pullAll(
      depsOver(pagedTransport(asked), { bootstrapFirstPageSize: 1, bootstrapPageSize: 20 }),
    );
    expect(asked.map((a) => a.limit)).toEqual([1, 4, 16]);
    db = testDb();
    const capped: Asked[] = [];
    await pullAll(
      depsOver(pagedTransport(capped), { bootstrapFirstPageSize: 3, bootstrapPageSize: 5 }),
    );
    expect(capped.map((a) => a.limit)).toEqual([3, 5, 5]);
  });

  it('reports progress from before the first page, against the total the first page announces', async () => {
    db = testDb();
    const seen: BootstrapProgress[] = [];
    await pullAll(depsOver(pagedTransport([]), { onBootstrapProgress: (p) => seen.push(p) }));
    expect(seen.map((p) => [p.received, p.total])).toEqual([
      [0, null],
      [2, 6],
      [4, 6],
    ]);
    // Bytes only grow: a stored page's report may count the next page, already arriving (a
    // clock that never moves reports nothing between pages).
    const bytes = seen.map((p) => p.bytes);
    expect(bytes[0]).toBe(0);
    expect(bytes[1]).toBeGreaterThanOrEqual(100);
    expect(bytes[2]).toBeGreaterThanOrEqual(Math.max(200, bytes[1]!));
    expect(await readSyncState(db)).toMatchObject({ bootstrapReceived: 6, bootstrapBytes: 300 });
  });

  it('reports the bytes of a page still arriving, at most every 250 ms', async () => {
    db = testDb();
    let clock = Date.parse('2026-01-01T00:00:00Z');
    const seen: BootstrapProgress[] = [];
    const slow: Transport = {
      ...pagedTransport([]),
      async pull(cursor, _limit, _laneId, options) {
        if (cursor > 0) return { changes: [], cursor, has_more: false };
        // Ten parts of 1 KB, 100 ms apart: told at 300, 600 and 900 ms, then with the stored page.
        for (let i = 0; i < 10; i++) {
          options?.onBytes?.(1024, false);
          clock += 100;
        }
        return { changes: [category(1)], cursor: 1, has_more: true, total: 1 };
      },
    };
    await pullAll({
      ...depsOver(slow, { onBootstrapProgress: (p) => seen.push(p) }),
      now: () => new Date(clock),
    });
    expect(seen.map((p) => p.bytes)).toEqual([0, 4096, 7168, 10240, 10240]);
    expect(seen.at(-1)).toEqual({ received: 1, total: 1, bytes: 10240 });
  });

  it('reports the bytes on the wire of a gzipped page, and its unzipped bytes apart while it arrives', async () => {
    db = testDb();
    let clock = Date.parse('2026-01-01T00:00:00Z');
    const seen: BootstrapProgress[] = [];
    const gzipped: Transport = {
      ...pagedTransport([]),
      async pull(cursor, _limit, _laneId, options) {
        if (cursor > 0) return { changes: [], cursor, has_more: false };
        // Three parts of 10 KB as the browser hands them over, unzipped; 2 KB crossed the wire.
        for (let i = 0; i < 3; i++) {
          clock += 300;
          options?.onBytes?.(10_240, true);
        }
        options?.onWireBytes?.(2048);
        return { changes: [category(1)], cursor: 1, has_more: true, total: 2 };
      },
    };
    await pullAll({
      ...depsOver(gzipped, { onBootstrapProgress: (p) => seen.push(p) }),
      now: () => new Date(clock),
    });
    expect(seen.slice(1, 4)).toEqual([
      { received: 0, total: null, bytes: 0, unzipped: 10_240 },
      { received: 0, total: null, bytes: 0, unzipped: 20_480 },
      { received: 0, total: null, bytes: 0, unzipped: 30_720 },
    ]);
    expect(seen[4]).toMatchObject({ received: 1, total: 2, bytes: 2048 });
    expect(seen[4]!.unzipped).toBeUndefined();
    expect(await readSyncState(db)).toMatchObject({ bootstrapBytes: 2048 });
  });

  it('estimates the time left from the bytes still to come at the rate they crossed the wire in this run, once it has one', async () => {
    db = testDb();
    let clock = Date.parse('2026-01-01T00:00:00Z');
    const seen: BootstrapProgress[] = [];
    const transport = pagedTransport([]);
    // Each page of two rows takes 1 s: 2 rows a second.
    const timed: Transport = {
      ...transport,
      async pull(cursor, limit, laneId, options) {
        clock += 1000;
        return transport.pull(cursor, limit, laneId, options);
      },
    };
    await pullAll({
      ...depsOver(timed, { onBootstrapProgress: (p) => seen.push(p) }),
      now: () => new Date(clock),
    });
    // No estimate before a page is stored. Each page is 100 bytes, 50 a row. After the first is
    // stored: 2 s (its request, then the next one's, asked before it was stored), 200 bytes
    // crossed (the next page has arrived too), so 100 a second; 4 rows left are 200 bytes, 100 of
    // them here already: 1 s. After the second: 3 s, 300 bytes, the last page here already: 0 s.
    expect(seen.filter((p) => p.received === 0).map((p) => p.secondsLeft)).toEqual(
      seen.filter((p) => p.received === 0).map(() => undefined),
    );
    expect(seen.find((p) => p.received === 2)?.secondsLeft).toBe(1);
    expect(seen.find((p) => p.received === 4)?.secondsLeft).toBe(0);
  });

  it('throws the failure of a page write, and a later pull resumes after the last stored page', async () => {
    db = testDb();
    const asked: Asked[] = [];
    const transport = pagedTransport(asked);
    let failOnce = true;
    const failing: Transport = {
      ...transport,
      async pull(cursor, limit, laneId, options) {
        const page = await transport.pull(cursor, limit, laneId, options);
        if (cursor === 2 && failOnce) {
          failOnce = false;
          // A row the replica cannot store: the page's transaction aborts.
          return { ...page, changes: [{ ...page.changes[0]!, entity: 'category', id: 'x' }] };
        }
        return page;
      },
    };
    const seen: unknown[] = [];
    const deps = depsOver(failing, { onBootstrapProgress: (p) => seen.push(p) });
    await expect(pullAll(deps)).rejects.toThrow();
    expect(await readSyncState(db)).toMatchObject({ cursor: 2, bootstrapped: 0 });
    seen.length = 0;
    await pullAll(deps);
    // The resumed bootstrap starts from what the stored pages brought, not from zero.
    expect(seen[0]).toEqual({ received: 2, total: 6, bytes: 100 });
    expect(await db.lookups.count()).toBe(6);
    expect(await readSyncState(db)).toMatchObject({ cursor: 6, bootstrapped: 1 });
  });

  it('stores the conflict notices a page brings for the signed-in employee, once, with its cursor', async () => {
    db = testDb();
    const notice = {
      id: 41,
      entity: 'contact' as const,
      entity_id: '0190f5e2-7a4c-7b3e-9c1d-2e3f4a5b6c7d',
      field: 'job_title',
      kept_value: 'Director',
      overwritten_value: 'Manager',
      kept_by: { id: 2, name: 'Casey Morgan' },
      kept_at: '2026-01-01T00:00:00.000Z',
      overwritten_by: { id: 1, name: 'Jordan Avery' },
      overwritten_at: '2026-01-01T00:00:00.000Z',
      label: 'Maria Lopez',
    };
    const asked: (number | undefined)[] = [];
    const transport: Transport = {
      push: () => Promise.reject(new Error('no push here')),
      async pull(cursor, _limit, _lane, options) {
        asked.push(options?.conflictsAfter);
        return { changes: [], cursor, has_more: false, conflicts: [notice], conflict_cursor: 41 };
      },
      ssnKey: () => Promise.reject(new Error('no key here')),
    };
    await pullAll(depsOver(transport));
    await pullAll(depsOver(transport));
    expect(asked).toEqual([undefined, 41]);
    expect(await db.conflicts.toArray()).toEqual([
      expect.objectContaining({
        noticeId: 41,
        employeeId: 1,
        field: 'job_title',
        keptValue: 'Director',
        keptBy: { id: 2, name: 'Casey Morgan' },
        overwrittenBy: { id: 1, name: 'Jordan Avery' },
      }),
    ]);
  });
});
