/**
 * Sessions (`auth_sessions`): every sign-in starts one, named by its token's `jti`, and every
 * guarded request needs it live (security/live-session.ts). Signing out revokes it in the
 * database, so every server process refuses the token from then on; it would have expired at
 * the token's `exp` anyway. Removing an employee removes their sessions (on delete cascade).
 */
import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/sql';
import { preparedRead } from '../../db/prepared-read';

/** Starts a session that ends at `expiresAt` (the token's `exp`); answers its id. */
export async function startSession(
  em: EntityManager,
  employeeId: number,
  expiresAt: Date,
): Promise<string> {
  const id = randomUUID();
  await em.execute('insert into auth_sessions (id, employee_id, expires_at) values (?, ?, ?)', [
    id,
    employeeId,
    expiresAt.toISOString(),
  ]);
  return id;
}

/** Ends the session now; false when it was not live. */
export async function endSession(
  em: EntityManager,
  id: string,
  employeeId: number,
): Promise<boolean> {
  const rows = await em.execute(
    `update auth_sessions set revoked_at = now()
     where id = ? and employee_id = ? and revoked_at is null returning 1 as ended`,
    [id, employeeId],
  );
  return rows.length > 0;
}

/** Whether the session is the employee's, not revoked and not expired (once per guarded request). */
export async function isSessionLive(
  em: EntityManager,
  id: string,
  employeeId: number,
): Promise<boolean> {
  const rows = await preparedRead(
    em,
    `select 1 as live from auth_sessions
     where id = ?::uuid and employee_id = ?::int and revoked_at is null and expires_at > now()`,
    [id, employeeId],
  );
  return rows.length > 0;
}

/** Deletes the sessions past their expiry, revoked or not (hourly, main.ts). */
export async function pruneSessions(em: EntityManager): Promise<number> {
  const [row] = await em.execute<{ n: number | string }[]>(
    `with gone as (delete from auth_sessions where expires_at < now() returning 1)
     select count(*) as n from gone`,
  );
  return Number(row?.n ?? 0);
}
