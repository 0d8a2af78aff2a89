/**
 * Two servers on one PostgreSQL (reliability issue, item 5). Two real server processes
 * (`server/src/main.ts` with the same DATABASE_URL and JWT secret) serve four simulated tablets
 * (two employees) that create, edit and delete contacts and move stock, sending every request
 * to one of the two at random; pushes are also duplicated to the other server at the same time,
 * or their answer is lost so the tablet retries (often through the other server).
 *
 * Proven at quiescence: each mutation was applied once (the server's `last_seq` and result rows
 * per tablet equal the tablet's seq), stock equals its start plus every delta, and every tablet
 * shows exactly the server's rows. Nothing in one process's memory is needed by the other; and a
 * session signed out through one server is refused by the other from its next request.
 */
import 'fake-indexeddb/auto';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactArgs } from '../../client/src/sync/testing/factories';
import type { Database } from '../../server/src/db/orm';
import { createEmployee, createLookup } from '../../server/src/testing/factories';
import { createPostgresDatabase, openTestDatabase } from '../../server/src/testing/test-database';
import { createSyncClient, type SyncClient, type SyncServer } from '../sync/testing/sync-client';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { signInOver } from '../support/sign-in';
import { seeded } from './support/fault-proxy';

const SEED = Number(process.env.TWO_SERVERS_SEED ?? 42);
const ROUNDS = 12;
const adminUrl = process.env.TEST_DATABASE_URL;

type Counted = ServerProcess & { requests: number };

let database: { databaseUrl: string; drop(): Promise<void> };
let db: Database;
let dataDir: string;
/** Every server started, so none outlives the file whatever fails. */
const servers: Counted[] = [];

beforeAll(async () => {
  if (!adminUrl) return;
  database = await createPostgresDatabase(adminUrl);
  db = await openTestDatabase({ databaseUrl: database.databaseUrl });
  await db.em.fork().transactional(async (em) => {
    // Two managers: either deletes what the other edits (this is about two servers, not roles).
    const role = 'manager';
    await createEmployee(em, { email: 'demo@example.com', full_name: 'Jordan Avery', role });
    await createEmployee(em, { email: 'demo2@example.com', full_name: 'Casey Morgan', role });
  });
  dataDir = mkdtempSync(join(tmpdir(), 'rentline-two-servers-'));
  const env = {
    DATABASE_URL: database.databaseUrl,
    JWT_SECRET: randomBytes(48).toString('base64url'),
    ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    DATA_DIR: dataDir,
    SHUTDOWN_TIMEOUT_MS: '3000',
  };
  const started = await Promise.allSettled([startServerProcess(env), startServerProcess(env)]);
  for (const s of started) if (s.status === 'fulfilled') servers.push({ ...s.value, requests: 0 });
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) throw failed.reason;
}, 240_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await db?.close();
  await database?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const sql = async <T>(text: string, params: unknown[] = []) =>
  db.em.fork().execute<T[]>(text, params);

describe.skipIf(!adminUrl)('#two servers on one database', () => {
  it('applies each mutation once and leaves every tablet equal to the server', async () => {
    const random = seeded(SEED);
    const [a, b] = servers as [Counted, Counted];
    const other = (url: string) =>
      url.startsWith(a.url) ? url.replace(a.url, b.url) : url.replace(b.url, a.url);
    const count = (url: string) => (url.startsWith(a.url) ? a : b).requests++;
    const stats = { duplicated: 0, lost: 0 };
    let faults = true;

    // Pushes are sometimes sent to both servers at once, or their answer is lost after commit.
    const unreliable: typeof fetch = async (input, init) => {
      const url = String(input);
      count(url);
      const isPush = url.includes('/api/sync/push');
      const roll = random();
      if (faults && isPush && roll < 0.3) {
        stats.duplicated++;
        count(other(url));
        const [mine] = await Promise.all([fetch(url, init), fetch(other(url), init)]);
        return mine;
      }
      if (faults && isPush && roll < 0.45) {
        stats.lost++;
        await (await fetch(url, init)).arrayBuffer();
        throw new TypeError('fetch failed');
      }
      return fetch(url, init);
    };

    // Tablets sign in through either server.
    const syncServer = (email: string): SyncServer => ({
      url: a.url,
      signIn: (e = email) => signInOver(random() < 0.5 ? a.url : b.url, e),
    });
    const tablets: SyncClient[] = [];
    for (let i = 0; i < 4; i++) {
      const email = i % 2 ? 'demo2@example.com' : 'demo@example.com';
      tablets.push(
        await createSyncClient(syncServer(email), {
          email,
          pushBatchSize: 4,
          pullPageSize: 25,
          baseUrls: [a.url, b.url],
          pickRandom: random,
          fetch: unreliable,
        }),
      );
    }

    let categoryId = 0;
    let vendorId = 0;
    await db.em.fork().transactional(async (em) => {
      categoryId = await createLookup(em, 'categories', 'Chairs');
      vendorId = await createLookup(em, 'vendors', 'Acme');
    });
    const items = [uuidv7(), uuidv7()];
    const start = 50;
    let totalDelta = 0;
    const typed = tablets.map(() => 0);
    try {
      for (const [k, id] of items.entries()) {
        await tablets[k]!.engine.mutate('flow_item.create', {
          id,
          name: `Two servers chair ${k}`,
          status: 'In-Stock',
          procurement_date: '2026-05-01',
          our_cost: 20,
          category_id: categoryId,
          vendor_id: vendorId,
          in_stock_units: start,
        });
        typed[k]!++;
      }
      for (const t of tablets) await t.engine.syncNow();

      for (let round = 0; round < ROUNDS; round++) {
        await Promise.all(
          tablets.map(async (t, i) => {
            for (let n = 0; n < 4; n++) {
              const contacts = await t.db.contacts.toArray();
              const live = contacts.filter((c) => String(c.full_name).startsWith('Two '));
              const roll = random();
              let queued: unknown = null;
              if (roll < 0.4 || live.length < 3) {
                queued = await t.engine.mutate(
                  'contact.create',
                  contactArgs({ full_name: `Two t${i} r${round} n${n}` }),
                );
              } else if (roll < 0.65) {
                const c = live[Math.floor(random() * live.length)]!;
                queued = await t.engine.mutate('contact.update', {
                  id: c.id,
                  job_title: `t${i} r${round}`,
                });
              } else if (roll < 0.75) {
                const mine = live.filter((c) => String(c.full_name).startsWith(`Two t${i} `));
                if (mine.length === 0) continue;
                queued = await t.engine.mutate('contact.delete', { id: mine[0]!.id });
              } else {
                const delta = Math.floor(random() * 7) - 3 || 2;
                const id = items[Math.floor(random() * items.length)]!;
                queued = await t.engine.mutate('flow_item.update', {
                  id,
                  in_stock_units_delta: delta,
                });
                if (queued) totalDelta += delta;
              }
              // A change to what is already there queues nothing.
              if (queued) typed[i]!++;
            }
            await t.engine.syncNow();
          }),
        );
      }

      // Quiescence: faults off, sync until every outbox is empty and one more round for all.
      faults = false;
      for (let pass = 0; pass < 10; pass++) {
        for (const t of tablets) await t.engine.syncNow();
        const waiting = await Promise.all(tablets.map((t) => t.db.outbox.count()));
        if (waiting.every((w) => w === 0)) break;
      }
      for (const t of tablets) expect(await t.engine.syncNow()).toEqual({ ok: true });

      expect(stats.duplicated).toBeGreaterThan(0);
      expect(stats.lost).toBeGreaterThan(0);
      expect(a.requests).toBeGreaterThan(20);
      expect(b.requests).toBeGreaterThan(20);

      // Each mutation applied once.
      for (const [i, t] of tablets.entries()) {
        expect(await t.db.outbox.count()).toBe(0);
        const lane = await t.lane();
        expect(lane.lastSeq).toBe(typed[i]);
        const [client] = await sql<{ last_seq: string }>(
          'select last_seq from sync_clients where client_id = ?',
          [lane.laneId],
        );
        expect(Number(client!.last_seq)).toBe(typed[i]);
        const results = await sql<{
          seq: string;
          status: string;
          mutation_id: string;
          code: string | null;
        }>(
          'select seq, status, mutation_id, code from sync_mutation_results where client_id = ? order by seq',
          [lane.laneId],
        );
        expect(results.map((r) => Number(r.seq))).toEqual(
          Array.from({ length: typed[i]! }, (_, k) => k + 1),
        );
        // The only refusals are edits of contacts another tablet deleted (never a lost race).
        expect(
          results.filter(
            (r) => r.status === 'rejected' && !/^(deleted|not_found)$/.test(r.code ?? ''),
          ),
        ).toEqual([]);
        // Nothing is dropped silently: every rejected mutation waits in sync issues, and every
        // issue is a rejection or an edit the server applied before another tablet's delete.
        const issues = await t.db.syncIssues.toArray();
        const issueIds = new Set(issues.map((issue) => issue.mutationId));
        for (const r of results.filter((r) => r.status === 'rejected'))
          expect(issueIds.has(r.mutation_id)).toBe(true);
        const byId = new Map(results.map((r) => [r.mutation_id, r]));
        for (const issue of issues) {
          const result = byId.get(issue.mutationId);
          if (result?.status === 'rejected') continue;
          expect(issue).toMatchObject({ name: 'contact.update', code: 'deleted' });
          expect(await sql('select 1 from contacts where id = ?', [issue.entityId])).toEqual([]);
        }
      }

      // Stock: start plus every delta, each counted once.
      const stock = await sql<{ in_stock_units: number }>(
        'select in_stock_units from flow_items where id in (?, ?)',
        items,
      );
      expect(stock.reduce((sum, r) => sum + Number(r.in_stock_units), 0)).toBe(
        start * items.length + totalDelta,
      );

      // Every tablet shows exactly the server's rows.
      const serverContacts = await sql<{ id: string; version: string }>(
        'select id, version from contacts order by id',
      );
      const serverItems = await sql<{ id: string; version: string; in_stock_units: number }>(
        'select id, version, in_stock_units from flow_items order by id',
      );
      expect(serverContacts.length).toBeGreaterThan(20);
      for (const t of tablets) {
        const contacts = (await t.db.contacts.toArray())
          .map((c) => ({ id: c.id, version: String(c.version) }))
          .sort((x, y) => x.id.localeCompare(y.id));
        expect(contacts).toEqual(
          serverContacts.map((r) => ({ id: r.id, version: String(r.version) })),
        );
        const local = (await t.db.flowItems.toArray())
          .map((r) => ({ id: r.id, version: String(r.version), in_stock_units: r.in_stock_units }))
          .sort((x, y) => x.id.localeCompare(y.id));
        expect(local).toEqual(
          serverItems.map((r) => ({
            id: r.id,
            version: String(r.version),
            in_stock_units: Number(r.in_stock_units),
          })),
        );
      }
      console.info(
        `two servers: ${a.requests} + ${b.requests} requests, ${stats.duplicated} pushes duplicated, ` +
          `${stats.lost} answers lost, ${typed.reduce((s, n) => s + n, 0)} mutations`,
      );
    } finally {
      for (const t of tablets) await t.close();
    }
  });

  it('refuses a token signed out through one server on the other, from its next request', async () => {
    const [a, b] = servers as [Counted, Counted];
    const { token } = await signInOver(a.url, 'demo2@example.com');
    const status = async (server: Counted, method = 'GET', path = '/api/core/contacts') =>
      (
        await fetch(`${server.url}${path}`, {
          method,
          headers: { authorization: `Bearer ${token}` },
        })
      ).status;
    // Both servers have just accepted it: nothing about it is remembered in either process.
    expect([await status(a), await status(b)]).toEqual([200, 200]);
    expect(await status(b, 'POST', '/api/auth/signout')).toBe(200);
    expect([await status(a), await status(b)]).toEqual([401, 401]);
    expect(await status(a, 'GET', '/api/sync/pull?cursor=0&limit=1')).toBe(401);
  });
});
