import Router from '@koa/router';
import { intIdSchema } from '@rentline/sync-protocol';
import { parse } from '../../../http/validate';
import { todayIn, type PulseSettings } from '../pulse-sql';
import { agreementHistory } from './history.queries';
import { paymentReceipt } from './receipt.queries';

/** An agreement's payment history and a payment's receipt (issue 21, section 4). */
export function receiptsRoutes(settings: PulseSettings): Router {
  const router = new Router();

  router.get('/api/agreements/:id/history', async (ctx) => {
    const id = parse(intIdSchema, ctx.params.id!);
    ctx.body = await agreementHistory(ctx.state.em, id, {
      today: todayIn(settings),
      timeZone: settings.storeTimeZone,
    });
  });

  router.get('/api/payments/:id/receipt', async (ctx) => {
    const id = parse(intIdSchema, ctx.params.id!);
    ctx.body = await paymentReceipt(ctx.state.em, id, settings.storeTimeZone);
  });

  return router;
}
