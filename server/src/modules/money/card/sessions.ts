/**
 * Payment sessions: one per attempt to take a card payment on an agreement.
 *
 * 1. Started by POST /api/elavon/payment-session for an agreement of the customer with a balance,
 *    for an amount up to that balance. Its token is random and only its hash is stored.
 * 2. Its link opens the hosted card page within PAYMENT_SESSION_TTL_MS, and ends once: 'approved'
 *    or 'declined' (recorded with the payment, see record.ts), or 'failed' when the provider could
 *    not open its page. An ended session's link is refused as already used.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/sql';
import type { z } from 'zod';
import { PAYMENT_SESSION_TTL_MS, type PaymentProviderName } from '@rentline/sync-protocol/rules';
import { PAYMENT_TEXTS, VALIDATION } from '@rentline/sync-protocol/texts';
import type { paymentSessionRequestSchema } from '@rentline/sync-protocol/wire';
import { badRequest } from '../../../http/errors';
import { toCents, toDollars } from '@rentline/sync-protocol/money';
import { exceedsBalance, payableCents, settleOrRefuse } from '../payments/take-payment';
import { typed } from '../../../db/kysely';

type StartInput = z.output<typeof paymentSessionRequestSchema>;

export type SessionStatus = 'open' | 'approved' | 'declined' | 'failed';

export interface PaymentSession {
  id: number;
  provider: PaymentProviderName;
  customer_id: number;
  customer_name: string;
  agreement_id: number;
  custom_agreement_id: string | null;
  amount: number;
  /** Who started it: the payment it records was taken by them. */
  employee_id: number | null;
  status: SessionStatus;
  expired: boolean;
}

export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** The reference the processor keeps with the transaction (Converge's invoice number). */
export const sessionReference = (id: number) => `RLP${String(id).padStart(8, '0')}`;

/** Why a session's link cannot be used now; null when it can. */
export type SessionRefusal = 'invalid' | 'used' | 'expired';
export function refusalOf(
  session: PaymentSession | null,
  { ignoreExpiry = false } = {},
): SessionRefusal | null {
  if (!session) return 'invalid';
  if (session.status !== 'open') return 'used';
  if (session.expired && !ignoreExpiry) return 'expired';
  return null;
}

export async function createPaymentSession(
  em: EntityManager,
  input: StartInput,
  by: { provider: PaymentProviderName; employeeId: number | null; now: Date; today: string },
): Promise<{ session: PaymentSession; token: string }> {
  // Checked under the agreement's lock, like every payment (money/payments/take-payment.ts).
  const refuse = (field: string, message: string) => badRequest(message, { [field]: message });
  const agreement = await settleOrRefuse(em, input.agreement_id, by.today);
  if (agreement.head.customerId !== input.customer_id)
    throw refuse('agreement_id', PAYMENT_TEXTS.agreementNotCustomers);
  const amountCents = toCents(input.amount);
  if (amountCents <= 0) throw refuse('amount', VALIDATION.validPaymentAmount);
  const payable = payableCents(agreement);
  if (payable <= 0) throw refuse('agreement_id', PAYMENT_TEXTS.noBalanceDue);
  if (amountCents > payable) throw refuse('amount', exceedsBalance(payable));

  const token = randomBytes(32).toString('base64url');
  const { id } = await typed(em)
    .insertInto('payment_sessions')
    .values({
      token_hash: tokenHash(token),
      provider: by.provider,
      customer_id: input.customer_id,
      agreement_id: input.agreement_id,
      amount: toDollars(amountCents),
      employee_id: by.employeeId,
      expires_at: new Date(by.now.getTime() + PAYMENT_SESSION_TTL_MS),
      created_at: by.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const session = await sessionAsOf(em, by.now).where('s.id', '=', id).executeTakeFirstOrThrow();
  return { session, token };
}

/** Sessions with their customer's name and agreement number, `expired` as of `now`. */
const sessionAsOf = (em: EntityManager, now: Date) =>
  typed(em)
    .selectFrom('payment_sessions as s')
    .innerJoin('agreements as a', 'a.id', 's.agreement_id')
    .innerJoin('customers as c', 'c.id', 's.customer_id')
    .innerJoin('contacts as ct', 'ct.id', 'c.contact_id')
    .select((eb) => [
      's.id',
      's.provider',
      's.customer_id',
      'ct.full_name as customer_name',
      's.agreement_id',
      'a.custom_agreement_id',
      's.amount',
      's.employee_id',
      's.status',
      eb('s.expires_at', '<=', now).$castTo<boolean>().as('expired'),
    ]);

/** The session a link's token belongs to; `lock` holds its row until the transaction ends. */
export async function findSession(
  em: EntityManager,
  token: string,
  now: Date,
  { lock = false } = {},
): Promise<PaymentSession | null> {
  if (!token || token.length > 200) return null;
  const session = await sessionAsOf(em, now)
    .where('s.token_hash', '=', tokenHash(token))
    .$if(lock, (q) => q.forUpdate('s'))
    .executeTakeFirst();
  return session ?? null;
}

/** The provider could not open its page: the session ends unused. */
export async function markSessionFailed(em: EntityManager, id: number, now: Date, reason: string) {
  await typed(em)
    .updateTable('payment_sessions')
    .set({ status: 'failed', result_message: reason, completed_at: now })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .execute();
}
