/**
 * Benchmark 2, drain (issue #9): 1,000 mutations queued offline through the client's real
 * mutation code (engine.mutate: local write + outbox row), then online: the time until every one
 * is acknowledged by the batched push, against the same 1,000 changes sent one REST call each,
 * sequentially, like a naive client. The server's apply rate is mutations / the server-side
 * time of the push requests. Each run starts from a fresh copy of the demo database, and checks
 * that the server holds every change afterwards.
 */
import { SYNC } from '@rentline/sync-protocol/rules';
import { nativeSql } from '../../../server/src/db/native-sql';
import type { Database } from '../../../server/src/db/orm';
import { startAppServer } from '../bootstrap/app-server';
import {
  adminQuery,
  openDemoDatabase,
  openPostgres,
  uniqueName,
  type BenchDatabase,
} from '../bootstrap/database';
import { median, repeat } from '../stats';
import { ratio, type Benchmark, type BenchContext, type Figure } from '../types';
import { createTablet, whenAcknowledged } from './client';
import { makeMutations, restCalls, type DrainMutation, type ExistingRows } from './mutations';

async function existingRows(db: Database): Promise<ExistingRows> {
  const sql = await nativeSql(db);
  // By id, not version: the REST phase must read the same rows the batched phase changed,
  // also when both phases share one embedded database (its versions moved meanwhile).
  const contacts = await sql.execute('select id from contacts order by id limit 300');
  // Bulk stock: a serial-numbered unit's count follows its status and refuses a delta.
  const items = await sql.execute(
    `select id, in_stock_units from flow_items
      where coalesce(btrim(serial_number), '') = '' order by id limit 300`,
  );
  return {
    contactIds: contacts.map((r) => String(r.id)),
    items: items.map((r) => ({ id: String(r.id), units: Number(r.in_stock_units) })),
  };
}

/** What the server holds that the drain changes: checked after each way of sending. */
async function serverState(db: Database, mutations: DrainMutation[]) {
  const sql = await nativeSql(db);
  // The job title each edited contact must end with (the last edit of it wins).
  const titles = new Map<string, string>();
  for (const m of mutations)
    if (m.name === 'contact.update') titles.set(m.args.id, String(m.args.job_title));
  const [row] = await sql.execute(
    `select (select count(*) from contacts where full_name like 'Drain Person %')::int as created,
            (select coalesce(sum(in_stock_units), 0) from flow_items)::int as units`,
  );
  const edited = await sql.execute(
    `select id::text as id, job_title from contacts where id::text = any($1::text[])`,
    [[...titles.keys()]],
  );
  return {
    created: Number(row!.created),
    units: Number(row!.units),
    edited: edited.filter((r) => titles.get(String(r.id)) === r.job_title).length,
  };
}

interface DrainRun {
  batchedMs: number;
  cycleMs: number;
  pushServerMs: number;
  pushes: number;
  restMs: number;
}

export const drain: Benchmark = {
  id: 'drain',
  title: 'Drain: queued offline changes acknowledged once online',
  async run(ctx: BenchContext): Promise<Figure[]> {
    const count = ctx.smoke ? 100 : 1000;
    const admin = ctx.postgresUrl;
    const backend = admin ? 'PostgreSQL' : 'PGlite (no PostgreSQL given)';
    // One seeded template; each run (and each way of sending) gets a fresh copy of it.
    const template = uniqueName('bench_drain_tmpl');
    ctx.log(`drain: seeding the demo data on ${backend}`);
    const seeded = await openDemoDatabase(admin, template);
    if (admin) await seeded.db.close();
    // PostgreSQL: a fresh copy of the template each time. PGlite cannot copy a database, so the
    // one seeded database is shared (the checks below compare with the state before each phase).
    const freshDatabase = async (): Promise<BenchDatabase> =>
      admin
        ? openPostgres(admin, uniqueName('bench_drain'), template)
        : { db: seeded.db, dispose: () => Promise.resolve() };

    const once = async (): Promise<DrainRun> => {
      // Batched: queue offline, go online, wait for every acknowledgement.
      const batchedDb = await freshDatabase();
      let pushServerMs = 0;
      let pushes = 0;
      const server = await startAppServer(batchedDb.db, undefined, (method, path, ms) => {
        if (method === 'POST' && path === '/api/sync/push') {
          pushServerMs += ms;
          pushes++;
        }
      });
      const tablet = await createTablet(server);
      let rows: ExistingRows;
      let before: Awaited<ReturnType<typeof serverState>>;
      let mutations: DrainMutation[];
      let batchedMs: number;
      let cycleMs: number;
      try {
        rows = await existingRows(batchedDb.db);
        mutations = makeMutations(count, rows);
        before = await serverState(batchedDb.db, mutations);
        const first = await tablet.engine.syncNow();
        if (!first.ok) throw new Error(`the tablet could not bootstrap: ${first.error}`);
        tablet.setOffline(true);
        for (const m of mutations) await tablet.engine.mutate(m.name, m.args as never);
        const queued = await tablet.db.outbox.count();
        if (queued !== count) throw new Error(`${queued} mutations queued, expected ${count}`);

        tablet.setOffline(false);
        pushServerMs = 0;
        pushes = 0;
        const acknowledged = whenAcknowledged(tablet);
        const start = performance.now();
        const result = await tablet.engine.syncNow();
        cycleMs = performance.now() - start;
        batchedMs = (await acknowledged) - start;
        if (!result.ok) throw new Error(`the drain failed: ${result.error}`);
        const left = await tablet.db.outbox.count();
        const issues = await tablet.db.syncIssues.count();
        if (left !== 0 || issues !== 0)
          throw new Error(`after the drain: ${left} still queued, ${issues} sync issues`);
        await expectApplied(
          'batched push',
          await serverState(batchedDb.db, mutations),
          before,
          mutations,
        );
      } finally {
        await tablet.close();
        await server.close();
        await batchedDb.dispose();
      }

      // One REST call each, in order, on a fresh copy of the same data.
      const restDb = await freshDatabase();
      const restServer = await startAppServer(restDb.db);
      let restMs: number;
      try {
        const restRows = await existingRows(restDb.db);
        const restBefore = await serverState(restDb.db, mutations);
        // The same changes to the same rows (a copy of the same database: the same ids).
        const calls = restCalls(mutations, restRows);
        const { token } = await restServer.signIn();
        const start = performance.now();
        for (const call of calls) {
          const res = await fetch(`${restServer.url}${call.path}`, {
            method: call.method,
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: JSON.stringify(call.body),
          });
          const text = await res.text();
          if (!res.ok) throw new Error(`${call.method} ${call.path}: ${res.status} ${text}`);
        }
        restMs = performance.now() - start;
        await expectApplied('REST', await serverState(restDb.db, mutations), restBefore, mutations);
      } finally {
        await restServer.close();
        await restDb.dispose();
      }
      ctx.log(
        `drain: batched ${Math.round(batchedMs)} ms (${pushes} pushes, ${Math.round(pushServerMs)} ms in the server), REST ${Math.round(restMs)} ms`,
      );
      return { batchedMs, cycleMs, pushServerMs, pushes, restMs };
    };

    try {
      const runs = await repeat(ctx, 'drain', once);
      const batched = median(runs.map((r) => r.batchedMs));
      const rest = median(runs.map((r) => r.restMs));
      const rate = median(runs.map((r) => count / (r.pushServerMs / 1000)));
      const label = `${count.toLocaleString('en-US')} mutations`;
      const fig = (f: Omit<Figure, 'benchmark'>): Figure => ({ benchmark: 'drain', ...f });
      return [
        fig({
          name: `batched push, ${label}`,
          value: Math.round(batched),
          unit: 'ms',
          note: `online until the last acknowledgement is committed in the outbox (${runs[0]!.pushes} pushes of up to ${SYNC.pushBatchSize}; the whole sync cycle with its pulls: ${Math.round(median(runs.map((r) => r.cycleMs)))} ms); client engine over fake-indexeddb in Node`,
        }),
        fig({
          name: `one REST call each, ${label}`,
          value: Math.round(rest),
          unit: 'ms',
          note: 'sequential POST/PUT /api/core/contacts, PATCH /api/flow/items/:id',
        }),
        ratio('drain', 'REST time / batched time', rest, batched, { op: '>=', value: 10 }),
        fig({
          name: `server apply rate (${backend})`,
          value: Math.round(rate),
          unit: 'mut/s',
          target: { op: '>=', value: 3000 },
          note: 'mutations / server-side time of the push requests (arrival to last byte)',
        }),
      ];
    } finally {
      if (admin) await adminQuery(admin, `drop database if exists ${template} with (force)`);
      else await seeded.dispose();
    }
  },
};

async function expectApplied(
  how: string,
  after: Awaited<ReturnType<typeof serverState>>,
  before: Awaited<ReturnType<typeof serverState>>,
  mutations: DrainMutation[],
): Promise<void> {
  const creates = mutations.filter((m) => m.name === 'contact.create').length;
  const edited = new Set(
    mutations.filter((m) => m.name === 'contact.update').map((m) => m.args.id),
  );
  const delta = mutations.reduce(
    (sum, m) => sum + (m.name === 'flow_item.update' ? (m.args.in_stock_units_delta ?? 0) : 0),
    0,
  );
  const want = {
    created: before.created + creates,
    units: before.units + delta,
    edited: edited.size,
  };
  if (JSON.stringify(after) !== JSON.stringify(want))
    throw new Error(
      `${how}: the server holds ${JSON.stringify(after)}, expected ${JSON.stringify(want)}`,
    );
}
