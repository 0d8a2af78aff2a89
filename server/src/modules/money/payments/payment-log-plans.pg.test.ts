/**
 * The plan PostgreSQL makes for the Payment Log's page on the demo store, as the server runs it
 * (planned with its values on the main pool: prepared-read.ts): the page of payments is cut by
 * walking their time index before anything is joined to it, never by reading every payment.
 */
import type { Compilable } from 'kysely';
import type { Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostgreSqlConnection } from '@mikro-orm/postgresql';
import { paymentListQuerySchema } from '@rentline/sync-protocol/wire';
import { typed } from '../../../db/kysely';
import type { Database } from '../../../db/orm';
import { isPostgresRun } from '../../../testing/test-database';
import { startTestServer, type TestServer } from '../../../testing/test-server';
import { paymentLogPage } from './payments.queries';

/** The plan of the statement prepared on one of the server's pool connections, with its values. */
async function planOf(db: Database, query: Compilable) {
  const { sql, parameters } = query.compile();
  const pool = (await (db.em.getConnection() as PostgreSqlConnection).getNativeClient()) as Pool;
  const connection = await pool.connect();
  try {
    await connection.query(`prepare payment_log_plan as ${sql}`);
    const values = parameters.map((v) => connection.escapeLiteral(String(v))).join(', ');
    const { rows } = await connection.query<{ 'QUERY PLAN': string }>(
      `explain execute payment_log_plan(${values})`,
    );
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  } finally {
    await connection.query('deallocate payment_log_plan').catch(() => undefined);
    connection.release();
  }
}

describe.runIf(isPostgresRun())('#payments list plan on PostgreSQL (demo store)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ demo: true });
    await server.db.em.fork().execute('analyze'); // as `npm run db:demo` leaves the tables
  });
  afterAll(() => server?.close());

  it.each([{}, { filter: 'completed', offset: '100' }])(
    'cuts the page %o by the payments_created_idx, not by reading every payment',
    async (query) => {
      const q = paymentListQuerySchema.parse(query);
      const plan = await planOf(server.db, paymentLogPage(typed(server.db.em.fork()), q).page);
      expect(plan).toContain('payments_created_idx');
      expect(plan).not.toMatch(/Seq Scan on payments/);
    },
  );

  it('cuts the Failed page by the payments_failed_idx, not by walking every payment', async () => {
    const q = paymentListQuerySchema.parse({ filter: 'failed' });
    const plan = await planOf(server.db, paymentLogPage(typed(server.db.em.fork()), q).page);
    expect(plan).toContain('payments_failed_idx');
    expect(plan).not.toMatch(/Seq Scan on payments|payments_created_idx/);
  });
});
