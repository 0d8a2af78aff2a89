import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/orm';
import { openTestDatabase } from '../testing/test-database';
import { checkReadiness } from './readiness';

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

describe('#health.ready', () => {
  it('is ready on a migrated database', async () => {
    expect(await checkReadiness(db)).toEqual({ ready: true });
  });

  it('says a database without the migrations table has not been migrated', async () => {
    const em = db.em.fork();
    await em.execute('alter table mikro_orm_migrations rename to mikro_orm_migrations_away');
    try {
      expect(await checkReadiness(db)).toEqual({
        ready: false,
        reason: 'The database has not been migrated',
      });
    } finally {
      await em.execute('alter table mikro_orm_migrations_away rename to mikro_orm_migrations');
    }
  });
});
