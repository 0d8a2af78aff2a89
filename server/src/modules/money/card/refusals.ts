import type { Context } from 'koa';
import { PAYMENT_TEXTS } from '@rentline/sync-protocol/texts';
import { noticePage } from './html';
import type { SessionRefusal } from './sessions';

/** The unguarded payment pages live under this path (the token guard lets them through). */
export const PAY_PREFIX = '/api/pay';

const REFUSALS: Record<SessionRefusal, { status: number; title: string }> = {
  invalid: { status: 404, title: PAYMENT_TEXTS.linkInvalid },
  used: { status: 409, title: PAYMENT_TEXTS.linkUsed },
  expired: { status: 410, title: PAYMENT_TEXTS.linkExpired },
};

/** Answers a page saying why the payment link cannot be used; nothing is recorded. */
export function refuse(ctx: Context, refusal: SessionRefusal) {
  const { status, title } = REFUSALS[refusal];
  ctx.status = status;
  ctx.type = 'html';
  ctx.set('Cache-Control', 'no-store');
  ctx.body = noticePage(title, `${title}. ${PAYMENT_TEXTS.startAgain}`);
}
