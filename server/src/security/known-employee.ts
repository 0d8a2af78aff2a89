import type { Middleware } from 'koa';
import { unauthorized } from '../http/errors';

/**
 * Runs after the token guard: a correctly signed token whose subject is not an existing
 * employee (removed since the token was issued, or never there) is refused with 401, like a
 * missing token, before any route reads or writes under that identity.
 */
export function knownEmployee(): Middleware {
  return async (ctx, next) => {
    const user = ctx.state.user;
    if (!user) return next(); // an unguarded path: the token guard let it through without one
    const id = Number(user.sub);
    if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw unauthorized();
    const rows = await ctx.state.em.execute<{ id: number }[]>(
      'select id from employees where id = ?',
      [id],
    );
    if (rows.length === 0) throw unauthorized();
    await next();
  };
}
