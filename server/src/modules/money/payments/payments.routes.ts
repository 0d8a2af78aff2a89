import Router from '@koa/router';
import { toDollars } from '@rentline/sync-protocol/money';
import {
  installmentListQuerySchema,
  type installmentListResponseSchema,
  intIdSchema,
  paymentCreateSchema,
  type paymentCreateResponseSchema,
  paymentListQuerySchema,
  type paymentListResponseSchema,
  type recentPaymentsResponseSchema,
  type recordedPaymentResponseSchema,
  scheduledPaymentsQuerySchema,
  type scheduledPaymentsResponseSchema,
  transactionIdSchema,
  type upcomingPaymentsResponseSchema,
} from '@rentline/sync-protocol/wire';
import type { Answer } from '../../../http/answer';
import { currentEmployeeId } from '../../../http/current-employee';
import { idempotent } from '../../../http/idempotency';
import { idParam, validate } from '../../../http/validate';
import { todayIn, type PulseSettings } from '../../pulse/pulse-sql';
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
import { takePayment } from './take-payment';

/** /api/payments and the Process Payment options (SPEC.md section 7, Payments). */
export function paymentsRoutes(settings: PulseSettings): Router {
  const router = new Router();
  const list = validate({ query: paymentListQuerySchema });
  const scheduled = validate({ query: scheduledPaymentsQuerySchema });
  const installments = validate({ query: installmentListQuerySchema });
  const create = validate({ body: paymentCreateSchema });
  const transactionId = idParam(transactionIdSchema, 'transactionId');
  const customerId = idParam(intIdSchema);

  router.get('/api/payments', list, async (ctx) => {
    const { rows, total, hasMore } = await listPayments(ctx.state.em, list.input(ctx).query);
    ctx.body = {
      payments: rows.map(presentPayment),
      total_count: total,
      has_more: hasMore,
    } satisfies Answer<typeof paymentListResponseSchema>;
  });

  router.get('/api/payments/scheduled', scheduled, async (ctx) => {
    const query = scheduled.input(ctx).query;
    const rows = await listScheduledPayments(ctx.state.em, query, todayIn(settings));
    ctx.body = {
      scheduled_payments: rows.map(presentScheduledPayment),
    } satisfies Answer<typeof scheduledPaymentsResponseSchema>;
  });

  // The Payment Log's Overdue and Pending lists (issue 22 section 4).
  router.get('/api/payments/installments', installments, async (ctx) => {
    const query = installments.input(ctx).query;
    const { rows, total, hasMore } = await listInstallments(ctx.state.em, query, todayIn(settings));
    ctx.body = {
      installments: rows.map(presentInstallment(query.status)),
      total_count: total,
      has_more: hasMore,
    } satisfies Answer<typeof installmentListResponseSchema>;
  });

  router.get('/api/payments/recent', async (ctx) => {
    ctx.body = (await recentPayments(ctx.state.em)).map(presentRecentPayment) satisfies Answer<
      typeof recentPaymentsResponseSchema
    >;
  });

  router.get('/api/payments/upcoming', async (ctx) => {
    ctx.body = (await upcomingPayments(ctx.state.em, todayIn(settings))).map(
      presentUpcomingPayment,
    ) satisfies Answer<typeof upcomingPaymentsResponseSchema>;
  });

  // The payment, its key and its answer commit together: a repeat is answered, never recorded.
  router.post('/api/payments', create, async (ctx) => {
    const input = create.input(ctx).body;
    const takenBy = currentEmployeeId(ctx);
    await idempotent(ctx, async (em) => {
      const taken = await takePayment(em, input, { today: todayIn(settings), takenBy });
      const payments = await Promise.all(
        taken.payments.map(async (p) => presentPayment(await getPaymentRow(em, p.paymentId))),
      );
      return {
        status: 201,
        body: {
          success: true,
          payment_id: payments[0]!.payment_id,
          payment: payments[0]!,
          payments,
          group_id: taken.groupId,
          change_due: toDollars(taken.changeDueCents),
        } satisfies Answer<typeof paymentCreateResponseSchema>,
      };
    });
  });

  /** Whether a card transaction was recorded, and how (the result pages ask before they say so). */
  router.get('/api/payments/transactions/:transactionId', transactionId, async (ctx) => {
    ctx.body = {
      payment: presentPayment(await getPaymentByTransaction(ctx.state.em, transactionId.of(ctx))),
    } satisfies Answer<typeof recordedPaymentResponseSchema>;
  });

  router.get('/api/elavon/customers/:id/agreements', customerId, async (ctx) => {
    ctx.body = {
      agreements: await paymentAgreementOptions(
        ctx.state.em,
        customerId.of(ctx),
        todayIn(settings),
      ),
    };
  });

  return router;
}
