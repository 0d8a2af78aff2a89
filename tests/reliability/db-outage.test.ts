/**
 * Database outage (reliability issue, item 6). The app reaches PostgreSQL through a TCP proxy;
 * three tablets write and sync on their engines' own timers (short interval and backoff, seeded
 * jitter) while the proxy "stops the database" for OUTAGE_SECONDS (default 30): every pooled
 * connection is cut and new ones are refused. Every answer the tablets saw is recorded.
 *
 * Proven: no mutation answered `applied`/`merged` is missing from the database; while the
 * database is down the server answers 503 { error } (never 500, never internals) and the
 * tablets keep their work; retries back off (gaps grow) with jitter (gaps differ); the pool
 * recovers by itself and everything drains within a bound, each mutation applied once.
 */
import 'fake-indexeddb/auto';
import pg from 'pg';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactArgs } from '../../client/src/sync/testing/factories';
import { createLookup } from '../../server/src/testing/factories';
import { createPostgresDatabase } from '../../server/src/testing/test-database';
import { startTestServer, type TestServer } from '../../server/src/testing/test-server';
import { createSyncClient, type SyncClient } from '../sync/testing/sync-client';
import { seeded } from './support/fault-proxy';
import { LEAK } from './support/server';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy';

const OUTAGE_MS = Number(process.env.OUTAGE_SECONDS ?? 30) * 1000;
const MAX_BACKOFF_MS = 4000;
const INTERVAL_MS = 1000;
const DRAIN_BOUND_MS = MAX_BACKOFF_MS + INTERVAL_MS + 25_000;
const TABLETS = 3;

interface Seen {
  tablet: number;
  at: number;
  end: number;
  method: string;
  path: string;
  /** 0: no answer (network). */
  status: number;
  text: string;
}

const adminUrl = process.env.TEST_DATABASE_URL;
let database: { databaseUrl: string; drop(): Promise<void> };
let proxy: TcpProxy;
let server: TestServer;
let direct: pg.Pool;

beforeAll(async () => {
  if (!adminUrl) return;
  database = await createPostgresDatabase(adminUrl);
  const target = new URL(database.databaseUrl);
  proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
  server = await startTestServer({
    databaseUrl: proxy.urlFor(database.databaseUrl),
    demo2Role: 'manager', // about outages, not roles
  });
  direct = new pg.Pool({ connectionString: database.databaseUrl, max: 2 });
});
afterAll(async () => {
  await server?.close();
  await proxy?.close();
  await direct?.end();
  await database?.drop();
});

/** The app's own connection pool (node-postgres), to see what it holds. */
async function appPool(): Promise<pg.Pool> {
  const connection = server.db.orm.em.getDriver().getConnection() as unknown as {
    getNativeClient(): Promise<pg.Pool>;
  };
  return connection.getNativeClient();
}

const sql = async <T>(text: string, params: unknown[] = []) =>
  (await direct.query(text, params)).rows as T[];
// Wall time: an outage of a real database under real clients, timed as in production.
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What one tablet typed, to compare with the server at the end. */
interface Typed {
  contacts: Map<string, { full_name: string; job_title: string | null } | null>;
  stockDelta: number;
  mutations: number;
}

describe.skipIf(!adminUrl)('#database outage: PostgreSQL stopped during pushes', () => {
  it('acknowledges only what was committed, answers 503, backs off with jitter and drains after', async () => {
    const seen: Seen[] = [];
    const recording =
      (tablet: number): typeof fetch =>
      async (input, init) => {
        const at = Date.now();
        const url = new URL(String(input));
        const base = { tablet, at, method: init?.method ?? 'GET', path: url.pathname + url.search };
        try {
          const res = await fetch(input, init);
          const text = await res.clone().text();
          seen.push({ ...base, end: Date.now(), status: res.status, text });
          return res;
        } catch (err) {
          seen.push({ ...base, end: Date.now(), status: 0, text: String(err) });
          throw err;
        }
      };

    let categoryId = 0;
    let vendorId = 0;
    await server.db.em.fork().transactional(async (em) => {
      categoryId = await createLookup(em, 'categories', 'Tables');
      vendorId = await createLookup(em, 'vendors', 'Acme');
    });
    const itemId = uuidv7();
    const tablets: SyncClient[] = [];
    for (let i = 0; i < TABLETS; i++) {
      tablets.push(
        await createSyncClient(server, {
          email: i % 2 ? 'demo2@example.com' : 'demo@example.com',
          pushBatchSize: 10,
          intervalMs: INTERVAL_MS,
          debounceMs: 50,
          maxBackoffMs: MAX_BACKOFF_MS,
          random: seeded(100 + i),
          fetch: recording(i),
        }),
      );
    }
    try {
      await tablets[0]!.engine.mutate('flow_item.create', {
        id: itemId,
        name: 'Outage table',
        status: 'In-Stock',
        procurement_date: '2026-04-01',
        our_cost: 50,
        category_id: categoryId,
        vendor_id: vendorId,
        in_stock_units: 100,
      });
      for (const t of tablets) expect((await t.engine.syncNow()).ok).toBe(true);
      for (const t of tablets) t.engine.start();

      // Each tablet writes every ~150 ms (creates, edits, deletes of its own contacts and stock
      // deltas on the shared item) until told to stop; its engine syncs on its own.
      const typed: Typed[] = tablets.map((_, i) => ({
        contacts: new Map(),
        stockDelta: 0,
        mutations: i === 0 ? 1 : 0,
      }));
      let writing = true;
      const writers = tablets.map(async (t, i) => {
        const random = seeded(500 + i);
        const mine = typed[i]!;
        let n = 0;
        while (writing) {
          const live = [...mine.contacts].filter(([, c]) => c !== null).map(([id]) => id);
          const roll = random();
          if (roll < 0.5 || live.length === 0) {
            const c = contactArgs({ full_name: `Outage t${i} ${n++}` });
            await t.engine.mutate('contact.create', c);
            mine.contacts.set(c.id, { full_name: c.full_name, job_title: null });
          } else if (roll < 0.75) {
            const id = live[Math.floor(random() * live.length)]!;
            const job_title = `Title ${n++}`;
            await t.engine.mutate('contact.update', { id, job_title });
            mine.contacts.set(id, { ...mine.contacts.get(id)!, job_title });
          } else if (roll < 0.8) {
            const id = live[Math.floor(random() * live.length)]!;
            await t.engine.mutate('contact.delete', { id });
            mine.contacts.set(id, null);
          } else {
            const delta = Math.floor(random() * 5) - 2 || 1;
            await t.engine.mutate('flow_item.update', { id: itemId, in_stock_units_delta: delta });
            mine.stockDelta += delta;
          }
          mine.mutations++;
          await sleep(100 + random() * 100);
        }
      });

      await sleep(2500);
      const downAt = Date.now();
      await proxy.stop();
      await sleep(OUTAGE_MS);
      await proxy.start();
      const upAt = Date.now();
      await sleep(1500);
      writing = false;
      await Promise.all(writers);
      const stoppedWritingAt = Date.now();

      // Everything drains by itself, within a bound.
      for (const t of tablets) {
        while ((await t.db.outbox.count()) > 0) {
          expect(Date.now() - stoppedWritingAt).toBeLessThan(DRAIN_BOUND_MS);
          await sleep(100);
        }
      }
      const drainedMs = Date.now() - upAt;
      for (const t of tablets) t.engine.stop();

      // 1. Nothing was acknowledged that is not committed.
      const acked = seen
        .filter((s) => s.method === 'POST' && s.status === 200)
        .flatMap(
          (s) => (JSON.parse(s.text) as { results: { id: string; status: string }[] }).results,
        );
      expect(acked.length).toBeGreaterThan(0);
      const committed = new Map(
        (
          await sql<{ mutation_id: string; status: string }>(
            'select mutation_id, status from sync_mutation_results',
          )
        ).map((r) => [r.mutation_id, r.status]),
      );
      for (const a of acked) expect(committed.get(a.id)).toBe(a.status);
      expect(acked.filter((a) => a.status !== 'applied')).toEqual([]);

      // 2. While the database was down: 503 { error }, nothing else, nothing internal.
      const during = seen.filter((s) => s.at > downAt + 200 && s.end < upAt);
      expect(during.length).toBeGreaterThanOrEqual(TABLETS * 3);
      for (const s of during) {
        expect({ path: s.path, status: s.status }).toEqual({ path: s.path, status: 503 });
        expect(JSON.parse(s.text)).toEqual({ error: expect.any(String), code: 'unavailable' });
        expect(s.text).not.toMatch(LEAK);
      }
      expect(seen.filter((s) => s.status >= 500 && s.status !== 503)).toEqual([]);
      expect(seen.filter((s) => s.status === 0)).toEqual([]);

      // 3. Retries back off with jitter: on each tablet the gaps between attempts grow up to
      // the cap and are not all the same; the tablets do not retry in step.
      const firstGaps: number[] = [];
      for (let i = 0; i < TABLETS; i++) {
        const attempts = during.filter((s) => s.tablet === i).map((s) => s.at);
        const gaps = attempts.slice(1).map((at, k) => at - attempts[k]!);
        expect(gaps.length).toBeGreaterThanOrEqual(3);
        // Never faster than half the first backoff step; never slower than the cap allows.
        expect(Math.min(...gaps)).toBeGreaterThanOrEqual(450);
        expect(Math.max(...gaps)).toBeLessThanOrEqual(MAX_BACKOFF_MS + INTERVAL_MS + 500);
        // Growth: the late gaps are longer than the early ones. The shorter of the first two is
        // the baseline: a gap also holds the time its request waited for the database to fail,
        // which a loaded machine can stretch for one of them.
        expect(Math.max(...gaps.slice(-3))).toBeGreaterThan(Math.min(...gaps.slice(0, 2)) * 1.5);
        expect(Math.max(...gaps)).toBeGreaterThanOrEqual(MAX_BACKOFF_MS / 2);
        // Jitter: capped gaps still differ.
        expect(new Set(gaps.slice(-4).map((g) => Math.round(g / 50))).size).toBeGreaterThan(1);
        // A 30 s outage costs a handful of attempts, not a loop.
        expect(attempts.length).toBeLessThanOrEqual(
          Math.ceil(OUTAGE_MS / (MAX_BACKOFF_MS / 2)) + 4,
        );
        firstGaps.push(gaps[0]!);
      }
      expect(new Set(firstGaps.map((g) => Math.round(g / 20))).size).toBeGreaterThan(1);

      // 4. After recovery: every mutation applied once, the server holds what each typed.
      let totalDelta = 0;
      for (let i = 0; i < TABLETS; i++) {
        const t = tablets[i]!;
        const mine = typed[i]!;
        totalDelta += mine.stockDelta;
        const lane = await t.lane();
        expect(lane.lastSeq).toBe(mine.mutations);
        const [client] = await sql<{ last_seq: string }>(
          'select last_seq from sync_clients where client_id = $1',
          [lane.laneId],
        );
        expect(Number(client!.last_seq)).toBe(mine.mutations);
        const results = await sql<{ seq: string; status: string }>(
          'select seq, status from sync_mutation_results where client_id = $1 order by seq',
          [lane.laneId],
        );
        expect(results.map((r) => Number(r.seq))).toEqual(
          Array.from({ length: mine.mutations }, (_, k) => k + 1),
        );
        expect(results.filter((r) => r.status !== 'applied')).toEqual([]);
        expect(await t.db.syncIssues.count()).toBe(0);

        const rows = await sql<{ id: string; full_name: string; job_title: string | null }>(
          'select id, full_name, job_title from contacts where full_name like $1 order by id',
          [`Outage t${i} %`],
        );
        const expected = [...mine.contacts]
          .filter(([, c]) => c !== null)
          .map(([id, c]) => ({ id, ...c! }))
          .sort((x, y) => x.id.localeCompare(y.id));
        expect(rows).toEqual(expected);
      }
      const [item] = await sql<{ in_stock_units: number }>(
        'select in_stock_units from flow_items where id = $1',
        [itemId],
      );
      expect(Number(item!.in_stock_units)).toBe(100 + totalDelta);
      // Each tablet, after one more sync, shows the server's stock.
      for (const t of tablets) {
        t.engine.start();
        expect(await t.engine.syncNow()).toEqual({ ok: true });
        expect((await t.db.flowItems.get(itemId))?.in_stock_units).toBe(100 + totalDelta);
      }
      expect(proxy.stats.cut).toBeGreaterThan(0);
      for (const t of tablets) t.engine.stop();
      await sleep(300);
      // 5. The pool came back by itself: with nothing running it holds no connection (a
      // connection that died in a transaction and was never given back would stay checked out,
      // and a few outages would exhaust the pool).
      const pool = await appPool();
      expect(pool.totalCount - pool.idleCount).toBe(0);
      expect(pool.waitingCount).toBe(0);
      console.info(
        `outage ${OUTAGE_MS} ms: ${seen.length} requests, ${during.length} answered 503, ` +
          `${acked.length} acknowledged, drained ${drainedMs} ms after the database returned`,
      );
    } finally {
      for (const t of tablets) await t.close();
    }
  });
});
