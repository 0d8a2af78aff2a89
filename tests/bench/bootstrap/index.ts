/**
 * Benchmark 1, bootstrap (issue #9): 100,000 replicated rows (50,000 contacts, 20,000
 * engagements, 20,000 follow-ups, 10,000 items: the demo data copied up to scale) pulled by the
 * real app into IndexedDB in headless Chromium, against the same documents replicated by
 * PouchDB 9 from express-pouchdb, and against the floor (Dexie `bulkPut` from memory).
 * Each run checks that every row arrived; a missing row fails the benchmark.
 */
import type { Change, PullResponse } from '@rentline/sync-protocol/wire';
import { launchChromium } from '../chromium';
import { median, repeat } from '../stats';
import { ratio, type Benchmark, type BenchContext, type Figure } from '../types';
import { runApp, runFloor, runPouch, type RunResult } from './browser-runs';
import { startAppServer } from './app-server';
import {
  openDemoDatabase,
  replicatedRowCount,
  topUp,
  uniqueName,
  type RowTargets,
} from './database';
import { bundleInPage, startComparisonPages } from './pages';

const FULL: RowTargets = {
  contacts: 50_000,
  engagements: 20_000,
  follow_ups: 20_000,
  flow_items: 10_000,
};
/** 1% of the full run; the demo's own rows already exceed some of these. */
const SMOKE: RowTargets = { contacts: 500, engagements: 200, follow_ups: 200, flow_items: 100 };

/**
 * PouchDB's replication batch size. Its default is 100 documents per `_changes`/`_bulk_get`
 * round; 1,000 is the commonly recommended setting for a large initial replication.
 */
const POUCH_BATCH_SIZE = 1000;

/** Every change a bootstrap receives, read through the sync API itself. */
async function pullEverything(url: string, token: string): Promise<Change[]> {
  const changes: Change[] = [];
  let cursor = 0;
  for (;;) {
    const res = await fetch(`${url}/api/sync/pull?cursor=${cursor}&limit=5000`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!res.ok) throw new Error(`pull failed: ${res.status}`);
    const page = (await res.json()) as PullResponse;
    changes.push(...page.changes);
    cursor = page.cursor;
    if (!page.has_more) return changes;
  }
}

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

export const bootstrap: Benchmark = {
  id: 'bootstrap',
  title: 'Bootstrap: pull every replicated row into IndexedDB',
  async run(ctx: BenchContext): Promise<Figure[]> {
    const targets = ctx.smoke ? SMOKE : FULL;
    const backend = ctx.postgresUrl ? 'PostgreSQL' : 'PGlite (no PostgreSQL given)';
    ctx.log(`bootstrap: seeding ${backend}`);
    const database = await openDemoDatabase(ctx.postgresUrl, uniqueName('bench_boot'));
    const cleanup: (() => Promise<void>)[] = [() => database.dispose()];
    try {
      await topUp(database.db, targets);
      const counts = await replicatedRowCount(database.db);
      const server = await startAppServer(database.db, ctx.clientDist);
      cleanup.unshift(() => server.close());
      const session = await server.signIn();
      const changes = await pullEverything(server.url, session.token);
      const expected = changes.filter((c) => c.op === 'put').length;
      const total = Object.values(counts).reduce((a, b) => a + b, 0);
      if (expected !== total)
        throw new Error(`the pull sent ${expected} rows, the database has ${total}`);
      const rows = counts.contacts + counts.engagements + counts.follow_ups + counts.flow_items;
      ctx.log(`bootstrap: ${rows} rows (+${counts.lookups} lookup rows); loading express-pouchdb`);
      const pages = await startComparisonPages(changes);
      cleanup.unshift(() => pages.close());
      const inPage = await bundleInPage();
      const browser = await launchChromium();
      cleanup.unshift(() => browser.close());

      const check = (what: string, r: RunResult, want: number) => {
        if (r.stored !== want) throw new Error(`${what} stored ${r.stored} rows, expected ${want}`);
        return r;
      };
      const results = await repeat(ctx, 'bootstrap', async (i) => {
        const app = check('app', await runApp(browser, inPage, server.url, session), expected);
        const pouch = check(
          'PouchDB',
          await runPouch(browser, inPage, pages.url, pages.remoteDb, POUCH_BATCH_SIZE),
          expected,
        );
        const floor = check('floor', await runFloor(browser, inPage, pages.url), expected);
        ctx.log(
          `bootstrap ${i}: app ${Math.round(app.ms)} ms, PouchDB ${Math.round(pouch.ms)} ms, floor ${Math.round(floor.ms)} ms`,
        );
        return { app, pouch, floor };
      });

      const app = median(results.map((r) => r.app.ms));
      const pouch = median(results.map((r) => r.pouch.ms));
      const floor = median(results.map((r) => r.floor.ms));
      const label = `${rows.toLocaleString('en-US')} rows`;
      const fig = (f: Omit<Figure, 'benchmark'>): Figure => ({ benchmark: 'bootstrap', ...f });
      const mix = `${counts.contacts} contacts, ${counts.engagements} engagements, ${counts.follow_ups} follow-ups, ${counts.flow_items} items, ${counts.lookups} lookup rows; server on ${backend}`;
      return [
        fig({
          name: `app bootstrap, ${label}`,
          value: Math.round(app),
          unit: 'ms',
          note: `first /api/sync/pull request to the last page committed (${mix})`,
        }),
        fig({
          name: `PouchDB 9 replication, ${label}`,
          value: Math.round(pouch),
          unit: 'ms',
          note: `express-pouchdb (memory adapter) to PouchDB's IndexedDB adapter, replicate.from with batch_size ${POUCH_BATCH_SIZE}`,
        }),
        fig({
          name: `floor (Dexie bulkPut from memory), ${label}`,
          value: Math.round(floor),
          unit: 'ms',
          note: 'the app schema, one bulkPut per table, rows prepared before the clock starts',
        }),
        ratio('bootstrap', 'PouchDB time / app time', pouch, app, { op: '>=', value: 5 }),
        ratio('bootstrap', 'app time / floor time', app, floor, { op: '<', value: 2 }),
        fig({
          name: 'app peak JS heap',
          value: mb(Math.max(...results.map((r) => r.app.peakHeapBytes))),
          unit: 'MB',
          note: 'performance.memory.usedJSHeapSize every 50 ms, max over runs',
        }),
        fig({
          name: 'PouchDB peak JS heap',
          value: mb(Math.max(...results.map((r) => r.pouch.peakHeapBytes))),
          unit: 'MB',
          note: 'performance.memory.usedJSHeapSize every 50 ms, max over runs',
        }),
      ];
    } finally {
      for (const close of cleanup) await close().catch((err) => ctx.log(`cleanup: ${String(err)}`));
    }
  },
};
