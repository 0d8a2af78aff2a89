/**
 * The built-in simulator (the default provider; needs no account). It serves its own hosted
 * card page at /api/pay/simulator/{token}:
 *
 * 1. GET shows the card form, if the session's link is unused and within its 15 minutes.
 * 2. POST validates the card fields (the form comes back with messages when they are wrong),
 *    then, holding the session's row lock, checks the link again, decides the outcome from the
 *    test card, records it (record.ts) and ends the session in one transaction.
 * 3. The browser is sent to the result page with the ssl_* fields Converge would return.
 */
import Router from '@koa/router';
import type { Context } from 'koa';
import { CARD_FORM_TEXTS } from '@rentline/sync-protocol/texts';
import { cardFormSchema, fieldMessages } from '@rentline/sync-protocol/wire';
import { idParam, pathText } from '../../../../http/validate';
import { storeToday } from '../../../../lib/store-time';
import { readFormBody } from '../form-body';
import type { PaymentProvider, ProviderContext } from '../provider';
import { recordPaymentOutcome } from '../record';
import { PAY_PREFIX, refuse } from '../refusals';
import { outcomeUrl } from '../result-url';
import { findSession, refusalOf, type PaymentSession } from '../sessions';
import { cardPage, type CardPageState } from './simulator-page';
import { findTestCard, simulate } from './simulator-cards';

const PATH = `${PAY_PREFIX}/simulator`;

export function simulatorProvider(): PaymentProvider {
  return {
    name: 'simulator',
    hostedPageUrl: async (_session, token, baseUrl) =>
      `${baseUrl}${PATH}/${encodeURIComponent(token)}`,
    routes: simulatorRoutes,
  };
}

function simulatorRoutes(context: ProviderContext): Router {
  const router = new Router({ prefix: PATH });

  const show = (ctx: Context, session: PaymentSession, state?: CardPageState, status = 200) => {
    ctx.status = status;
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-store');
    ctx.body = cardPage(session, ctx.path, state);
  };

  const linkToken = idParam(pathText, 'token');
  router.get('/:token', linkToken, async (ctx) => {
    const session = await findSession(ctx.state.em, linkToken.of(ctx), context.now());
    const refusal = refusalOf(session);
    if (refusal) return refuse(ctx, refusal);
    show(ctx, session!);
  });

  router.post('/:token', linkToken, async (ctx) => {
    const token = linkToken.of(ctx);
    const form = Object.fromEntries(await readFormBody(ctx));
    const now = context.now();
    const session = await findSession(ctx.state.em, token, now);
    const refusal = refusalOf(session);
    if (refusal) return refuse(ctx, refusal);

    const parsed = cardFormSchema.safeParse(form);
    const values = { card_number: form.card_number, expiry: form.expiry };
    if (!parsed.success)
      return show(ctx, session!, { values, errors: fieldMessages(parsed.error) }, 422);
    const { card_number, expiry } = parsed.data;
    const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
    if (expiry.year * 12 + expiry.month < thisMonth)
      return show(ctx, session!, { values, errors: { expiry: CARD_FORM_TEXTS.expiryPast } }, 422);
    const card = findTestCard(card_number);
    if (!card)
      return show(
        ctx,
        session!,
        { values, errors: { card_number: CARD_FORM_TEXTS.unknownCard } },
        422,
      );

    const result = await ctx.state.em.transactional(async (em) => {
      const locked = await findSession(em, token, now, { lock: true });
      const late = refusalOf(locked);
      if (late) return { refusal: late } as const;
      const outcome = simulate(card, locked!.amount);
      const today = storeToday(context.storeTimeZone, now);
      const recorded = await recordPaymentOutcome(em, locked!, outcome, { today, now });
      return { session: locked!, outcome, recorded } as const;
    });
    if (result.refusal) return refuse(ctx, result.refusal);
    context.logger.info(
      {
        session: result.session.id,
        payment: result.recorded.paymentId,
        approved: result.outcome.approved,
      },
      'simulated card payment recorded',
    );
    ctx.status = 303;
    ctx.redirect(outcomeUrl(result.session, result.outcome));
  });

  return router;
}
