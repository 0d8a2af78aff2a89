import Router from '@koa/router';
import {
  endOfDayCloseRequestSchema,
  endOfDayDateSchema,
  type endOfDayListResponseSchema,
  type endOfDaySchema,
} from '@rentline/sync-protocol';
import type { Answer } from '../../../http/answer';
import { currentEmployeeId } from '../../../http/current-employee';
import { snapshotTransaction } from '../../../http/transaction';
import { idParam, validate } from '../../../http/validate';
import { todayIn, type PulseSettings } from '../../pulse/pulse-sql';
import { closeDay, getEndOfDay, recentCloses } from './end-of-day.service';

/** /api/end-of-day (issue 22 section 5): the last closes, a day's figures, closing a day. Online only. */
export function endOfDayRoutes(settings: PulseSettings): Router {
  const router = new Router();
  const date = idParam(endOfDayDateSchema, 'date');
  const close = validate({ body: endOfDayCloseRequestSchema });
  const tz = settings.storeTimeZone;

  router.get('/api/end-of-day', async (ctx) => {
    ctx.body = { closes: await recentCloses(ctx.state.em) } satisfies Answer<
      typeof endOfDayListResponseSchema
    >;
  });

  router.get('/api/end-of-day/:date', date, async (ctx) => {
    ctx.body = (await getEndOfDay(ctx.state.em, date.of(ctx), tz)) satisfies Answer<
      typeof endOfDaySchema
    >;
  });

  router.post('/api/end-of-day/:date/close', date, close, snapshotTransaction, async (ctx) => {
    const employeeId = currentEmployeeId(ctx);
    const day = date.of(ctx);
    await closeDay(ctx.state.em, day, close.input(ctx).body, employeeId, todayIn(settings), tz);
    ctx.status = 201;
    ctx.body = (await getEndOfDay(ctx.state.em, day, tz)) satisfies Answer<typeof endOfDaySchema>;
  });

  return router;
}
