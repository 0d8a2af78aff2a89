import type { Middleware } from 'koa';
import { unauthorized } from '../http/errors';
import { liveSessionRole } from '../modules/auth/auth-sessions';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Runs after the token guard, which checks the signature (and `exp` when there is one). A
 * correctly signed token is refused with 401, like a missing one, before any route reads or
 * writes under its identity, unless:
 *
 * - it states when it expires (`exp`): a token without one would never end;
 * - its subject is an employee id and its `jti` a session of that employee that is neither
 *   revoked (signed out) nor expired, in the database, so every server process agrees at once;
 *   removing an employee removes their sessions;
 * - the employee is active. Their role is read in the same query (ctx.state.role), never taken
 *   from the token, so a demotion or a deactivation applies from their next request.
 *
 * One indexed read per request (and a write of the session's last sight once a minute); nothing is remembered between requests, so a sign-out on one
 * server is refused by every other from its next request.
 */
export function liveSession(): Middleware {
  return async (ctx, next) => {
    const user = ctx.state.user;
    if (!user) return next(); // an unguarded path: the token guard let it through without one
    const id = Number(user.sub);
    if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw unauthorized();
    if (typeof user.exp !== 'number' || typeof user.jti !== 'string' || !UUID.test(user.jti))
      throw unauthorized();
    const role = await liveSessionRole(ctx.state.em, user.jti, id);
    if (!role) throw unauthorized();
    ctx.state.role = role;
    await next();
  };
}
