import type { EntityManager } from '@mikro-orm/sql';
import type { z } from 'zod';
import { PAYMENT_TEXTS, type paymentCreateSchema } from '@rentline/sync-protocol';
import { badRequest } from '../../../http/errors';
import { BALANCE, cents, dollars, MANUAL_PAYMENT_STATUS, num, type Row } from '../pulse-sql';
import { closeWhenPaidUp, requireTakesPayments } from '../agreements/lifecycle/lifecycle.service';

type Input = z.output<typeof paymentCreateSchema>;

export { MANUAL_PAYMENT_STATUS } from '../pulse-sql';

/**
 * The agreement's balance, its row locked until the transaction ends: every writer of payments
 * takes this lock first (manual payments, card sessions, the card return), so a balance checked
 * here holds until the payment is inserted, and parallel payments are checked one after another.
 * PostgreSQL's default isolation re-reads the locked row, so a payment committed meanwhile counts.
 */
export async function lockAgreementBalance(
  em: EntityManager,
  agreementId: number,
): Promise<{ customerId: number; balanceCents: number } | null> {
  const [agreement] = await em.execute<Row[]>(
    `select a.customer_id, ${BALANCE} as balance from agreements a where a.id = ? for no key update`,
    [agreementId],
  );
  if (!agreement) return null;
  return { customerId: num(agreement.customer_id), balanceCents: cents(num(agreement.balance)) };
}

/** "Payment exceeds the balance due ($1,275.00)". */
export const exceedsBalance = (balanceCents: number) =>
  PAYMENT_TEXTS.exceedsBalance(dollars(Math.max(balanceCents, 0)));

/**
 * Records a successful manual payment (cash, check…) and applies it to the agreement's oldest
 * unpaid installments, partially when it falls short. An installment it completes is 'paid',
 * on time when today (the store's date) is not after its due date. The amount may not exceed
 * the balance (checked under the agreement's lock, see `lockAgreementBalance`); what exceeds the
 * installments (an agreement without a schedule) stays unapplied. `takenBy` is the employee who
 * took it (printed on its receipt).
 */
export async function recordManualPayment(
  em: EntityManager,
  input: Input,
  today: string,
  takenBy: number | null = null,
) {
  const agreement = await lockAgreementBalance(em, input.agreement_id);
  if (!agreement) throw badRequest('Agreement not found', { agreement_id: 'Agreement not found' });
  await requireTakesPayments(em, input.agreement_id);
  const amountCents = cents(input.amount);
  if (amountCents > agreement.balanceCents) {
    const message = exceedsBalance(agreement.balanceCents);
    throw badRequest(message, { amount: message });
  }
  const open = await em.execute<Row[]>(
    `select id, expected_amount, amount_paid, due_date >= ?::date as on_time from scheduled_payments
     where agreement_id = ? and status <> 'paid' order by due_date, id for update`,
    [today, input.agreement_id],
  );
  let left = amountCents;
  const applied: { scheduled_payment_id: string; amount: number }[] = [];
  for (const row of open) {
    if (left === 0) break;
    const owed = cents(num(row.expected_amount)) - cents(num(row.amount_paid));
    const take = Math.min(owed, left);
    left -= take;
    const paid = take === owed;
    await em.execute(
      `update scheduled_payments set amount_paid = amount_paid + ?, status = case when ? then 'paid' else status end,
         paid_on_time = case when ? then ? else paid_on_time end where id = ?`,
      [dollars(take), paid, paid, row.on_time === true, row.id],
    );
    applied.push({ scheduled_payment_id: String(row.id), amount: dollars(take) });
  }
  const [payment] = await em.execute<Row[]>(
    `insert into payments (agreement_id, scheduled_payment_id, amount_paid, payment_method, payment_status, success, taken_by)
     values (?, ?, ?, ?, ?, true, ?) returning id`,
    [
      input.agreement_id,
      applied[0]?.scheduled_payment_id ?? null,
      dollars(amountCents),
      input.payment_method,
      MANUAL_PAYMENT_STATUS,
      takenBy,
    ],
  );
  await closeWhenPaidUp(em, input.agreement_id, today, null);
  return { paymentId: num(payment!.id), applied };
}
