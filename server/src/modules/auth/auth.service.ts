/**
 * Sign-in (SPEC.md section 8; DESIGN.md section 4, "Auth"):
 *
 * 1. The attempt is counted before anything is checked (sign-in-throttle.ts; a device that has
 *    signed in before is recognised by its device token, device-token.ts): over a limit it is
 *    answered 429 with how long to wait, and its password is not checked.
 * 2. The password is checked with one scrypt derivation whatever the account is (unknown,
 *    inactive, without a password, or a wrong password), so neither the answer nor its timing
 *    tells them apart.
 * 3. A success whose hash was made with older parameters stores a new hash, then starts a session
 *    (auth-sessions.ts) and signs a token naming it (`jti`) that expires with it (`exp`).
 */
import type { EntityManager } from '@mikro-orm/sql';
import jwt from 'jsonwebtoken';
import { sql } from 'kysely';
import { ERRORS } from '@rentline/sync-protocol/texts';
import type { SignedInEmployee } from '@rentline/sync-protocol/wire';
import { typed } from '../../db/kysely';
import { tooManyRequests } from '../../http/errors';
import { startSession } from './auth-sessions';
import {
  hashPassword,
  needsRehash,
  SCRYPT_PARAMS,
  verifyPassword,
  type ScryptParams,
} from './password';
import { settleAttempt, takeAttempt, type ThrottleLimits } from './sign-in-throttle';

export interface TokenClaims {
  sub: string;
  name: string;
  /** The session (auth_sessions.id). */
  jti?: string;
  exp?: number;
  iat?: number;
}

export interface AuthSettings {
  jwtSecret: string;
  expiresIn: string;
  /** The sign-in limits; default THROTTLE (sign-in-throttle.ts). */
  throttle?: ThrottleLimits;
  /**
   * Today's password hash parameters; default SCRYPT_PARAMS, which the server always uses.
   * Only tests that are not about passwords choose cheaper ones (testing/password-params.ts).
   */
  passwordParams?: ScryptParams;
}

const UNIT_SECONDS = { s: 1, m: 60, h: 3600, d: 86_400 } as const;

/** '12h' -> 43200: a session's length as JWT_EXPIRES_IN gives it (config.ts checks the form). */
export function lifetimeSeconds(expiresIn: string): number {
  const match = /^(\d+)([smhd])$/.exec(expiresIn);
  if (!match) throw new Error(`Invalid session length: ${expiresIn}`);
  return Number(match[1]) * UNIT_SECONDS[match[2] as keyof typeof UNIT_SECONDS];
}

export async function signIn(
  em: EntityManager,
  credentials: {
    email: string;
    password: string;
    address: string;
    device: string | null;
    /** The browser's user agent, kept with the session for the Employees screen. */
    userAgent?: string | null;
  },
  settings: AuthSettings,
): Promise<{ token: string; employee: SignedInEmployee } | null> {
  const { email, password, address, device } = credentials;
  // 1.
  const attempt = await takeAttempt(em, { email, address, device }, settings.throttle);
  if (!attempt.allowed)
    throw tooManyRequests(ERRORS.tooManyAttempts, { retry_after: attempt.retryAfterSeconds });

  // 2. (an inactive employee is not found: the same answer as a wrong password)
  const found = await typed(em)
    .selectFrom('employees')
    .select(['id', 'full_name', 'email', 'job_title', 'role', 'password_hash'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', eb.fn('lower', [eb.val(email)])))
    .where('active', '=', true)
    .executeTakeFirst();
  const params = settings.passwordParams ?? SCRYPT_PARAMS;
  const ok = (await verifyPassword(password, found?.password_hash, params)) && !!found;
  await settleAttempt(em, attempt, ok);
  await typed(em).insertInto('sign_in_attempts').values({ email, succeeded: ok }).execute();
  if (!ok) return null;

  // 3.
  const employee: SignedInEmployee = {
    id: found.id,
    full_name: found.full_name,
    email: found.email,
    job_title: found.job_title,
    role: found.role,
  };
  const rehashed = needsRehash(found.password_hash, params)
    ? await hashPassword(password, params)
    : null;
  const token = await em.transactional(async (tx) => {
    if (rehashed)
      await typed(tx)
        .updateTable('employees')
        .set({ password_hash: rehashed })
        .where('id', '=', employee.id)
        .execute();
    const iat = Math.floor(Date.now() / 1000);
    const exp = iat + lifetimeSeconds(settings.expiresIn);
    const sessionId = await startSession(
      tx,
      employee.id,
      new Date(exp * 1000),
      credentials.userAgent ?? null,
    );
    const claims: TokenClaims = { sub: String(employee.id), name: employee.full_name, iat, exp };
    return jwt.sign(claims, settings.jwtSecret, { algorithm: 'HS256', jwtid: sessionId });
  });
  return { token, employee };
}

/**
 * Deletes the sign-in attempts older than the throttle window: they are a record of the last
 * minutes only. Run by the server's hourly housekeeping (main.ts).
 */
export async function pruneSignInAttempts(em: EntityManager, windowMinutes = 15): Promise<number> {
  const gone = await typed(em)
    .deleteFrom('sign_in_attempts')
    .where('created_at', '<', sql<Date>`now() - make_interval(mins => ${windowMinutes})`)
    .executeTakeFirst();
  return Number(gone.numDeletedRows);
}
