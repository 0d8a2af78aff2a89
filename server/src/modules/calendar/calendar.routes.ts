import Router from '@koa/router';
import type { Context } from 'koa';
import { currentEmployeeId } from '../../http/current-employee';
import { requirePermission, roleOf } from '../../security/permissions';
import { can } from '@rentline/sync-protocol/rules';
import {
  calendarEmployeeIdSchema,
  calendarRangeQuerySchema,
  type calendarRangeResponseSchema,
  type calendarTodayResponseSchema,
} from '@rentline/sync-protocol/wire';
import type { Answer } from '../../http/answer';
import { idParam, validate } from '../../http/validate';
import { storeToday } from '../../lib/store-time';
import { presentEvent, presentTodayEvent } from './calendar.presenter';
import { listEvents } from './calendar.queries';
import { storeDayRange } from './store-days';

export interface CalendarSettings {
  /** Days are the store's days (IANA zone), never the server's. */
  storeTimeZone: string;
  /** The clock; tests fix it. */
  now?: () => Date;
}

/** /api/calendar (SPEC.md section 7). */
export function calendarRoutes({
  storeTimeZone,
  now = () => new Date(),
}: CalendarSettings): Router {
  const router = new Router();
  const employee = idParam(calendarEmployeeIdSchema, 'employeeId');
  const range = validate({ query: calendarRangeQuerySchema });

  // Another employee's calendar needs a manager ('calendar.others'); without a filter, someone
  // who may not see others' calendars sees their own.
  const others = (ctx: Context) => {
    const self = currentEmployeeId(ctx);
    const filter = (ctx.query.employee_filter as string | undefined) ?? undefined;
    return employee.of(ctx) !== self || (filter !== undefined && Number(filter) !== self);
  };
  const mayRead = requirePermission((ctx) => (others(ctx) ? ['calendar.others'] : []));
  const whose = (ctx: Context, filter: number | undefined) =>
    filter ?? (can(roleOf(ctx), 'calendar.others') ? undefined : currentEmployeeId(ctx));

  router.get('/api/calendar/:employeeId/today', employee, mayRead, async (ctx) => {
    const today = storeToday(storeTimeZone, now());
    const rows = await listEvents(ctx.state.em, {
      ...storeDayRange(today, today, storeTimeZone),
      employeeId: employee.of(ctx),
    });
    const events = rows.map((row) => presentTodayEvent(row, storeTimeZone));
    ctx.body = {
      today_events: events,
      count: events.length,
    } satisfies Answer<typeof calendarTodayResponseSchema>;
  });

  // The employee in the path is checked; the range's own filter chooses whose events.
  router.get('/api/calendar/:employeeId', employee, range, mayRead, async (ctx) => {
    const q = range.input(ctx).query;
    const days = storeDayRange(q.start_date, q.end_date, storeTimeZone);
    const employeeId = whose(ctx, q.employee_filter);
    const rows = await listEvents(ctx.state.em, { ...days, employeeId });
    ctx.body = { events: rows.map(presentEvent) } satisfies Answer<
      typeof calendarRangeResponseSchema
    >;
  });

  return router;
}
