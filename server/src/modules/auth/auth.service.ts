import type { EntityManager } from '@mikro-orm/sql';
import jwt from 'jsonwebtoken';
import { ERRORS, type Employee } from '@rentline/sync-protocol';
import { tooManyRequests } from '../../http/errors';
import { verifyPassword } from './password';

export const THROTTLE = { maxFailures: 5, windowMinutes: 15 } as const;

export interface TokenClaims {
  sub: string;
  name: string;
}

export interface AuthSettings {
  jwtSecret: string;
  expiresIn: string;
}

/** Used when an email is unknown, so a miss costs as much time as a wrong password. */
const DUMMY_HASH =
  'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA==$' + Buffer.alloc(64).toString('base64');

/**
 * Signs an employee in. Failed attempts are kept in the database (so the limit holds across
 * server instances): after 5 failures for one email within 15 minutes the answer is 429.
 */
export async function signIn(
  em: EntityManager,
  email: string,
  password: string,
  settings: AuthSettings,
): Promise<{ token: string; employee: Employee } | null> {
  const failures = await em.execute<{ n: number | string }[]>(
    `select count(*) as n from sign_in_attempts
     where lower(email) = lower(?) and not succeeded and created_at > now() - make_interval(mins => ?)`,
    [email, THROTTLE.windowMinutes],
  );
  if (Number(failures[0]?.n ?? 0) >= THROTTLE.maxFailures)
    throw tooManyRequests(ERRORS.tooManyAttempts);

  const rows = await em.execute<(Employee & { password_hash: string })[]>(
    'select id, full_name, email, job_title, password_hash from employees where lower(email) = lower(?)',
    [email],
  );
  const found = rows[0];
  const ok = await verifyPassword(password, found?.password_hash ?? DUMMY_HASH);
  await em.execute('insert into sign_in_attempts (email, succeeded) values (?, ?)', [
    email,
    ok && !!found,
  ]);
  if (!ok || !found) return null;

  const employee: Employee = {
    id: Number(found.id),
    full_name: found.full_name,
    email: found.email,
    job_title: found.job_title,
  };
  const claims: TokenClaims = { sub: String(employee.id), name: employee.full_name };
  const token = jwt.sign(claims, settings.jwtSecret, {
    expiresIn: settings.expiresIn as jwt.SignOptions['expiresIn'],
    algorithm: 'HS256',
  });
  return { token, employee };
}

/**
 * Deletes the sign-in attempts older than the throttle window: only the last 15 minutes count,
 * so older rows are never read again. Run by the server's hourly housekeeping (main.ts).
 */
export async function pruneSignInAttempts(em: EntityManager): Promise<number> {
  const [row] = await em.execute<{ n: number | string }[]>(
    `with gone as (
       delete from sign_in_attempts where created_at < now() - make_interval(mins => ?) returning 1
     ) select count(*) as n from gone`,
    [THROTTLE.windowMinutes],
  );
  return Number(row?.n ?? 0);
}
