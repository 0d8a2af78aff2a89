import Router from '@koa/router';
import {
  intIdSchema,
  paymentCreateSchema,
  paymentListQuerySchema,
  scheduledPaymentsQuerySchema,
} from '@rentline/sync-protocol';
import { parse, parseBody, parseQuery } from '../../../http/validate';
import { todayIn, type PulseSettings } from '../pulse-sql';
import { paymentAgreementOptions } from './payment-options';
import {
  presentPayment,
  presentRecentPayment,
  presentScheduledPayment,
  presentUpcomingPayment,
} from './payments.presenter';
import {
  getPaymentRow,
  listPayments,
  listScheduledPayments,
  recentPayments,
  upcomingPayments,
} from './payments.queries';
import { recordManualPayment } from './payments.service';

/** /api/payments and the Process Payment options (SPEC.md section 7, Payments). */
export function paymentsRoutes(settings: PulseSettings): Router {
  const router = new Router();

  router.get('/api/payments', async (ctx) => {
    const q = parseQuery(ctx, paymentListQuerySchema);
    const { rows, total, hasMore } = await listPayments(ctx.state.em, q);
    ctx.body = { payments: rows.map(presentPayment), total_count: total, has_more: hasMore };
  });

  router.get('/api/payments/scheduled', async (ctx) => {
    const q = parseQuery(ctx, scheduledPaymentsQuerySchema);
    const rows = await listScheduledPayments(ctx.state.em, q, todayIn(settings));
    ctx.body = { scheduled_payments: rows.map(presentScheduledPayment) };
  });

  router.get('/api/payments/recent', async (ctx) => {
    ctx.body = (await recentPayments(ctx.state.em)).map(presentRecentPayment);
  });

  router.get('/api/payments/upcoming', async (ctx) => {
    ctx.body = (await upcomingPayments(ctx.state.em, todayIn(settings))).map(
      presentUpcomingPayment,
    );
  });

  router.post('/api/payments', async (ctx) => {
    const input = parseBody(ctx, paymentCreateSchema);
    const today = todayIn(settings);
    const { paymentId, applied } = await ctx.state.em.transactional((em) =>
      recordManualPayment(em, input, today),
    );
    const payment = presentPayment(await getPaymentRow(ctx.state.em, paymentId));
    ctx.status = 201;
    ctx.body = { success: true, payment_id: paymentId, payment, applied };
  });

  router.get('/api/elavon/customers/:id/agreements', async (ctx) => {
    const customerId = parse(intIdSchema, ctx.params.id!);
    ctx.body = {
      agreements: await paymentAgreementOptions(ctx.state.em, customerId, todayIn(settings)),
    };
  });

  return router;
}
