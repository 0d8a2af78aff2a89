import Router from '@koa/router';
import type { Logger } from 'pino';
import { PAYMENT_TEXTS } from '@rentline/sync-protocol/texts';
import { paymentSessionRequestSchema } from '@rentline/sync-protocol/wire';
import { currentEmployeeId } from '../../../http/current-employee';
import { AppError } from '../../../http/errors';
import {
  answer,
  claimKey,
  idempotencyOf,
  releaseKey,
  storeAnswer,
} from '../../../http/idempotency';
import { validate } from '../../../http/validate';
import { storeToday } from '../../../lib/store-time';
import { hostedPageHtml } from './html';
import type { PaymentsOptions } from './payments-options';
import { createPaymentProvider, providerContext } from './provider';
import { createPaymentSession, markSessionFailed } from './sessions';

/**
 * POST /api/elavon/payment-session (SPEC.md section 7): starts a card payment on an agreement
 * and answers the html the portal writes into its payment window, which goes on to the
 * provider's hosted card page. The session is stored first (its own transaction), then the
 * provider is asked for its page outside any transaction; if it cannot, the session ends
 * 'failed' and the answer is a 502 with a message to try again. The request's Idempotency-Key is
 * claimed with the session and answered once the page is known (http/idempotency.ts): a retry
 * of a start whose answer was lost opens the same session, never a second one.
 */
export function paymentSessionsRoutes(
  options: PaymentsOptions,
  app: { storeTimeZone: string; logger?: Logger },
): Router {
  const provider = createPaymentProvider(options);
  const context = providerContext(options, app);
  const router = new Router();
  const start = validate({ body: paymentSessionRequestSchema });

  router.post('/api/elavon/payment-session', start, async (ctx) => {
    const input = start.input(ctx).body;
    const request = idempotencyOf(ctx);
    const employeeId = currentEmployeeId(ctx);
    const now = context.now();
    const started = await ctx.state.em.transactional(async (em) => {
      const first = await claimKey(em, request);
      if (first) return { first };
      return createPaymentSession(em, input, {
        provider: provider.name,
        employeeId,
        now,
        today: storeToday(context.storeTimeZone, now),
      });
    });
    if ('first' in started) return answer(ctx, started.first, true);
    const { session, token } = started;
    let url: string;
    try {
      url = await provider.hostedPageUrl(session, token, context.baseUrl);
    } catch (err) {
      context.logger.warn({ err, session: session.id }, 'the payment provider did not start');
      await markSessionFailed(ctx.state.em, session.id, now, (err as Error).message);
      await releaseKey(ctx.state.em, request);
      throw new AppError(502, PAYMENT_TEXTS.providerUnavailable, 'provider_unavailable');
    }
    // A repeat of this request opens the same session's page, not a second session.
    const created = { status: 201, body: { success: true, payment_html: hostedPageHtml(url) } };
    await storeAnswer(ctx.state.em, request, created);
    answer(ctx, created, false);
  });

  return router;
}
