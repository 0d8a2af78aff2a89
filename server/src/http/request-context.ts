import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import type { Database } from '../db/orm';
import { currentRequestFields } from './request-scope';

/** One entity-manager fork per request. */
export function requestContext(db: Database): Middleware {
  return async (ctx, next) => {
    ctx.state.em = db.em.fork();
    await next();
  };
}

/**
 * Embedded PGlite is one connection: every query of every request shares it, so a request's
 * reads could land inside another request's open transaction. On that backend API requests
 * take turns; PostgreSQL keeps full concurrency.
 */
export function serializeOnEmbedded(db: Database): Middleware {
  if (db.backend !== 'pglite') return (_ctx, next) => next();
  let tail: Promise<unknown> = Promise.resolve();
  return async (ctx, next) => {
    if (!ctx.path.startsWith('/api/')) return next();
    const previous = tail;
    let release!: () => void;
    tail = new Promise<void>((resolve) => (release = resolve));
    await previous;
    try {
      await next();
    } finally {
      release();
    }
  };
}

/** Path segments that are secrets (single-use payment links) are logged as '…'. */
const SECRET_PATHS = /^(\/api\/pay\/[a-z]+\/)[^/]+/;
export const loggablePath = (path: string) => path.replace(SECRET_PATHS, '$1…');

/**
 * One structured line per request: its request id (and employee, sync client), method, path,
 * status, time. Never a body, a query or a token.
 */
export function requestLogger(logger: Logger): Middleware {
  return async (ctx, next) => {
    const start = performance.now();
    try {
      await next();
    } finally {
      logger.info(
        {
          ...currentRequestFields(),
          method: ctx.method,
          path: loggablePath(ctx.path),
          status: ctx.status,
          ms: Math.round(performance.now() - start),
        },
        'request',
      );
    }
  };
}
