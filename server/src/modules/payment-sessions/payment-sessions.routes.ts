import Router from '@koa/router';
import type { Logger } from 'pino';
import { PAYMENT_TEXTS, paymentSessionRequestSchema } from '@rentline/sync-protocol';
import { currentEmployeeId } from '../../http/current-employee';
import { AppError } from '../../http/errors';
import { parseBody } from '../../http/validate';
import { hostedPageHtml } from '../../payments/html';
import type { PaymentsOptions } from '../../payments/payments-options';
import { createPaymentProvider, providerContext } from '../../payments/provider';
import { createPaymentSession, markSessionFailed } from '../../payments/sessions';

/**
 * POST /api/elavon/payment-session (SPEC.md section 7): starts a card payment on an agreement
 * and answers the html the portal writes into its payment window, which goes on to the
 * provider's hosted card page. The session is stored first (its own transaction), then the
 * provider is asked for its page outside any transaction; if it cannot, the session ends
 * 'failed' and the answer is a 502 with a message to try again.
 */
export function paymentSessionsRoutes(
  options: PaymentsOptions,
  app: { storeTimeZone: string; logger?: Logger },
): Router {
  const provider = createPaymentProvider(options);
  const context = providerContext(options, app);
  const router = new Router();

  router.post('/api/elavon/payment-session', async (ctx) => {
    const input = parseBody(ctx, paymentSessionRequestSchema);
    const employeeId = currentEmployeeId(ctx);
    const now = context.now();
    const { session, token } = await ctx.state.em.transactional((em) =>
      createPaymentSession(em, input, { provider: provider.name, employeeId, now }),
    );
    let url: string;
    try {
      url = await provider.hostedPageUrl(session, token, context.baseUrl(ctx));
    } catch (err) {
      context.logger.warn({ err, session: session.id }, 'the payment provider did not start');
      await markSessionFailed(ctx.state.em, session.id, now, (err as Error).message);
      throw new AppError(502, PAYMENT_TEXTS.providerUnavailable, 'provider_unavailable');
    }
    ctx.status = 201;
    ctx.body = { success: true, payment_html: hostedPageHtml(url) };
  });

  return router;
}
