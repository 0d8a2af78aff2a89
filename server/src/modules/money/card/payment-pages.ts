/**
 * The unguarded payment pages under /api/pay (the hosted card page of the simulator, the
 * provider's return). They answer html, so a failure is shown as a page, not as JSON, in the
 * payment window.
 */
import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import { ERRORS } from '@rentline/sync-protocol/texts';
import { AppError } from '../../../http/errors';
import { noticePage } from './html';
import type { PaymentsOptions } from './payments-options';
import { createPaymentProvider, providerContext } from './provider';
import { PAY_PREFIX } from './refusals';

export function paymentPages(
  options: PaymentsOptions,
  app: { storeTimeZone: string; logger: Logger },
): Middleware {
  const router = createPaymentProvider(options).routes(providerContext(options, app));
  const routes = router.routes();
  const allowed = router.allowedMethods();
  const pages: Middleware = async (ctx, next) => {
    if (!ctx.path.startsWith(`${PAY_PREFIX}/`)) return next();
    try {
      await routes(ctx as Parameters<typeof routes>[0], () =>
        allowed(ctx as Parameters<typeof allowed>[0], next),
      );
    } catch (err) {
      const known = err instanceof AppError && err.status < 500;
      if (!known) app.logger.error({ err, path: ctx.path }, 'payment page failed');
      ctx.status = known ? err.status : 500;
      ctx.type = 'html';
      ctx.body = noticePage('Payment not completed', known ? err.message : ERRORS.internal);
    }
  };
  // Its routes can be listed like any router's (the API document's test walks them).
  return Object.assign(pages, { router });
}
