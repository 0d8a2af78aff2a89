/** Payments: one per paid schedule row, numbered in the order they were made. */
import { toDollars } from '@rentline/sync-protocol/money';
import { PAYMENT_METHODS, tenderOfMethod } from '@rentline/sync-protocol/rules';
import type { DemoContext } from './context';
import type { Agreement, PaymentRow } from './dataset';
import { ROW_STATUS } from './dataset';
import { iso } from './format';
import type { Row } from './insert';
import type { DemoLedger } from './ledger';

/** Payments of the paid rows, mostly by the contact's preferred method; not yet numbered. */
export function collectPayments(ctx: DemoContext, agreements: Agreement[]): PaymentRow[] {
  const { clock } = ctx;
  const r = ctx.rng.payments;
  const payments: PaymentRow[] = [];
  for (const a of agreements) {
    for (const row of a.rows) {
      if (row.status !== ROW_STATUS.paid) continue;
      payments.push({
        id: 0,
        agreementId: 0,
        scheduledId: row.id,
        amount: row.amount,
        method: r.chance(0.85) ? a.customer.contact.preferredMethod : r.pick(PAYMENT_METHODS),
        createdMs: clock.ms(row.paidDay, row.paidMinute),
      });
    }
  }
  return payments;
}

/** Ids in payment order once the agreements have theirs; links each paid row to its payment. */
export function numberPayments(agreements: Agreement[], payments: PaymentRow[]): void {
  const paymentByRow = new Map<string, PaymentRow>();
  for (const p of payments) paymentByRow.set(p.scheduledId, p);
  for (const a of agreements)
    for (const row of a.rows) {
      const p = paymentByRow.get(row.id);
      if (p) p.agreementId = a.id;
    }
  payments.sort(
    (x, y) =>
      x.createdMs - y.createdMs ||
      x.agreementId - y.agreementId ||
      (x.scheduledId < y.scheduledId ? -1 : 1),
  );
  payments.forEach((p, i) => (p.id = i + 1));
  for (const a of agreements)
    for (const row of a.rows) row.paymentId = paymentByRow.get(row.id)?.id ?? 0;
}

export function paymentRows(payments: PaymentRow[], ledger: DemoLedger): Row[] {
  return payments.map((p) => {
    const facts = ledger.facts.get(p.id);
    return {
      id: p.id,
      agreement_id: p.agreementId,
      scheduled_payment_id: facts?.firstInstallment ?? p.scheduledId,
      amount_paid: toDollars(p.amount),
      tender: tenderOfMethod(p.method),
      payment_method: p.method,
      payment_status: 'completed',
      success: true,
      transaction_id: null,
      created_at: iso(p.createdMs),
      rent_cents: facts?.rent ?? 0,
      damage_waiver_cents: facts?.damageWaiver ?? 0,
      fees_cents: facts?.fees ?? 0,
      tax_cents: facts?.tax ?? 0,
      balance_after_cents: facts?.balanceAfter ?? null,
      next_due_date: facts?.nextDue ?? null,
    };
  });
}
