import type { Context } from 'koa';
import { unauthorized } from './errors';

/** The signed-in employee's id, from the verified token. */
export function currentEmployeeId(ctx: Context): number {
  const id = Number(ctx.state.user?.sub);
  if (!Number.isInteger(id) || id <= 0) throw unauthorized();
  return id;
}
