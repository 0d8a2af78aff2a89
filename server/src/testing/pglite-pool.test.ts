import { describe, expect, it } from 'vitest';
import type { Database } from '../db/orm';
import { nativeSql } from '../db/native-sql';
import { createEmployee, insertContactRow, insertCustomerRow } from './factories';
import { leasePgliteDatabase } from './pglite-pool';
import { isPostgresRun } from './test-database';

const rows = async (db: Database, sql: string) => (await nativeSql(db)).execute(sql);
/** Which engine a database runs on: each PGlite instance has its own start time. */
const engine = async (db: Database) =>
  (await rows(db, 'select pg_postmaster_start_time()::text as started'))[0]!.started;

/** What a test can observe of a database: seeded rows, counts, the next ids, the session. */
async function observe(db: Database) {
  return {
    engagementTypes: await rows(db, 'select * from engagement_types order by id'),
    syncVersion: await rows(db, 'select * from sync_version'),
    migrations: await rows(db, 'select name from mikro_orm_migrations order by id'),
    employees: await rows(db, 'select count(*)::int as n from employees'),
    contacts: await rows(db, 'select count(*)::int as n from contacts'),
    customers: await rows(db, 'select count(*)::int as n from customers'),
    timeZone: await rows(db, 'show timezone'),
  };
}

// PGlite whatever the backend: nothing to repeat in the PostgreSQL run.
describe.skipIf(isPostgresRun())('PGlite test databases handed out again', () => {
  it('come back as migrated: rows gone, seeded rows and sequences as they were, settings reset', async () => {
    const first = await leasePgliteDatabase();
    const fresh = await observe(first);
    const firstEngine = await engine(first);
    const [created] = await first.em.fork().transactional(async (em) => {
      const employee = await createEmployee(em, { email: 'pool@example.com' });
      await insertCustomerRow(em, await insertContactRow(em));
      return [employee];
    });
    expect((await observe(first)).customers).not.toEqual(fresh.customers);
    await rows(first, "update engagement_types set name = name || ' (changed)'");
    await rows(first, 'update sync_version set value = value + 50, horizon = 7');
    await rows(first, "set timezone = 'Asia/Tokyo'");
    const stale = await nativeSql(first);
    await first.close();
    // Whatever still holds the closed database fails, on the ORM and on the engine's own client.
    await expect(first.em.fork().execute('select 1')).rejects.toThrow();
    await expect(stale.execute('select 1')).rejects.toThrow('The database was closed');

    const second = await leasePgliteDatabase();
    try {
      expect(await engine(second)).toBe(firstEngine);
      expect(await observe(second)).toEqual(fresh);
      const [again] = await second.em
        .fork()
        .transactional(async (em) => [await createEmployee(em, { email: 'pool@example.com' })]);
      expect(again).toBe(created);
    } finally {
      await second.close();
    }
  });

  it('are closed, not handed out, once a test has changed the schema', async () => {
    const first = await leasePgliteDatabase();
    const firstEngine = await engine(first);
    await rows(first, 'alter table contacts add column pool_marker int');
    await first.close();

    const second = await leasePgliteDatabase();
    try {
      expect(await engine(second)).not.toBe(firstEngine);
      expect(
        await rows(
          second,
          "select 1 from information_schema.columns where table_name = 'contacts' and column_name = 'pool_marker'",
        ),
      ).toEqual([]);
    } finally {
      await second.close();
    }
  });
});
