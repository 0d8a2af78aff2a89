/**
 * The plans PostgreSQL makes for the collections queue's statements on the demo store, as the
 * server runs them (its pool's connections, their settings, the statements' values): the
 * installments, payments and ledger entries are read by index, never whole, so a page costs
 * about the same whatever the store's size (issue 50 point 4). The demo's smaller tables (its
 * 509 agreements, 212 customers) PostgreSQL rightly reads whole; at fifty times the demo they
 * are read by index too (bench scale-reads). Before, the queue hashed every agreement and scanned
 * every engagement; its row estimate (140,000 overdue installments for 3,800 at fifty times the
 * demo store) also had PostgreSQL's JIT compile for 460 ms, which the pool now turns off.
 */
import type { EntityManager } from '@mikro-orm/sql';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTION_FILTERS } from '@rentline/sync-protocol/rules';
import { storeToday } from '../../../lib/store-time';
import { STORE_TZ } from '../../../testing/pulse-factories';
import { isPostgresRun } from '../../../testing/test-database';
import { startTestServer, type TestServer } from '../../../testing/test-server';
import { collectionQueue } from './collections.service';

interface Sent {
  text: string;
  values: unknown[];
}

/**
 * Every statement `work` sends to PostgreSQL, whichever way it goes (MikroORM's `execute`, a
 * typed query, a prepared read on the read pool): recorded where the driver sends it.
 */
async function statementsOf(work: () => Promise<unknown>): Promise<Sent[]> {
  const sent: Sent[] = [];
  const query = pg.Client.prototype.query;
  const recording = function (this: pg.Client, ...args: unknown[]) {
    const [first, second] = args;
    if (typeof first === 'string')
      sent.push({ text: first, values: Array.isArray(second) ? second : [] });
    else if (first && typeof first === 'object' && 'text' in first) {
      const config = first as { text: string; values?: unknown[] };
      sent.push({ text: config.text, values: config.values ?? [] });
    }
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  };
  pg.Client.prototype.query = recording as typeof query;
  try {
    await work();
  } finally {
    pg.Client.prototype.query = query;
  }
  return sent;
}

/** The plans of the reads `work` sends, explained with their values on the server's own pool. */
async function plansOf(em: EntityManager, work: (em: EntityManager) => Promise<unknown>) {
  const reads = (await statementsOf(() => work(em))).filter(({ text }) =>
    /^\s*(select|with)\b/i.test(text),
  );
  const pool = (await em.getConnection().getNativeClient()) as pg.Pool;
  const plans: string[] = [];
  for (const { text, values } of reads) {
    const { rows } = await pool.query<{ 'QUERY PLAN': string }>(`explain ${text}`, values);
    plans.push(rows.map((r) => r['QUERY PLAN']).join('\n'));
  }
  return { plans, reads: reads.map(({ text }) => text) };
}

describe.runIf(isPostgresRun())('#collections.queue plans on PostgreSQL (demo store)', () => {
  let server: TestServer;
  let me: number;
  beforeAll(async () => {
    server = await startTestServer({ demo: true });
    await server.db.em.fork().execute('analyze'); // as `npm run db:demo` leaves the tables
    me = (await server.signIn()).employee.id;
  });
  afterAll(() => server?.close());

  it.each(COLLECTION_FILTERS)('reads a page filtered by %s by index', async (filter) => {
    const today = storeToday(STORE_TZ);
    const { plans, reads } = await plansOf(server.db.em.fork(), (em) =>
      collectionQueue(
        em,
        { filter, limit: 50, offset: 0, search: filter === 'all' ? 'a' : undefined },
        { today, timeZone: STORE_TZ, employeeId: me },
      ),
    );
    expect(reads.length).toBeGreaterThanOrEqual(1);
    for (const plan of plans)
      expect(plan).not.toMatch(/Seq Scan on (payments|scheduled_payments|ledger_entries)\b/);
  });

  it("explains the page's detail reads as well as its order, however they are sent", async () => {
    const { reads } = await plansOf(server.db.em.fork(), (em) =>
      collectionQueue(
        em,
        { filter: 'all', limit: 50, offset: 0 },
        { today: storeToday(STORE_TZ), timeZone: STORE_TZ, employeeId: me },
      ),
    );
    // The order statement (SQL text) and collections.queries.ts's typed reads of the page.
    expect(reads.some((text) => /\bcollection_shares\b/.test(text))).toBe(true);
    for (const table of ['engagements', 'follow_ups', 'scheduled_payments', 'customers'])
      expect(reads.some((text) => text.includes(`from "${table}"`))).toBe(true);
  });

  it("runs on connections with PostgreSQL's JIT off", async () => {
    const [row] = await server.db.em.fork().execute<{ jit: string }[]>('show jit');
    expect(row!.jit).toBe('off');
  });
});
