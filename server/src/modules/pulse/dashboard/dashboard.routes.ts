import Router from '@koa/router';
import type { DashboardMetrics } from '@rentline/sync-protocol/wire';
import { todayIn, type PulseSettings } from '../pulse-sql';
import { dashboardMetrics } from './dashboard.service';

/** GET /api/dashboard/metrics (SPEC.md section 7, Dashboard). */
export function dashboardRoutes(settings: PulseSettings): Router {
  const router = new Router();
  router.get('/api/dashboard/metrics', async (ctx) => {
    ctx.body = (await dashboardMetrics(ctx.state.em, todayIn(settings))) satisfies DashboardMetrics;
  });
  return router;
}
