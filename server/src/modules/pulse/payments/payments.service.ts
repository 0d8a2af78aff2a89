import type { EntityManager } from '@mikro-orm/sql';
import type { z } from 'zod';
import type { paymentCreateSchema } from '@rentline/sync-protocol';
import { badRequest } from '../../../http/errors';
import { BALANCE, cents, dollars, num, type Row } from '../pulse-sql';

type Input = z.output<typeof paymentCreateSchema>;

export const MANUAL_PAYMENT_STATUS = 'completed';

/**
 * Records a successful manual payment (cash, check…) and applies it to the agreement's oldest
 * unpaid installments, partially when it falls short. An installment it completes is 'paid',
 * on time when today (the store's date) is not after its due date. The amount may not exceed
 * the balance; what exceeds the installments (an agreement without a schedule) stays unapplied.
 */
export async function recordManualPayment(em: EntityManager, input: Input, today: string) {
  const [agreement] = await em.execute<Row[]>(
    `select a.id, ${BALANCE} as balance from agreements a where a.id = ?`,
    [input.agreement_id],
  );
  if (!agreement) throw badRequest('Agreement not found', { agreement_id: 'Agreement not found' });
  const amountCents = cents(input.amount);
  const balanceCents = cents(num(agreement.balance));
  if (amountCents > balanceCents) {
    const message = `Payment exceeds the balance due ($${dollars(Math.max(balanceCents, 0)).toFixed(2)})`;
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
    `insert into payments (agreement_id, scheduled_payment_id, amount_paid, payment_method, payment_status, success)
     values (?, ?, ?, ?, ?, true) returning id`,
    [
      input.agreement_id,
      applied[0]?.scheduled_payment_id ?? null,
      dollars(amountCents),
      input.payment_method,
      MANUAL_PAYMENT_STATUS,
    ],
  );
  return { paymentId: num(payment!.id), applied };
}
