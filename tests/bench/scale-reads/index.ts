/**
 * Reads at any size (issues 50 and 51): the real server in its own process over the demo data at
 * 1x, 10x and 50x (smoke: 1x twice; PGlite when there is no PostgreSQL), signed in as the demo
 * manager, one request at a time. Per read: the median time to answer at each size, and the
 * ratios. Targets: a list page and the collections queue answer at 10x within 2x of 1x and at
 * 50x within 3x (a page costs the same whatever the store's size), and so does a report over a
 * month (the Revenue report's past days kept, modules/reports/revenue-days.ts: the median is of
 * repeated reads).
 */
import { addCalendarDays } from '@rentline/sync-protocol/rules';
import { storeToday } from '../../../server/src/lib/store-time';
import { seededDatabase } from '../../support/seeded-database';
import { startServerProcess } from '../../support/server-process';
import { median, repeat } from '../stats';
import type { Benchmark, BenchContext, Figure } from '../types';

const TIME_ZONE = 'America/New_York';
/** Requests per run and endpoint, after WARM unmeasured ones. */
const REQUESTS = 15;
const WARM = 3;

/**
 * What a read is, which decides its targets: a list's page or the queue's (issue 50: 10x within
 * 2x of 1x, 50x within 3x); a report over a month (issue 51: 10x within 2x; a month of a store
 * fifty times the size is fifty times the promises, payments and calls, with no target); or a
 * read of the whole store as of a day (aging, utilization, the trends' weeks), which grows with
 * it and has none.
 */
type Kind = 'page' | 'month' | 'whole store';

interface Read {
  label: string;
  path: (today: string) => string;
  kind: Kind;
}

const month = (today: string) => `from=${addCalendarDays(today, -29)}&to=${today}`;

const READS: Read[] = [
  { label: 'contacts list', path: () => '/api/core/contacts?limit=50&offset=0', kind: 'page' },
  {
    label: 'flow items list',
    path: () => '/api/flow/items?limit=20&offset=0&status=In-Stock',
    kind: 'page',
  },
  {
    label: 'customers list',
    path: () => '/api/customers?limit=50&offset=0&status=all',
    kind: 'page',
  },
  {
    label: 'agreements list',
    path: () => '/api/agreements?filter=all&sort=desc&limit=50&offset=0',
    kind: 'page',
  },
  { label: 'payment log', path: () => '/api/payments?limit=50&offset=0', kind: 'page' },
  {
    label: 'overdue installments',
    path: () => '/api/payments/installments?status=overdue&limit=50&offset=0',
    kind: 'page',
  },
  {
    label: 'collections queue',
    path: () => '/api/collections/queue?limit=50&offset=0',
    kind: 'page',
  },
  { label: 'report: aging', path: () => '/api/reports/aging', kind: 'whole store' },
  {
    label: 'report: revenue, a month',
    path: (t) => `/api/reports/revenue?${month(t)}`,
    kind: 'month',
  },
  {
    label: 'report: agreements, a month',
    path: (t) => `/api/reports/agreements?${month(t)}`,
    kind: 'month',
  },
  {
    label: 'report: collections, a month',
    path: (t) => `/api/reports/collections?${month(t)}`,
    kind: 'month',
  },
  { label: 'report: utilization', path: () => '/api/reports/utilization', kind: 'whole store' },
  { label: 'trends, 8 weeks', path: () => '/api/reports/trends', kind: 'whole store' },
];

async function timeOnce(url: string, token: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const text = await res.text();
  const ms = performance.now() - started;
  if (res.status !== 200) throw new Error(`${url}: ${res.status} ${text.slice(0, 300)}`);
  return ms;
}

/** The median answer time of each read on the demo data at `scale`. */
async function medians(ctx: BenchContext, scale: number): Promise<Map<string, number>> {
  const database = await seededDatabase({ adminUrl: ctx.postgresUrl, scale, log: ctx.log });
  try {
    const server = await startServerProcess(database.env, ctx.clientDist);
    try {
      const token = await server.signIn();
      const today = storeToday(TIME_ZONE);
      const result = new Map<string, number>();
      for (const read of READS) {
        const url = server.url + read.path(today);
        const runs = await repeat(ctx, `${read.label} at ${scale}x`, async () => {
          for (let i = 0; i < WARM; i++) await timeOnce(url, token);
          const ms: number[] = [];
          for (let i = 0; i < REQUESTS; i++) ms.push(await timeOnce(url, token));
          return median(ms);
        });
        result.set(read.label, median(runs));
      }
      return result;
    } finally {
      await server.stop();
    }
  } finally {
    await database.dispose();
  }
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** The sizes compared with 1x, and the ratio each kind of read must stay under there. */
const SIZES: { scale: number; within: Partial<Record<Kind, number>> }[] = [
  { scale: 10, within: { page: 2, month: 2 } },
  { scale: 50, within: { page: 3 } },
];

async function measure(ctx: BenchContext): Promise<Figure[]> {
  const small = await medians(ctx, 1);
  // Smoke: the demo store again, to prove the comparison works.
  const sizes = ctx.smoke ? [{ scale: 1, within: { page: 2, month: 2 } }] : SIZES;
  const bigger: Map<string, number>[] = [];
  for (const size of sizes) bigger.push(await medians(ctx, size.scale));
  const where = ctx.postgresUrl ? 'PostgreSQL' : 'PGlite';
  const today = storeToday(TIME_ZONE);
  return READS.flatMap((read) => {
    const a = small.get(read.label)!;
    const note = `GET ${read.path(today)} (${read.kind}); one request at a time, median of ${REQUESTS} after ${WARM} unmeasured, median over the runs; server in its own process on ${where}`;
    const figures: Figure[] = [
      { benchmark: 'scale-reads', name: `${read.label}: 1x`, value: round1(a), unit: 'ms' },
    ];
    sizes.forEach(({ scale, within }, i) => {
      const b = bigger[i]!.get(read.label)!;
      const size = ctx.smoke ? '1x, seeded again' : `${scale}x`;
      figures.push(
        { benchmark: 'scale-reads', name: `${read.label}: ${size}`, value: round1(b), unit: 'ms' },
        {
          benchmark: 'scale-reads',
          name: `${read.label}: ${scale}x / 1x`,
          value: Math.round((b / a) * 100) / 100,
          unit: 'x',
          ...(within[read.kind] ? { target: { op: '<' as const, value: within[read.kind]! } } : {}),
          note,
        },
      );
    });
    return figures;
  });
}

export const scaleReads: Benchmark = {
  id: 'scale-reads',
  title: 'Reads at 1x, 10x and 50x: list pages, the collections queue and the reports, one client',
  run: measure,
};
