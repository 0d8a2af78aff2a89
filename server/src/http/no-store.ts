import type { Middleware } from 'koa';

/**
 * API answers in JSON carry customers' names, addresses, balances, and no cache between the
 * server and the tablet (a proxy, the browser's HTTP cache, a shared machine) may keep them:
 * `Cache-Control: no-store` unless the route chose its own caching (images, photos).
 * Outermost, so refusals answered by the error middleware get it too.
 */
export function noStoreJson(): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } finally {
      if (
        ctx.path.startsWith('/api/') &&
        ctx.response.is('json') &&
        !ctx.response.get('Cache-Control')
      )
        ctx.set('Cache-Control', 'no-store');
    }
  };
}
