/**
 * Sessions (`auth_sessions`): every sign-in starts one, named by its token's `jti`, and every
 * guarded request needs it live (security/live-session.ts). Signing out revokes it in the
 * database, so every server process refuses the token from then on; it would have expired at
 * the token's `exp` anyway. Removing an employee removes their sessions (on delete cascade).
 */
import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/sql';
import { COLUMNS, type Role } from '@rentline/sync-protocol/rules';
import { sql } from 'kysely';
import { typed } from '../../db/kysely';
import { preparedQuery } from '../../db/prepared-read';

/** Starts a session that ends at `expiresAt` (the token's `exp`); answers its id. */
export async function startSession(
  em: EntityManager,
  employeeId: number,
  expiresAt: Date,
  device: string | null = null,
): Promise<string> {
  const id = randomUUID();
  await typed(em)
    .insertInto('auth_sessions')
    .values({
      id,
      employee_id: employeeId,
      expires_at: expiresAt,
      device: device?.slice(0, COLUMNS.auth_sessions.device.max) ?? null,
      last_seen_at: sql`now()`,
    })
    .execute();
  return id;
}

/** Ends the session now; false when it was not live. */
export async function endSession(
  em: EntityManager,
  id: string,
  employeeId: number,
): Promise<boolean> {
  const ended = await typed(em)
    .updateTable('auth_sessions')
    .set({ revoked_at: sql`now()` })
    .where('id', '=', id)
    .where('employee_id', '=', employeeId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return ended.numUpdatedRows > 0n;
}

/** Ends every live session of the employee (deactivated, new password, "Sign out everywhere"). */
export async function endEverySession(em: EntityManager, employeeId: number): Promise<number> {
  const ended = await typed(em)
    .updateTable('auth_sessions')
    .set({ revoked_at: sql`now()` })
    .where('employee_id', '=', employeeId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return Number(ended.numUpdatedRows);
}

/**
 * The employee's role when the session is theirs, live (not revoked, not expired) and they are
 * active; null otherwise. Once per guarded request, with the session's last sight when it is a
 * minute old (the Employees screen's "last seen").
 */
export async function liveSessionRole(
  em: EntityManager,
  id: string,
  employeeId: number,
): Promise<Role | null> {
  // The read of every guarded request, planned once per connection (db/prepared-read.ts).
  const [row] = await preparedQuery(em, (db) =>
    db
      .selectFrom('auth_sessions as s')
      .innerJoin('employees as e', 'e.id', 's.employee_id')
      .select((eb) => [
        'e.role',
        eb
          .or([
            eb('s.last_seen_at', 'is', null),
            eb('s.last_seen_at', '<', sql<Date>`now() - interval '1 minute'`),
          ])
          .as('stale'),
      ])
      .where('s.id', '=', id)
      .where('s.employee_id', '=', employeeId)
      .where('s.revoked_at', 'is', null)
      .where('s.expires_at', '>', sql<Date>`now()`)
      .where('e.active', '=', sql.lit(true)),
  );
  if (!row) return null;
  if (row.stale)
    await typed(em)
      .updateTable('auth_sessions')
      .set({ last_seen_at: sql`now()` })
      .where('id', '=', id)
      .execute();
  return row.role;
}

/** Deletes the sessions past their expiry, revoked or not (hourly, main.ts). */
export async function pruneSessions(em: EntityManager): Promise<number> {
  const gone = await typed(em)
    .deleteFrom('auth_sessions')
    .where('expires_at', '<', sql<Date>`now()`)
    .executeTakeFirst();
  return Number(gone.numDeletedRows);
}
