import Router from '@koa/router';
import type { HubSummary, PublicConfig } from '@rentline/sync-protocol/wire';
import { storeToday } from '../../lib/store-time';
import { hubSummary } from './hub.service';

export interface PublicSettings {
  timeClockUrl: string | null;
  storeTimeZone: string;
}

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
