import Koa from 'koa';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ForeignKeyConstraintViolationException,
  UniqueConstraintViolationException,
} from '@mikro-orm/core';
import { errorMiddleware } from '../http/error-middleware';
import { createLogger } from '../logger';
import { openTestDatabase } from '../testing/test-database';
import { asDatabaseException } from './database-errors';
import { typed } from './kysely';
import type { Database } from './orm';
import { isLostRace } from './transient-errors';

/**
 * A typed query's database error reads as em.execute's does (database-errors.ts): Kysely throws
 * the driver's own error, and the answers the server gives by the error's class (409 for a
 * duplicate or a row still referenced, 503 for a lost race) must not turn into 500s.
 */
let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db?.close());

/** The error a typed statement throws. */
async function thrownBy(statement: ReturnType<typeof sql>): Promise<unknown> {
  try {
    await statement.execute(typed(db.em.fork()));
  } catch (err) {
    return err;
  }
  throw new Error('The statement did not fail');
}

/** What the error middleware answers for `err` thrown by a route. */
async function answerFor(err: unknown) {
  const app = new Koa();
  app.use(errorMiddleware(createLogger('silent')));
  app.use(() => {
    throw err;
  });
  const server = app.listen(0);
  try {
    const { port } = server.address() as { port: number };
    const res = await fetch(`http://127.0.0.1:${port}/`);
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  } finally {
    server.close();
  }
}

describe('#typed query errors', () => {
  it('reads a duplicate as a unique violation and answers 409', async () => {
    const err = await thrownBy(sql`insert into sync_version (id, value) values (1, 0)`);
    expect(asDatabaseException(err)).toBeInstanceOf(UniqueConstraintViolationException);
    expect(await answerFor(err)).toEqual({
      status: 409,
      body: { error: 'This record already exists', code: 'conflict' },
    });
  });

  it('reads a missing referenced row as a foreign key violation and answers 409', async () => {
    const err = await thrownBy(
      sql`insert into audit_entries (action, employee_id) values ('probe', -1)`,
    );
    expect(asDatabaseException(err)).toBeInstanceOf(ForeignKeyConstraintViolationException);
    expect((await answerFor(err)).status).toBe(409);
  });

  it('reads a deadlock as a lost race and answers 503, busy', async () => {
    const deadlock = Object.assign(new Error('deadlock detected'), {
      code: '40P01',
      severity: 'ERROR',
    });
    expect(isLostRace(deadlock)).toBe(true);
    expect(await answerFor(deadlock)).toEqual({
      status: 503,
      body: { error: 'The server is busy. Please try again.', code: 'busy' },
    });
  });
});
