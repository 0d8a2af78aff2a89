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
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTION_FILTERS } from '@rentline/sync-protocol/rules';
import { storeToday } from '../../../lib/store-time';
import { STORE_TZ } from '../../../testing/pulse-factories';
import { isPostgresRun } from '../../../testing/test-database';
import { startTestServer, type TestServer } from '../../../testing/test-server';
import { collectionQueue } from './collections.service';

/** The plans of the statements `work` runs through `em`, explained with their values. */
async function plansOf(em: EntityManager, work: (em: EntityManager) => Promise<unknown>) {
  const plans: string[] = [];
  const execute = em.execute.bind(em);
  Object.assign(em, {
    execute: async (text: string, params: unknown[]) => {
      const rows = await execute<{ 'QUERY PLAN': string }[]>(`explain ${text}`, params);
      plans.push(rows.map((r) => r['QUERY PLAN']).join('\n'));
      return execute(text, params);
    },
  });
  await work(em);
  return plans;
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
    const plans = await plansOf(server.db.em.fork(), (em) =>
      collectionQueue(
        em,
        { filter, limit: 50, offset: 0, search: filter === 'all' ? 'a' : undefined },
        { today, timeZone: STORE_TZ, employeeId: me },
      ),
    );
    expect(plans.length).toBeGreaterThanOrEqual(1);
    for (const plan of plans)
      expect(plan).not.toMatch(/Seq Scan on (payments|scheduled_payments|ledger_entries)\b/);
  });

  it("runs on connections with PostgreSQL's JIT off", async () => {
    const [row] = await server.db.em.fork().execute<{ jit: string }[]>('show jit');
    expect(row!.jit).toBe('off');
  });
});
