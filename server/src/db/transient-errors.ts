/**
 * Database failures that mean "try again", not "this change is wrong" (DESIGN.md section 4,
 * "Push": a transient failure changes nothing and the client retries):
 *
 * - the database is unreachable: a refused, reset or terminated connection, a server shutting
 *   down, too many connections;
 * - the transaction lost a race: a deadlock or serialization failure, a lock wait timeout.
 *
 * A push never parks such a mutation as rejected; the error middleware answers 503.
 */
import { ConnectionException, DeadlockException, LockWaitTimeoutException } from '@mikro-orm/core';
import { asDatabaseException } from './database-errors';

/** Node socket codes and PostgreSQL classes 08 (connection) and 57 (operator intervention). */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '53300',
  '57P01',
  '57P02',
  '57P03',
]);
/** What node-postgres says when a socket dies under it (these errors carry no code). */
const UNREACHABLE_MESSAGE =
  /connection terminated|connection error|not queryable|timeout exceeded when trying to connect|client was closed/i;

/** Deadlock, serialization failure or lock timeout: the same transaction may well succeed again. */
export function isLostRace(err: unknown): boolean {
  const e = asDatabaseException(err);
  return e instanceof DeadlockException || e instanceof LockWaitTimeoutException;
}

export function isDatabaseUnreachable(err: unknown): boolean {
  if (asDatabaseException(err) instanceof ConnectionException) return true;
  const e = err as { code?: unknown; message?: unknown } | null;
  if (typeof e?.code === 'string' && UNREACHABLE_CODES.has(e.code)) return true;
  return typeof e?.message === 'string' && UNREACHABLE_MESSAGE.test(e.message);
}

export const isTransientDatabaseError = (err: unknown) =>
  isLostRace(err) || isDatabaseUnreachable(err);
