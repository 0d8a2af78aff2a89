import type { Middleware } from 'koa';
import { unauthorized } from '../http/errors';

/** How long an employee found in the database is trusted without asking again. */
export const KNOWN_EMPLOYEE_TTL_MS = 10_000;

/**
 * Runs after the token guard: a correctly signed token whose subject is not an existing
 * employee (removed since the token was issued, or never there) is refused with 401, like a
 * missing token, before any route reads or writes under that identity.
 *
 * An employee found is remembered for `ttlMs` (per server process), so a busy tablet's requests
 * do not each cost a database round trip; a removed employee is refused at most `ttlMs` later.
 * Misses are never remembered.
 */
export function knownEmployee(
  ttlMs = KNOWN_EMPLOYEE_TTL_MS,
  now: () => number = Date.now,
): Middleware {
  const seen = new Map<number, number>();
  return async (ctx, next) => {
    const user = ctx.state.user;
    if (!user) return next(); // an unguarded path: the token guard let it through without one
    const id = Number(user.sub);
    if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw unauthorized();
    if ((seen.get(id) ?? 0) <= now()) {
      const rows = await ctx.state.em.execute<{ id: number }[]>(
        'select id from employees where id = ?',
        [id],
      );
      if (rows.length === 0) {
        seen.delete(id);
        throw unauthorized();
      }
      seen.set(id, now() + ttlMs);
    }
    await next();
  };
}
