import Router from '@koa/router';
import type { healthResponseSchema, readinessResponseSchema } from '@rentline/sync-protocol/wire';
import type { Database } from '../db/orm';
import type { Answer } from '../http/answer';
import { checkReadiness } from './readiness';

/**
 * The probes, without a token: `/api/health` (liveness: the process serves) and
 * `/api/health/ready` (readiness: 200 when the database answers and is fully migrated, else
 * 503 with the reason). Neither says anything a stranger could use.
 */
export function healthRoutes(db: Database): Router {
  const router = new Router();
  router.get('/api/health', (ctx) => {
    ctx.body = { status: 'ok' } satisfies Answer<typeof healthResponseSchema>;
  });
  router.get('/api/health/ready', async (ctx) => {
    const readiness = await checkReadiness(db);
    ctx.status = readiness.ready ? 200 : 503;
    ctx.body = (
      readiness.ready ? { status: 'ready' } : { status: 'not ready', reason: readiness.reason }
    ) satisfies Answer<typeof readinessResponseSchema>;
  });
  return router;
}
