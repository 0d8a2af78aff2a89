/**
 * Reliability issue item 13, load: the real server (its own process) on PostgreSQL (PGlite
 * without TEST_DATABASE_URL) with the demo data, hit by autocannon with connections that each act
 * as a tablet, mixing list reads with real sync pushes (contact creates and edits, stock deltas
 * on shared items). No error and no non-2xx answer is allowed, and afterwards every push must
 * have been applied exactly once, and a pull from cursor 0 must return every row once.
 *
 * Short by default (scale 1, 20 connections, 8 s); the long run is
 *   LOAD_SECONDS=60 LOAD_SCALE=20 LOAD_CONNECTIONS=100 TEST_DATABASE_URL=… \
 *     npx vitest run --project reliability tests/reliability/load.test.ts
 * and prints the figures RELIABILITY.md records.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededDatabase, type SeededDatabase } from '../support/seeded-database';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { loadSettings } from './support/load/load-settings';
import { listTotal, pullAll, serverLastSeq } from './support/load/pull-all';
import { runLoad, type LoadRun } from './support/load/run-load';

const settings = loadSettings();
let database: SeededDatabase;
let server: ServerProcess;
let token: string;
let run: LoadRun;

beforeAll(async () => {
  database = await seededDatabase({
    adminUrl: process.env.TEST_DATABASE_URL,
    scale: settings.scale,
    log: (m) => console.log(`[load] ${m}`),
  });
  server = await startServerProcess(database.env);
  token = await server.signIn();
  run = await runLoad(server.url, token, settings);
  const { result, ledger } = run;
  const l = result.latency;
  console.log(
    `[load] ${database.origin}; ${settings.connections} connections, ${result.duration} s: ` +
      `${result.requests.average.toFixed(0)} req/s, ${l.totalCount} requests, ` +
      `latency p50 ${l.p50} ms, p90 ${l.p90} ms, p99 ${l.p99} ms, max ${l.max} ms; ` +
      `${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx; ` +
      `${ledger.pushes} pushes, ${ledger.mutations} mutations`,
  );
}, 1_200_000);

afterAll(async () => {
  await server?.stop();
  await database?.dispose();
});

describe(`load: ${settings.connections} connections, ${settings.seconds} s, demo data at scale ${settings.scale}`, () => {
  it('answers every request with 2xx, without errors or timeouts, and pushes made progress', () => {
    const { result, ledger } = run;
    expect(ledger.failures).toEqual([]);
    expect({ errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx }).toEqual({
      errors: 0,
      timeouts: 0,
      non2xx: 0,
    });
    expect(result.latency.totalCount).toBeGreaterThan(settings.connections * 5);
    // Every tablet had a batch acknowledged, and most had several (consecutive seqs across
    // batches: a gap would have been refused with 409 and counted above).
    for (const tablet of run.tablets) {
      expect(ledger.lastSeq.get(tablet.clientId) ?? 0, tablet.clientId).toBeGreaterThan(0);
    }
    expect(ledger.pushes).toBeGreaterThanOrEqual(2 * settings.connections);
  });

  it("holds, per client id, the last seq of that tablet's last acknowledged batch", async () => {
    for (const tablet of run.tablets) {
      expect(await serverLastSeq(server.url, token, tablet.clientId), tablet.clientId).toBe(
        run.ledger.lastSeq.get(tablet.clientId),
      );
    }
  });

  it('returns every row once from cursor 0, with each push applied exactly once', async () => {
    const rows = await pullAll(server.url, token);
    const contacts = [...rows.values()].filter((c) => c.entity === 'contact' && c.op === 'put');
    const items = [...rows.values()].filter((c) => c.entity === 'flow_item' && c.op === 'put');
    expect(contacts.length).toBe(await listTotal(server.url, token, '/api/core/contacts?limit=1'));
    expect(items.length).toBe(await listTotal(server.url, token, '/api/flow/items?limit=1'));

    const created = contacts.filter((c) => String(c.data!.full_name).startsWith(run.runTag));
    expect(created.length).toBe(run.ledger.contacts.size);
    for (const contact of created) {
      expect(run.ledger.contacts.has(contact.id), contact.id).toBe(true);
      const lastEdit = run.ledger.contacts.get(contact.id) || null;
      expect(contact.data!.job_title ?? null, contact.id).toBe(lastEdit);
    }

    for (const [id, before] of run.stockBefore) {
      const item = rows.get(`flow_item:${id}`);
      expect(item?.data?.in_stock_units, id).toBe(before + (run.ledger.deltas.get(id) ?? 0));
    }
  });
});
