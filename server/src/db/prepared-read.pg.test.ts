import { v7 as uuidv7 } from 'uuid';
import type { Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listContacts } from '../modules/contacts/contacts.queries';
import { isPostgresRun, openTestDatabase } from '../testing/test-database';
import type { Database } from './orm';
import { typed } from './kysely';
import { preparedQuery, preparedRead, readPoolOf } from './prepared-read';

/** PostgreSQL's prepared statements: per connection, so this needs PostgreSQL itself. */
describe.runIf(isPostgresRun())('#preparedRead on PostgreSQL', () => {
  let db: Database;
  const names = ['Ava Stone', 'Ben Stone', 'Cleo Park'];

  /** A test database holding the three contacts. */
  const openWithNames = async () => {
    const opened = await openTestDatabase();
    for (const name of names) {
      await opened.em.execute(
        `insert into contacts (id, full_name, email, address, primary_phone, version)
         values (?, ?, ?, '1 Main St', '555-0100', 1)`,
        [uuidv7(), name, `${name.split(' ')[0]!.toLowerCase()}@example.com`],
      );
    }
    return opened;
  };

  beforeAll(async () => {
    db = await openWithNames();
  });
  afterAll(() => db.close());

  it("prepares a list's page once per connection and plans it once", async () => {
    // A database of its own: its reads' connections have prepared nothing the other tests read.
    const own = await openWithNames();
    try {
      const pool = readPoolOf((await own.em.getConnection().getNativeClient()) as Pool)!;
      const em = own.em.fork();
      for (let i = 0; i < 3; i++) {
        const page = await listContacts(em, { limit: 2, offset: 0, search: 'stone' });
        expect(page.rows.map((r) => r.full_name)).toEqual(['Ava Stone', 'Ben Stone']);
        expect(page.total).toBe(2);
      }
      // The reads' pool hands back the connection used last, the one that ran the three pages.
      const { rows } = await pool.query<{ generic_plans: string; custom_plans: string }>(
        `select generic_plans, custom_plans from pg_prepared_statements
          where statement like '%from "contacts" where ("full_name" ilike%' and from_sql = false`,
      );
      expect(rows).toEqual([{ generic_plans: '3', custom_plans: '0' }]);
    } finally {
      await own.close();
    }
  });

  it('counts a page past the end apart: no row carries the count', async () => {
    const page = await listContacts(db.em.fork(), { limit: 2, offset: 10, search: 'stone' });
    expect(page).toEqual({ rows: [], total: 2, hasMore: false });
  });

  it('plans a read asked so with its values each time, prepared once on the main pool', async () => {
    const main = (await db.em.getConnection().getNativeClient()) as Pool;
    const sql = `select id from contacts where full_name ilike ? order by full_name limit ? offset ?`;
    for (let i = 0; i < 3; i++) {
      const rows = await preparedRead(db.em.fork(), sql, ['%stone%', 2, 0], 'with its values');
      expect(rows).toHaveLength(2);
    }
    const { rows } = await main.query<{ generic_plans: string; custom_plans: string }>(
      `select generic_plans, custom_plans from pg_prepared_statements
        where statement like '%full_name ilike $1 order by full_name limit $2 offset $3%'`,
    );
    expect(rows).toEqual([{ generic_plans: '0', custom_plans: '3' }]);
  });

  it("answers the same rows, typed the same, as MikroORM's execute", async () => {
    const sql = `select id, full_name, version, created_at, ?::date as day, 2.50::numeric as price
        from contacts where full_name ilike ? order by full_name limit ?`;
    const params = ['2026-11-24', '%o%', 10];
    const em = db.em.fork();
    const prepared = await preparedRead(em, sql, params);
    expect(prepared).toHaveLength(3);
    expect(prepared).toEqual(await em.execute(sql, params));
  });

  it('sends a typed query as a prepared read, its rows converted as when it runs itself', async () => {
    const em = db.em.fork();
    const build = (k: ReturnType<typeof typed>) =>
      k
        .selectFrom('contacts')
        .select(['id', 'full_name', 'version', 'created_at'])
        .where('full_name', 'ilike', '%stone%')
        .orderBy('full_name');
    const prepared = await preparedQuery(em, build);
    expect(prepared.map((r) => r.full_name)).toEqual(['Ava Stone', 'Ben Stone']);
    expect(prepared[0]!.created_at).toBeInstanceOf(Date);
    expect(prepared).toEqual(await build(typed(em)).execute());
    // The reads' pool hands back the connection used last, the one that prepared it.
    const pool = readPoolOf((await db.em.getConnection().getNativeClient()) as Pool)!;
    const { rows } = await pool.query<{ n: string }>(
      `select count(*) as n from pg_prepared_statements
        where statement like '%from "contacts" where "full_name" ilike $1%' and from_sql = false`,
    );
    expect(rows).toEqual([{ n: '1' }]);
  });

  it("reads a transaction's own writes inside it", async () => {
    await db.em
      .fork()
      .transactional(async (em) => {
        await em.execute(
          `insert into contacts (id, full_name, email, address, primary_phone, version)
         values (?, 'Dana Stone', 'dana@example.com', '1 Main St', '555-0100', 1)`,
          [uuidv7()],
        );
        const page = await listContacts(em, { limit: 10, offset: 0, search: 'stone' });
        expect(page.rows.map((r) => r.full_name)).toContain('Dana Stone');
        throw Object.assign(new Error('roll back'), { rollback: true });
      })
      .catch((e: { rollback?: boolean }) => {
        if (!e.rollback) throw e;
      });
    const after = await listContacts(db.em.fork(), { limit: 10, offset: 0, search: 'stone' });
    expect(after.total).toBe(2);
  });
});
