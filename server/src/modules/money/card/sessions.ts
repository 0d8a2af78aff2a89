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
import {
  PAYMENT_SESSION_TTL_MS,
  PAYMENT_TEXTS,
  VALIDATION,
  type PaymentProviderName,
  type paymentSessionRequestSchema,
} from '@rentline/sync-protocol';
import { badRequest } from '../../../http/errors';
import { toCents, toDollars } from '@rentline/sync-protocol';
import { exceedsBalance, payableCents, settleOrRefuse } from '../payments/take-payment';
import { num, strOrNull, type Row } from '../../pulse/pulse-sql';

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
  const [row] = await em.execute<Row[]>(
    `insert into payment_sessions (token_hash, provider, customer_id, agreement_id, amount, employee_id, expires_at, created_at)
     values (?, ?, ?, ?, ?, ?, ?, ?) returning id`,
    [
      tokenHash(token),
      by.provider,
      input.customer_id,
      input.agreement_id,
      toDollars(amountCents),
      by.employeeId,
      new Date(by.now.getTime() + PAYMENT_SESSION_TTL_MS).toISOString(),
      by.now.toISOString(),
    ],
  );
  const session = await findSessionById(em, num(row!.id), by.now);
  return { session: session!, token };
}

const SESSION_SQL = `select s.id, s.provider, s.customer_id, ct.full_name as customer_name, s.agreement_id,
    a.custom_agreement_id, s.amount, s.employee_id, s.status, (s.expires_at <= ?::timestamptz) as expired
  from payment_sessions s join agreements a on a.id = s.agreement_id
  join customers c on c.id = s.customer_id join contacts ct on ct.id = c.contact_id`;

const present = (r: Row): PaymentSession => ({
  id: num(r.id),
  provider: r.provider as PaymentProviderName,
  customer_id: num(r.customer_id),
  customer_name: String(r.customer_name ?? ''),
  agreement_id: num(r.agreement_id),
  custom_agreement_id: strOrNull(r.custom_agreement_id),
  amount: num(r.amount),
  employee_id: r.employee_id === null || r.employee_id === undefined ? null : num(r.employee_id),
  status: r.status as SessionStatus,
  expired: r.expired === true,
});

/** The session a link's token belongs to; `lock` holds its row until the transaction ends. */
export async function findSession(
  em: EntityManager,
  token: string,
  now: Date,
  { lock = false } = {},
): Promise<PaymentSession | null> {
  if (!token || token.length > 200) return null;
  const [row] = await em.execute<Row[]>(
    `${SESSION_SQL} where s.token_hash = ?${lock ? ' for update of s' : ''}`,
    [now.toISOString(), tokenHash(token)],
  );
  return row ? present(row) : null;
}

async function findSessionById(em: EntityManager, id: number, now: Date) {
  const [row] = await em.execute<Row[]>(`${SESSION_SQL} where s.id = ?`, [now.toISOString(), id]);
  return row ? present(row) : null;
}

/** The provider could not open its page: the session ends unused. */
export async function markSessionFailed(em: EntityManager, id: number, now: Date, reason: string) {
  await em.execute(
    `update payment_sessions set status = 'failed', result_message = ?, completed_at = ? where id = ? and status = 'open'`,
    [reason, now.toISOString(), id],
  );
}
