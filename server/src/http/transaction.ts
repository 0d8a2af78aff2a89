import type { Middleware } from 'koa';
import { IsolationLevel } from '@mikro-orm/core';

/**
 * One transaction per REST mutation (CONVENTIONS.md point 4): the rest of the chain runs with
 * `ctx.state.em` bound to the transaction, which commits when the handler returns and rolls back
 * when it throws. A refusal (RejectedMutation, AppError) then leaves through the error
 * middleware as its HTTP error, with nothing written.
 */
const transactionAt =
  (isolationLevel?: IsolationLevel): Middleware =>
  async (ctx, next) => {
    const outer = ctx.state.em;
    try {
      await outer.transactional(
        async (em) => {
          ctx.state.em = em;
          await next();
        },
        isolationLevel ? { isolationLevel } : undefined,
      );
    } finally {
      ctx.state.em = outer;
    }
  };

export const transaction: Middleware = transactionAt();

/**
 * A transaction that reads one snapshot throughout (REPEATABLE READ): what closes a store day
 * counts every figure as of one moment, whatever commits meanwhile.
 */
export const snapshotTransaction: Middleware = transactionAt(IsolationLevel.REPEATABLE_READ);
