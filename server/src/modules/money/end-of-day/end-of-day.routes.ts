import Router from '@koa/router';
import { toCents } from '@rentline/sync-protocol/money';
import {
  endOfDayCloseRequestSchema,
  endOfDayDateSchema,
  type endOfDayListResponseSchema,
  type endOfDaySchema,
} from '@rentline/sync-protocol/wire';
import type { Answer } from '../../../http/answer';
import { currentEmployeeId } from '../../../http/current-employee';
import { snapshotTransaction } from '../../../http/transaction';
import { idParam, validate } from '../../../http/validate';
import { todayIn, type PulseSettings } from '../../pulse/pulse-sql';
import { closeDay, getEndOfDay, recentCloses } from './end-of-day.service';
import { authorize } from '../../../security/permissions';
import { drawerThresholdCents } from '../../../security/record-bindings';
import { audit } from '../../audit/audit';

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
    const em = ctx.state.em;
    const input = close.input(ctx).body;
    // Over or short beyond the store's threshold needs a manager, read in the close's snapshot.
    const drawer = (await getEndOfDay(em, day, tz)).drawer ?? { cash: 0, checks: 0 };
    const counted = toCents(input.counted_cash) + toCents(input.counted_checks);
    const overShortCents = counted - toCents(drawer.cash) - toCents(drawer.checks);
    const unbalanced = Math.abs(overShortCents) > (await drawerThresholdCents(em, day));
    const bound = { recordType: 'day', recordId: day, amountCents: Math.abs(overShortCents) };
    const action = unbalanced ? 'day.close_unbalanced' : 'day.close';
    const approvedBy = await authorize(ctx, em, ['day.close', action], bound);
    await closeDay(em, day, input, employeeId, todayIn(settings), tz);
    await audit(em, {
      action,
      ...bound,
      employeeId,
      approvedBy,
      detail: { over_short_cents: overShortCents },
    });
    ctx.status = 201;
    ctx.body = (await getEndOfDay(ctx.state.em, day, tz)) satisfies Answer<typeof endOfDaySchema>;
  });

  return router;
}
