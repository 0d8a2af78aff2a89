import Router from '@koa/router';
import { can } from '@rentline/sync-protocol/rules';
import { REPORT_TEXTS } from '@rentline/sync-protocol/texts';
import {
  agingQuerySchema,
  periodQuerySchema,
  type agingReportSchema,
  type agreementsReportSchema,
  type collectionsReportSchema,
  type revenueReportSchema,
  type trendsReportSchema,
  type utilizationReportSchema,
} from '@rentline/sync-protocol/wire';
import type { Answer } from '../../http/answer';
import { badRequest } from '../../http/errors';
import { validate } from '../../http/validate';
import { requirePermission, roleOf } from '../../security/permissions';
import { todayIn, type PulseSettings } from '../pulse/pulse-sql';
import { agingReport } from './aging';
import { agreementsReport } from './agreements';
import { collectionsReport } from './collections';
import { revenueReport } from './revenue';
import { currentWeek, pastWeeks } from './trends';
import { createPastWeeksCache } from './trends-cache';
import { utilizationReport } from './utilization';

/**
 * /api/reports (issue 51): aging, revenue, agreements, collections and utilization, read online,
 * and the trends of the hub's figures. Revenue and collections by employee are a manager's
 * (`reports.money`); the rest are everyone's, the trends without their revenue for other roles.
 */
export function reportsRoutes(settings: PulseSettings): Router {
  const router = new Router();
  const tz = settings.storeTimeZone;
  const aging = validate({ query: agingQuerySchema });
  const period = validate({ query: periodQuerySchema });

  router.get('/api/reports/aging', aging, async (ctx) => {
    const today = todayIn(settings);
    const asOf = aging.input(ctx).query.as_of ?? today;
    if (asOf > today) throw badRequest(REPORT_TEXTS.futureDay);
    ctx.body = (await agingReport(ctx.state.em, asOf, today, tz)) satisfies Answer<
      typeof agingReportSchema
    >;
  });

  router.get('/api/reports/revenue', period, requirePermission('reports.money'), async (ctx) => {
    const { from, to } = period.input(ctx).query;
    if (to > todayIn(settings)) throw badRequest(REPORT_TEXTS.futureDay);
    ctx.body = (await revenueReport(ctx.state.em, from, to, tz)) satisfies Answer<
      typeof revenueReportSchema
    >;
  });

  router.get('/api/reports/agreements', period, async (ctx) => {
    const { from, to } = period.input(ctx).query;
    if (to > todayIn(settings)) throw badRequest(REPORT_TEXTS.futureDay);
    ctx.body = (await agreementsReport(ctx.state.em, from, to, tz)) satisfies Answer<
      typeof agreementsReportSchema
    >;
  });

  router.get(
    '/api/reports/collections',
    period,
    requirePermission('reports.money'),
    async (ctx) => {
      const { from, to } = period.input(ctx).query;
      if (to > todayIn(settings)) throw badRequest(REPORT_TEXTS.futureDay);
      ctx.body = (await collectionsReport(ctx.state.em, from, to, tz)) satisfies Answer<
        typeof collectionsReportSchema
      >;
    },
  );

  router.get('/api/reports/utilization', async (ctx) => {
    ctx.body = (await utilizationReport(ctx.state.em, todayIn(settings))) satisfies Answer<
      typeof utilizationReportSchema
    >;
  });

  const pastWeeksOf = createPastWeeksCache();
  router.get('/api/reports/trends', async (ctx) => {
    const money = can(roleOf(ctx), 'reports.money');
    const today = todayIn(settings);
    const em = ctx.state.em;
    const past = await pastWeeksOf(today, money, () =>
      // Its own entity manager: the computation is shared with asks that end before it does.
      pastWeeks(em.fork(), today, tz, money),
    );
    ctx.body = {
      weeks: [...past, await currentWeek(em, today, tz, money)],
    } satisfies Answer<typeof trendsReportSchema>;
  });

  return router;
}
