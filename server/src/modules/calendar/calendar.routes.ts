import Router from '@koa/router';
import { calendarEmployeeIdSchema, calendarRangeQuerySchema } from '@rentline/sync-protocol';
import { parse, parseQuery } from '../../http/validate';
import { storeToday } from '../hub/hub.routes';
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
  const employeeParam = (raw: string | undefined) => parse(calendarEmployeeIdSchema, raw);

  router.get('/api/calendar/:employeeId/today', async (ctx) => {
    const employeeId = employeeParam(ctx.params.employeeId);
    const today = storeToday(storeTimeZone, now());
    const rows = await listEvents(ctx.state.em, {
      ...storeDayRange(today, today, storeTimeZone),
      employeeId,
    });
    const events = rows.map((row) => presentTodayEvent(row, storeTimeZone));
    ctx.body = { today_events: events, count: events.length };
  });

  router.get('/api/calendar/:employeeId', async (ctx) => {
    employeeParam(ctx.params.employeeId);
    const q = parseQuery(ctx, calendarRangeQuerySchema);
    const range = storeDayRange(q.start_date, q.end_date, storeTimeZone);
    const rows = await listEvents(ctx.state.em, { ...range, employeeId: q.employee_filter });
    ctx.body = { events: rows.map(presentEvent) };
  });

  return router;
}
