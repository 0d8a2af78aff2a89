import type { EntityManager } from '@mikro-orm/sql';
import type { Context } from 'koa';
import { RejectedMutation } from '../../db/mutation-context';
import { rejectionToError } from '../rejection';

/**
 * One transaction per REST mutation around the same applier sync push calls
 * (DESIGN.md section 4); a refusal leaves as its HTTP error and nothing is written.
 */
export async function transact<T>(
  ctx: Context,
  work: (em: EntityManager) => Promise<T>,
): Promise<T> {
  try {
    return await ctx.state.em.transactional(work);
  } catch (err) {
    if (err instanceof RejectedMutation) throw rejectionToError(err);
    throw err;
  }
}
