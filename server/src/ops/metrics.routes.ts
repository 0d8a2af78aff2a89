import { createHash, timingSafeEqual } from 'node:crypto';
import type { Middleware } from 'koa';
import { ERRORS } from '@rentline/sync-protocol/texts';
import type { Metrics } from './metrics';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * GET /metrics: off (404) unless METRICS_TOKEN is set; then only with
 * `Authorization: Bearer <METRICS_TOKEN>`, compared in constant time. Without the token, or with
 * another one, it answers exactly as when it is off (404, no challenge header), so a caller
 * without the token cannot tell that metrics are served (README, "Metrics").
 */
export function metricsRoute(metrics: Metrics | null, token: string | undefined): Middleware {
  const expected = token ? digest(`Bearer ${token}`) : null;
  return async (ctx, next) => {
    if (ctx.path !== '/metrics') return next();
    const allowed =
      metrics !== null &&
      expected !== null &&
      ctx.method === 'GET' &&
      timingSafeEqual(digest(ctx.get('authorization')), expected);
    if (!allowed) {
      ctx.status = 404;
      ctx.body = { error: ERRORS.notFound };
      return;
    }
    ctx.set('Content-Type', metrics.registry.contentType);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await metrics.registry.metrics();
  };
}
