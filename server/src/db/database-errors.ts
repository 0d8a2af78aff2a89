/**
 * A database error as MikroORM's exception class (UniqueConstraintViolationException,
 * DeadlockException, …) whichever way its statement went: `em.execute` throws them converted,
 * Kysely (`typed(em)`, db/kysely.ts) the driver's own error with its SQLSTATE. The error
 * middleware (409 for a duplicate, 503 for a lost race), the push (a refused change is rejected,
 * not retried) and the retry rules (transient-errors.ts) read the class, so they read it here.
 */
import { DriverException } from '@mikro-orm/core';
import { PostgreSqlPlatform } from '@mikro-orm/postgresql';

/** PostgreSQL's converter, for PGlite's errors too: both answer PostgreSQL's SQLSTATEs. */
const converter = new PostgreSqlPlatform().getExceptionConverter();

export function asDatabaseException(err: unknown): unknown {
  if (err instanceof DriverException || !(err instanceof Error)) return err;
  const code = (err as { code?: unknown }).code;
  if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code)) return err;
  return converter.convertException(err as Error & Record<string, unknown>);
}
