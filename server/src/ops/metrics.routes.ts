import { createHash, timingSafeEqual } from 'node:crypto';
import type { Middleware } from 'koa';
import { ERRORS } from '@rentline/sync-protocol';
import type { Metrics } from './metrics';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * GET /metrics: off (404, like any unknown path) unless METRICS_TOKEN is set; then only with
 * `Authorization: Bearer <METRICS_TOKEN>` (401 without it), compared in constant time.
 */
export function metricsRoute(metrics: Metrics | null, token: string | undefined): Middleware {
  const expected = token ? digest(`Bearer ${token}`) : null;
  return async (ctx, next) => {
    if (ctx.path !== '/metrics') return next();
    if (!metrics || !expected || ctx.method !== 'GET') {
      ctx.status = 404;
      ctx.body = { error: ERRORS.notFound };
      return;
    }
    if (!timingSafeEqual(digest(ctx.get('authorization')), expected)) {
      ctx.status = 401;
      ctx.set('WWW-Authenticate', 'Bearer');
      ctx.body = { error: ERRORS.authenticationRequired };
      return;
    }
    ctx.set('Content-Type', metrics.registry.contentType);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await metrics.registry.metrics();
  };
}
