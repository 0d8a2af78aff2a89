/**
 * The first sync of a big store on a weak signal (issue 50 points 1, 2 and 7): the demo store at
 * 50 times its size on PostgreSQL (PGlite, with a note, when there is none), the real server in
 * its own process serving the built client, and a new tablet (Chromium, 820x1180, no service
 * worker) signing in at 20 KB/s down and up with 400 ms latency (first-sync.ts). From the click
 * on Sign in: the shell, the banner's first count, Core usable (the first contact card), the
 * contacts in IndexedDB, and "Synced"; the pulls' bytes on the wire (pull-wire.ts), those
 * wasted on failed, aborted or repeated pulls, and the other requests' bytes sharing the link;
 * and the completion time against the pulls' own time at the link's rate (figures.ts).
 * Targets: the first count within 2 s of the shell, completion within 1.3x of the bytes' time.
 *
 * One run (about 10 minutes: 10 MB at 20 KB/s), whatever --runs and --warmup say; given up
 * after 30 minutes with its figures marked NOT COMPLETE. Smoke: the demo store at 1x on a
 * 200 KB/s, 50 ms link, well under a minute.
 */
import { seededDatabase } from '../../support/seeded-database';
import { startServerProcess } from '../../support/server-process';
import type { Benchmark, BenchContext, Figure } from '../types';
import { figuresOf } from './figures';
import { firstSync, type FirstSyncRun, type Link } from './first-sync';
import { describePulls } from './pull-wire';

const KB = 1024;

/** What the run saw, for the person running it: each pull, the sync button, other requests. */
function logRun(run: FirstSyncRun, log: (message: string) => void) {
  for (const line of describePulls(run.tally)) log(line);
  const m = run.marks;
  const at = (ms: number) => (ms / 1000).toFixed(1);
  log(`sync button: ${m.statuses.map(([t, s]) => `${at(t)} s ${s}`).join(' | ')}`);
  const other = m.requests.map(
    ([a, b, path, bytes]) => `${at(a)}-${at(b)} s ${path} ${(bytes / KB).toFixed(1)} KB`,
  );
  log(`other requests: ${other.join(' | ')}`);
  const firstPull = m.pullTimings[0];
  if (firstPull) log(`first pull asked ${at(firstPull.start)} s after the click`);
  log(`banner: ${m.banners.map(([t, s]) => `${at(t)} s ${s}`).join(' | ')}`);
}

async function measure(ctx: BenchContext): Promise<Figure[]> {
  const scale = ctx.smoke ? 1 : 50;
  const link: Link = ctx.smoke
    ? { throughput: 200 * KB, latencyMs: 50 }
    : { throughput: 20 * KB, latencyMs: 400 };
  const timeoutMs = ctx.smoke ? 180_000 : 30 * 60_000;
  const database = await seededDatabase({ adminUrl: ctx.postgresUrl, scale, log: ctx.log });
  let run: FirstSyncRun;
  try {
    const server = await startServerProcess(database.env, ctx.clientDist);
    try {
      ctx.log(
        `first sync of the ${scale}x store at ${link.throughput / KB} KB/s, ${link.latencyMs} ms`,
      );
      run = await firstSync(server.url, link, timeoutMs, ctx.log);
    } finally {
      await server.stop();
    }
  } finally {
    await database.dispose();
  }
  logRun(run, ctx.log);
  if (run.marks.synced === undefined && ctx.smoke) throw new Error('the first sync did not end');
  return figuresOf(run, { scale, link, timeoutMs, origin: database.origin });
}

export const weakSync: Benchmark = {
  id: 'weak-sync',
  title:
    'First sync of the 50x store on a weak signal (20 KB/s, 400 ms): progress, Core usable, complete, bytes',
  run: measure,
};
