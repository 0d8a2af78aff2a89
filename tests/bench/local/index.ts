/**
 * Benchmark 3, local speed, in Chromium with 50,000 contacts stored on the device (smoke: 500):
 * (a) a local write (entity + outbox) through the functions the contact forms call, p50 and
 *     p95, target p95 < 5 ms;
 * (b) a search keystroke in the real contacts list, query start to answer painted, p95 < 30 ms
 *     (and the list's query function alone, and the in-memory search index built from scratch,
 *     for reference);
 * (c) cold start offline to the first contact row painted, < 1 s.
 * The contacts are bulk-written into the app's own database from a page on the app's origin,
 * with the app's own row mapping, after a real sign-in and first sync (bench-page.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PAGING } from '@rentline/sync-protocol/rules';
import { startTestServer } from '../../../server/src/testing/test-server';
import { launchProfile } from '../chromium';
import { median, percentile, repeat } from '../stats';
import type { Benchmark, BenchContext, Figure } from '../types';
import { signInAndInstall } from './app-session';
import { openBenchPage, type BenchPage } from './bench-page';
import { buildPageBench } from './build-page-bench';
import { coldStartOffline } from './cold-start';
import type { QueryAnswer } from './page-entry';
import { openContactsList, timeFirstSearch, timeKeystrokes } from './search-ui';

/** Words typed into the search box: first names, last names, a partial name, an area code. */
const WORDS = ['maria', 'johnson', 'kel', '404'] as const;

const round1 = (n: number) => Math.round(n * 10) / 10;
const fig = (name: string, value: number, extra: Partial<Figure> = {}): Figure => ({
  benchmark: 'local',
  name,
  value: round1(value),
  unit: 'ms',
  ...extra,
});

function sizes(ctx: BenchContext) {
  return ctx.smoke
    ? { contacts: 500, writes: 20, words: WORDS.slice(0, 1) }
    : { contacts: 50_000, writes: 200, words: WORDS };
}

async function expectedAnswers(bench: BenchPage, words: readonly string[]) {
  const answers = new Map<string, QueryAnswer>([['', await bench.query('')]]);
  for (const word of words) {
    for (let i = 1; i <= word.length; i++) {
      const search = word.slice(0, i);
      answers.set(search, await bench.query(search));
    }
  }
  return answers;
}

export const local: Benchmark = {
  id: 'local',
  title: 'Local speed: writes, search keystrokes and cold start offline',
  async run(ctx) {
    const size = sizes(ctx);
    const count = size.contacts.toLocaleString('en-US');
    const profileDir = mkdtempSync(join(tmpdir(), 'rentline-bench-local-'));
    const server = await startTestServer({ clientDist: ctx.clientDist });
    const figures: Figure[] = [];
    try {
      ctx.log('local: bundling the app modules for the bench page');
      const code = await buildPageBench();
      const context = await launchProfile(profileDir);
      try {
        ctx.log('local: signing in, first sync, service worker');
        await signInAndInstall(context, server.url);
        const bench = await openBenchPage(context, server.url, code);

        ctx.log(`local: writing ${count} contacts into IndexedDB`);
        const stored = await bench.seed(size.contacts);
        if (stored !== size.contacts) {
          throw new Error(`Expected ${size.contacts} contacts stored, found ${stored}`);
        }

        // (a) Local writes.
        const writeRuns = await repeat(ctx, 'local: writes', async (index) => {
          const { ms, outboxAdded } = await bench.writes(size.writes, index + ctx.warmup);
          if (outboxAdded !== size.writes) {
            throw new Error(`Expected ${size.writes} outbox rows, ${outboxAdded} were added`);
          }
          return { p50: percentile(ms, 50), p95: percentile(ms, 95) };
        });
        const writesNote = `${size.writes} writes a run (half contact.create through createContact, half contact.update through updateContact), ${count} contacts stored; median over ${writeRuns.length} run(s)`;
        figures.push(
          fig(`local write p50, ${count} contacts`, median(writeRuns.map((r) => r.p50)), {
            note: writesNote,
          }),
        );
        figures.push(
          fig(`local write p95, ${count} contacts`, median(writeRuns.map((r) => r.p95)), {
            target: { op: '<', value: 5 },
            note: writesNote,
          }),
        );

        // (b) Search: the query function alone, then keystrokes in the real list.
        const answers = await expectedAnswers(bench, size.words);
        const queryRuns = await repeat(ctx, 'local: search query', async () => {
          const ms: number[] = [];
          for (const search of answers.keys()) if (search) ms.push((await bench.query(search)).ms);
          return ms;
        });
        const buildRuns = await repeat(ctx, 'local: search index build', () => bench.buildIndex());
        // Last, so the index stays saved for the pages below, as after any earlier start.
        const loadRuns = await repeat(ctx, 'local: search index read back', () =>
          bench.loadIndex(),
        );
        await bench.page.close();

        await context.setOffline(true); // no sync traffic while typing
        const page = await context.newPage();
        await openContactsList(page, server.url);
        const keyRuns = await repeat(ctx, 'local: search keystrokes', () =>
          timeKeystrokes(page, size.words, answers),
        );
        await page.close();
        const firstWord = size.words[0]!;
        const firstRuns = await repeat(ctx, 'local: first search', async () => {
          const fresh = await context.newPage();
          try {
            return await timeFirstSearch(fresh, server.url, firstWord, answers.get(firstWord)!);
          } finally {
            await fresh.close();
          }
        });
        // A run types four words, 14 timed keys: by nearest rank, its own 95th percentile would
        // be its slowest key. The percentiles are taken over the keys of all measured runs.
        const keys = keyRuns.flat();
        const keyPercentile = (key: 'ms' | 'fromKeyMs' | 'wholePageMs', p: number) =>
          percentile(
            keys.map((t) => t[key]),
            p,
          );
        const slowestPerRun = median(keyRuns.map((run) => Math.max(...run.map((t) => t.ms))));
        const keysNote = `real contacts list, ${keyRuns[0].length} keystrokes a run typing ${size.words.map((w) => `"${w}"`).join(', ')}, percentiles over the ${keys.length} keystrokes of the ${keyRuns.length} measured run(s); from the debounced search being applied (URL change, the query starts) to its answer painted; key press to painted, including the ${'deliberate'} debounce: p95 ${round1(keyPercentile('fromKeyMs', 95))} ms`;
        figures.push(
          fig(`search keystroke p50, ${count} contacts`, keyPercentile('ms', 50), {
            note: keysNote,
          }),
        );
        figures.push(
          fig(`search keystroke p95, ${count} contacts`, keyPercentile('ms', 95), {
            target: { op: '<', value: 30 },
            note: keysNote,
          }),
        );
        figures.push(
          fig(`slowest search keystroke of a run, ${count} contacts`, slowestPerRun, {
            note: 'the slowest timed keystroke of each measured run, median over the runs (what earlier results reported as the p95: the nearest-rank 95th percentile of 14 keys is the slowest)',
          }),
        );
        figures.push(
          fig(
            `search keystroke to whole page p95, ${count} contacts`,
            keyPercentile('wholePageMs', 95),
            {
              note: `as above, until every card of the answer's page (up to ${PAGING.contacts}) is painted: the list shows the first screenful with the answer and the rest just after`,
            },
          ),
        );
        figures.push(
          fig(`search query function p95, ${count} contacts`, percentile(queryRuns.flat(), 95), {
            note: 'queryContactsPage alone (local-db/contacts.ts), every prefix typed above, over every measured run',
          }),
        );
        figures.push(
          fig(`first search on the list just opened, ${count} contacts`, median(firstRuns), {
            note: `a new page (its search index not in memory yet, its saved copy there, as on any start after the first) opens the list; as soon as the first contacts show, "${firstWord}" is typed at once; from the search applied to the first card of its answer painted (its count may come later); median of ${firstRuns.length}`,
          }),
        );
        figures.push(
          fig(`search index build, ${count} contacts`, median(buildRuns), {
            note: 'the in-memory contact search index (local-db/contact-search-index.ts) built from scratch on a fresh database instance: every row read in chunks, words derived, sorted by name; done in the background when the list first shows, on the first start and after a wide change (a page of a sync)',
          }),
        );
        figures.push(
          fig(`search index read back, ${count} contacts`, median(loadRuns), {
            note: 'the same index read back from its saved copy (local-db/contact-index-snapshot.ts) on a fresh database instance, as every later start does: one read, the contacts written since re-read',
          }),
        );
      } finally {
        await context.close();
      }
    } finally {
      await server.close();
    }

    // (c) Cold start offline, with the server gone.
    try {
      const starts = await repeat(ctx, 'local: cold start offline', async () => {
        const start = await coldStartOffline(profileDir, server.url);
        if (!start.controlled) {
          throw new Error('Offline cold start was not served by the service worker');
        }
        return start;
      });
      const at = (key: 'domContentLoadedMs' | 'shellMs') =>
        round1(median(starts.map((s) => s[key])));
      figures.push(
        fig(
          `cold start offline to first contact row, ${count} contacts`,
          median(starts.map((s) => s.ms)),
          {
            target: { op: '<', value: 1000 },
            note: `Chromium relaunched on the profile, offline and the server stopped; navigation start to the first contact row painted; median of ${starts.length}; on the way: HTML parsed at ${at('domContentLoadedMs')} ms, signed-in shell on screen at ${at('shellMs')} ms`,
          },
        ),
      );
    } finally {
      rmSync(profileDir, { recursive: true, force: true });
    }
    for (const f of figures) ctx.log(`local: ${f.name}: ${f.value} ${f.unit}`);
    return figures;
  },
};
