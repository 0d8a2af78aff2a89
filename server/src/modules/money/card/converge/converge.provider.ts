/**
 * Elavon Converge hosted payments (PAYMENT_PROVIDER=converge).
 *
 * 1. Start: a transaction token for a sale of the session's amount (two decimals), with the
 *    session's reference as invoice number and the return address
 *    /api/pay/converge/return?session={token} for approvals, declines and errors (REDG: the
 *    browser comes back with the ssl_* fields in the query).
 * 2. Return: nothing is recorded from the URL alone. The transaction is looked up with the
 *    processor (txnquery) and checked (verify.ts); then, holding the session's row lock, the
 *    processor's outcome is recorded and the session ended, once. A replayed return finds the
 *    session ended and records nothing.
 * 3. The browser goes to the result page with the processor's fields; a return that cannot be
 *    verified goes to the error page and leaves the session open (a later, genuine return can
 *    still be recorded: the card may have been charged).
 */
import Router from '@koa/router';
import { PAYMENT_TEXTS } from '@rentline/sync-protocol/texts';
import { storeToday } from '../../../../lib/store-time';
import type { ConvergeSettings } from '../payments-options';
import type { PaymentProvider, ProviderContext } from '../provider';
import { recordPaymentOutcome } from '../record';
import { PAY_PREFIX, refuse } from '../refusals';
import { outcomeUrl, unverifiedUrl } from '../result-url';
import { findSession, refusalOf, sessionReference } from '../sessions';
import {
  ConvergeError,
  hostedPaymentsUrl,
  queryTransaction,
  requestTransactionToken,
} from './converge-client';
import { verifyReturn } from './verify';

const RETURN_PATH = `${PAY_PREFIX}/converge/return`;

export function convergeProvider(
  settings: ConvergeSettings,
  { timeoutMs }: { timeoutMs: number },
): PaymentProvider {
  return {
    name: 'converge',
    async hostedPageUrl(session, token, baseUrl) {
      const returnUrl = `${baseUrl}${RETURN_PATH}?session=${encodeURIComponent(token)}`;
      const txnToken = await requestTransactionToken(
        settings,
        {
          ssl_amount: session.amount.toFixed(2),
          ssl_invoice_number: sessionReference(session.id),
          ssl_description: `Agreement ${session.custom_agreement_id ?? `#${session.agreement_id}`}`,
          ssl_result_format: 'HTML',
          ssl_receipt_link_method: 'REDG',
          ssl_receipt_link_url: returnUrl,
          ssl_error_url: returnUrl,
        },
        timeoutMs,
      );
      return hostedPaymentsUrl(settings, txnToken);
    },
    routes: (context) => convergeRoutes(settings, timeoutMs, context),
  };
}

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

function convergeRoutes(settings: ConvergeSettings, timeoutMs: number, context: ProviderContext) {
  const router = new Router();

  router.get(RETURN_PATH, async (ctx) => {
    const q = Object.fromEntries(Object.entries(ctx.query).map(([k, v]) => [k, first(v)]));
    const token = q.session ?? '';
    const session = await findSession(ctx.state.em, token, context.now());
    // The card may have been charged after the link's 15 minutes: only an ended session is refused.
    const refusal = refusalOf(session, { ignoreExpiry: true });
    if (refusal) return refuse(ctx, refusal);

    const unverified = (reason: string) => {
      context.logger.warn({ session: session!.id, reason }, 'Converge return not verified');
      ctx.status = 303;
      ctx.redirect(unverifiedUrl(session!, PAYMENT_TEXTS.notVerified));
    };
    if (!q.ssl_txn_id) return unverified('no transaction id');
    let txn: Record<string, string> | null;
    try {
      txn = await queryTransaction(settings, q.ssl_txn_id, timeoutMs);
    } catch (err) {
      if (!(err instanceof ConvergeError)) throw err;
      return unverified(err.message);
    }
    const verification = verifyReturn(session!, q, txn);
    if (!verification.ok) return unverified(verification.reason);
    const { outcome } = verification;

    const now = context.now();
    const result = await ctx.state.em.transactional(async (em) => {
      const locked = await findSession(em, token, now, { lock: true });
      const late = refusalOf(locked, { ignoreExpiry: true });
      if (late) return { refusal: late } as const;
      const today = storeToday(context.storeTimeZone, now);
      return {
        recorded: await recordPaymentOutcome(em, locked!, outcome, { today, now }),
      } as const;
    });
    if (result.refusal) return refuse(ctx, result.refusal);
    context.logger.info(
      { session: session!.id, payment: result.recorded.paymentId, approved: outcome.approved },
      'Converge payment recorded',
    );
    ctx.status = 303;
    ctx.redirect(outcomeUrl(session!, outcome));
  });

  return router;
}
