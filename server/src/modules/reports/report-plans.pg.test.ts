/**
 * The plans PostgreSQL makes for the month reports' statements on the demo store, as the server
 * runs them (on its pool's connections, with their parameters): a month's
 * revenue walks that month's payments and the reversals' partial index, and a promise's payments
 * are those of its window, never every payment or every ledger entry. Without them a report's time grows with the whole store (issue 51's 2x at 10x): a
 * generic plan, forced on the pool before, scanned every ledger entry for the reversals.
 */
import type { Compilable } from 'kysely';
import type { Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostgreSqlConnection } from '@mikro-orm/postgresql';
import { addCalendarDays } from '@rentline/sync-protocol/rules';
import { typed } from '../../db/kysely';
import type { Database } from '../../db/orm';
import { storeToday } from '../../lib/store-time';
import { isPostgresRun } from '../../testing/test-database';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { promisesWithPaid } from './collections';
import { reversedByDay, takenByDay } from './revenue';

const TZ = 'America/New_York';
const to = storeToday(TZ);
const from = addCalendarDays(to, -29);

/**
 * The plan the statement gets when the server runs it: prepared on one of the server's pool
 * connections (its session settings, e.g. a forced generic plan) and explained with its values.
 */
async function planOf(db: Database, query: Compilable) {
  const { sql, parameters } = query.compile();
  const pool = (await (db.em.getConnection() as PostgreSqlConnection).getNativeClient()) as Pool;
  const connection = await pool.connect();
  try {
    await connection.query(`prepare report_plan as ${sql}`);
    const values = parameters.map((v) => connection.escapeLiteral(String(v))).join(', ');
    const { rows } = await connection.query<{ 'QUERY PLAN': string }>(
      `explain execute report_plan(${values})`,
    );
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  } finally {
    await connection.query('deallocate report_plan').catch(() => undefined);
    connection.release();
  }
}

describe.runIf(isPostgresRun())('#reports plans on PostgreSQL (demo store)', () => {
  let server: TestServer;
  const k = () => typed(server.db.em.fork());
  beforeAll(async () => {
    server = await startTestServer({ demo: true });
    await server.db.em.fork().execute('analyze'); // as `npm run db:demo` leaves the tables
  });
  afterAll(() => server?.close());

  it('reads a month of revenue by the payments of that month', async () => {
    const plan = await planOf(server.db, takenByDay(k(), from, to, TZ));
    expect(plan).toContain('payments_created_idx');
    expect(plan).not.toMatch(/Seq Scan on payments/);
  });

  it('reads the reversals of a month through their partial index', async () => {
    const plan = await planOf(server.db, reversedByDay(k(), from, to, TZ));
    expect(plan).toContain('ledger_entries_reversal_idx');
    expect(plan).not.toMatch(/Seq Scan on ledger_entries/);
  });

  it("reads what a promise's customer paid without scanning every payment", async () => {
    // By the customer's agreements (payments_agreement_idx: agreement, time) at ten times the
    // demo; by the payments of the promise's window at the demo's size. Never all of them.
    const plan = await planOf(server.db, promisesWithPaid(k(), from, to, TZ));
    expect(plan).toMatch(/Index Cond: .*created_at >= f\.created_at/);
    expect(plan).not.toMatch(/Seq Scan on (payments|ledger_entries)/);
  });
});
