import Router from '@koa/router';
import {
  installmentListQuerySchema,
  intIdSchema,
  paymentCreateSchema,
  paymentListQuerySchema,
  scheduledPaymentsQuerySchema,
  transactionIdSchema,
} from '@rentline/sync-protocol';
import { currentEmployeeId } from '../../../http/current-employee';
import { answer, claimKey, idempotencyOf, storeAnswer } from '../../../http/idempotency';
import { parse, parseBody, parseQuery } from '../../../http/validate';
import { todayIn, type PulseSettings } from '../pulse-sql';
import { presentInstallment } from './installments.presenter';
import { listInstallments } from './installments.queries';
import { paymentAgreementOptions } from './payment-options';
import {
  presentPayment,
  presentRecentPayment,
  presentScheduledPayment,
  presentUpcomingPayment,
} from './payments.presenter';
import {
  getPaymentByTransaction,
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

  // The Payment Log's Overdue and Pending lists (issue 22 section 4).
  router.get('/api/payments/installments', async (ctx) => {
    const q = parseQuery(ctx, installmentListQuerySchema);
    const { rows, total, hasMore } = await listInstallments(ctx.state.em, q, todayIn(settings));
    ctx.body = {
      installments: rows.map(presentInstallment(q.status)),
      total_count: total,
      has_more: hasMore,
    };
  });

  router.get('/api/payments/recent', async (ctx) => {
    ctx.body = (await recentPayments(ctx.state.em)).map(presentRecentPayment);
  });

  router.get('/api/payments/upcoming', async (ctx) => {
    ctx.body = (await upcomingPayments(ctx.state.em, todayIn(settings))).map(
      presentUpcomingPayment,
    );
  });

  // The payment, its key and its answer commit together: a repeat is answered, never recorded.
  router.post('/api/payments', async (ctx) => {
    const input = parseBody(ctx, paymentCreateSchema);
    const request = idempotencyOf(ctx);
    const today = todayIn(settings);
    const takenBy = currentEmployeeId(ctx);
    const { stored, replayed } = await ctx.state.em.transactional(async (em) => {
      const first = await claimKey(em, request);
      if (first) return { stored: first, replayed: true };
      const { paymentId, applied } = await recordManualPayment(em, input, today, takenBy);
      const payment = presentPayment(await getPaymentRow(em, paymentId));
      const created = {
        status: 201,
        body: { success: true, payment_id: paymentId, payment, applied },
      };
      await storeAnswer(em, request, created);
      return { stored: created, replayed: false };
    });
    answer(ctx, stored, replayed);
  });

  /** Whether a card transaction was recorded, and how (the result pages ask before they say so). */
  router.get('/api/payments/transactions/:transactionId', async (ctx) => {
    const transactionId = parse(transactionIdSchema, ctx.params.transactionId);
    ctx.body = {
      payment: presentPayment(await getPaymentByTransaction(ctx.state.em, transactionId)),
    };
  });

  router.get('/api/elavon/customers/:id/agreements', async (ctx) => {
    const customerId = parse(intIdSchema, ctx.params.id!);
    ctx.body = {
      agreements: await paymentAgreementOptions(ctx.state.em, customerId, todayIn(settings)),
    };
  });

  return router;
}
