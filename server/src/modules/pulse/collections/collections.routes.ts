import Router from '@koa/router';
import {
  collectionQueueQuerySchema,
  type collectionQueueResponseSchema,
} from '@rentline/sync-protocol/wire';
import type { Answer } from '../../../http/answer';
import { currentEmployeeId } from '../../../http/current-employee';
import { validate } from '../../../http/validate';
import { todayIn, type PulseSettings } from '../pulse-sql';
import { collectionQueue } from './collections.service';

/** /api/collections (issue 22 section 1): the queue of accounts with an installment past due. */
export function collectionsRoutes(settings: PulseSettings): Router {
  const router = new Router();
  const queue = validate({ query: collectionQueueQuerySchema });

  router.get('/api/collections/queue', queue, async (ctx) => {
    ctx.body = (await collectionQueue(ctx.state.em, queue.input(ctx).query, {
      today: todayIn(settings),
      timeZone: settings.storeTimeZone,
      employeeId: currentEmployeeId(ctx),
    })) satisfies Answer<typeof collectionQueueResponseSchema>;
  });

  return router;
}
