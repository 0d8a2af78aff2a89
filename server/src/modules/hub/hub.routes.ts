import Router from '@koa/router';
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import type { HubSummary, PublicConfig } from '@rentline/sync-protocol';
import { hubSummary } from './hub.service';

export interface PublicSettings {
  timeClockUrl: string | null;
  storeTimeZone: string;
}

/** The store's calendar date (yyyy-MM-dd) in its own time zone, not the server's. */
export const storeToday = (timeZone: string, now = new Date()) =>
  format(new TZDate(now, timeZone), 'yyyy-MM-dd');

export function hubRoutes(settings: PublicSettings): Router {
  const router = new Router();
  router.get('/api/hub/summary', async (ctx) => {
    ctx.body = (await hubSummary(
      ctx.state.em,
      storeToday(settings.storeTimeZone),
    )) satisfies HubSummary;
  });
  router.get('/api/config/public', (ctx) => {
    ctx.body = {
      time_clock_url: settings.timeClockUrl,
      store_time_zone: settings.storeTimeZone,
    } satisfies PublicConfig;
  });
  return router;
}
