import Router from '@koa/router';
import { intIdSchema } from '@rentline/sync-protocol/wire';
import { idParam } from '../../../http/validate';
import { todayIn, type PulseSettings } from '../../pulse/pulse-sql';
import { agreementHistory } from './history.queries';
import { paymentReceipt } from './receipt.queries';

/** An agreement's payment history and a payment's receipt (issue 21, section 4). */
export function receiptsRoutes(settings: PulseSettings): Router {
  const router = new Router();
  const id = idParam(intIdSchema);

  router.get('/api/agreements/:id/history', id, async (ctx) => {
    ctx.body = await agreementHistory(ctx.state.em, id.of(ctx), {
      today: todayIn(settings),
      timeZone: settings.storeTimeZone,
    });
  });

  router.get('/api/payments/:id/receipt', id, async (ctx) => {
    ctx.body = await paymentReceipt(ctx.state.em, id.of(ctx), settings.storeTimeZone);
  });

  return router;
}
