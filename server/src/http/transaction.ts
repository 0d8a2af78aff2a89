import type { Middleware } from 'koa';

/**
 * One transaction per REST mutation (CONVENTIONS.md point 4): the rest of the chain runs with
 * `ctx.state.em` bound to the transaction, which commits when the handler returns and rolls back
 * when it throws. A refusal (RejectedMutation, AppError) then leaves through the error
 * middleware as its HTTP error, with nothing written.
 */
export const transaction: Middleware = async (ctx, next) => {
  const outer = ctx.state.em;
  try {
    await outer.transactional(async (em) => {
      ctx.state.em = em;
      await next();
    });
  } finally {
    ctx.state.em = outer;
  }
};
