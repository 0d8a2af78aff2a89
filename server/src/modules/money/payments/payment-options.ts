/**
 * The agreements a customer can pay on (Process Payment, Take Payment), from each one's ledger as
 * settling would make it today (ledger/project.ts): what it owes today (proposed as the payment),
 * what of it is past due, and the most it can take. The one due the longest comes first, the
 * order a payment over several agreements fills them.
 */
import type { EntityManager } from '@mikro-orm/sql';
import { toDollars } from '@rentline/sync-protocol/money';
import type { PaymentAgreementOption } from '@rentline/sync-protocol/wire';
import { notFound } from '../../../http/errors';
import { typed } from '../../../db/kysely';
import { isOpen } from '../ledger/agreement-head';
import { nextDue, pastDueCents } from '../ledger/allocate';
import { project } from '../ledger/project';
import { readMoney } from '../ledger/settle';
import { payableCents } from './take-payment';

export async function paymentAgreementOptions(
  em: EntityManager,
  customerId: number,
  today: string,
): Promise<PaymentAgreementOption[]> {
  const k = typed(em);
  const customer = await k
    .selectFrom('customers')
    .select('id')
    .where('id', '=', customerId)
    .executeTakeFirst();
  if (!customer) throw notFound('Customer not found');
  const rows = await k
    .selectFrom('agreements')
    .select(['id', 'total_paid'])
    .where('customer_id', '=', customerId)
    .orderBy('id')
    .execute();
  const options: PaymentAgreementOption[] = [];
  for (const row of rows) {
    const m = await readMoney(em, row.id);
    const p = project(m, today);
    const balance = payableCents({ head: m.head, ...p });
    if (balance <= 0) continue;
    options.push({
      agreement_id: row.id,
      custom_agreement_id: m.head.number.startsWith('#') ? null : m.head.number,
      amount_due: toDollars(p.amountDueCents),
      past_due: toDollars(pastDueCents(p.allocation, today)),
      balance: toDollars(balance),
      next_due_date: nextDue(p.allocation, p.schedule, isOpen(m.head.status))?.dueDate ?? null,
      total_expected: toDollars(m.schedule.reduce((n, i) => n + i.amountDueCents, 0)),
      amount_paid: row.total_paid,
      total_payments: m.schedule.length,
    });
  }
  return options.sort((a, b) =>
    (a.next_due_date ?? '9999') < (b.next_due_date ?? '9999')
      ? -1
      : (a.next_due_date ?? '9999') > (b.next_due_date ?? '9999')
        ? 1
        : a.agreement_id - b.agreement_id,
  );
}
