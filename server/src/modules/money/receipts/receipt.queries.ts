/**
 * A payment's receipt (GET /api/payments/{id}/receipt): the payment and everything taken with it
 * (its group: a split tender, several agreements of one customer), one receipt numbered by the
 * group's first payment. Every figure was fixed when the money was taken (payments.*_cents,
 * balance_after_cents, next_due_date; money/payments/credit.ts), so a reprint reads the same
 * whatever happened since; a reversal since is shown as such. Only money that went through has a
 * receipt.
 */
import type { EntityManager } from '@mikro-orm/sql';
import { toCents, toDollars } from '@rentline/sync-protocol/money';
import { LESSOR_NAME, receiptNumber, type Tender } from '@rentline/sync-protocol/rules';
import { RECEIPT_TEXTS, TENDER_LABELS } from '@rentline/sync-protocol/texts';
import type { Receipt } from '@rentline/sync-protocol/wire';
import { notFound } from '../../../http/errors';
import { typed } from '../../../db/kysely';
import { storeYear } from './store-year';

export async function paymentReceipt(
  em: EntityManager,
  paymentId: number,
  timeZone: string,
): Promise<Receipt> {
  const k = typed(em);
  const payment = await k
    .selectFrom('payments')
    .select(['id', 'group_id', 'success'])
    .where('id', '=', paymentId)
    .executeTakeFirst();
  if (!payment) throw notFound(RECEIPT_TEXTS.paymentNotFound);
  if (!payment.success) throw notFound(RECEIPT_TEXTS.notCompleted);
  const rows = await k
    .selectFrom('payments as p')
    .innerJoin('agreements as a', 'a.id', 'p.agreement_id')
    .innerJoin('customers as c', 'c.id', 'a.customer_id')
    .innerJoin('contacts as ct', 'ct.id', 'c.contact_id')
    .leftJoin('employees as e', 'e.id', 'p.taken_by')
    .leftJoin('ledger_entries as r', (j) =>
      j.onRef('r.payment_id', '=', 'p.id').on('r.kind', '=', 'reversal'),
    )
    .select([
      'p.id',
      'p.agreement_id',
      'a.custom_agreement_id',
      'ct.full_name as customer_name',
      'p.amount_paid',
      'p.tender',
      'p.payment_method',
      'p.transaction_id',
      'p.change_due',
      'p.created_at',
      'p.rent_cents',
      'p.damage_waiver_cents',
      'p.fees_cents',
      'p.tax_cents',
      'p.balance_after_cents',
      'p.next_due_date',
      'e.full_name as taken_by',
      'r.reason as reversal_reason',
      'r.created_at as reversed_at',
    ])
    .where((eb) =>
      payment.group_id === null
        ? eb('p.id', '=', paymentId)
        : eb.and([eb('p.group_id', '=', payment.group_id), eb('p.success', '=', true)]),
    )
    .orderBy('p.id')
    .execute();
  // The payment itself is one of them (it went through); a group's others were taken with it.
  const [first] = rows;
  if (!first) throw notFound(RECEIPT_TEXTS.paymentNotFound);
  const lines = rows.map((r) => ({
    payment_id: r.id,
    agreement_id: r.agreement_id,
    custom_agreement_id: r.custom_agreement_id,
    tender: r.tender as Tender,
    amount: r.amount_paid,
    rent: toDollars(r.rent_cents),
    damage_waiver: toDollars(r.damage_waiver_cents),
    fees: toDollars(r.fees_cents),
    tax: toDollars(r.tax_cents),
    balance_after: toDollars(r.balance_after_cents ?? 0),
    next_due_date: r.next_due_date,
  }));
  const firstAgreementsLast = lines.findLast((l) => l.agreement_id === first.agreement_id)!;
  const sum = (pick: (r: (typeof rows)[number]) => number) =>
    toDollars(rows.reduce((n, r) => n + pick(r), 0));
  const tenders = new Map<Tender, number>();
  for (const r of rows)
    tenders.set(
      r.tender as Tender,
      (tenders.get(r.tender as Tender) ?? 0) + toCents(r.amount_paid),
    );
  const reversed = rows.find((r) => r.reversal_reason !== null);
  const paidAt = new Date(first.created_at);
  return {
    receipt_number: receiptNumber(first.id, storeYear(paidAt, timeZone)),
    payment_id: first.id,
    store_name: LESSOR_NAME,
    customer_name: first.customer_name,
    lines,
    tenders: [...tenders].map(([tender, cents]) => ({ tender, amount: toDollars(cents) })),
    total: sum((r) => toCents(r.amount_paid)),
    rent: sum((r) => r.rent_cents),
    damage_waiver: sum((r) => r.damage_waiver_cents),
    fees: sum((r) => r.fees_cents),
    tax: sum((r) => r.tax_cents),
    change_due: sum((r) => toCents(r.change_due)),
    transaction_id: rows.find((r) => r.transaction_id)?.transaction_id ?? null,
    reversed: reversed
      ? { reason: reversed.reversal_reason!, at: reversed.reversed_at!.toISOString() }
      : null,
    paid_at: paidAt.toISOString(),
    time_zone: timeZone,
    taken_by: first.taken_by,
    agreement_id: first.agreement_id,
    custom_agreement_id: first.custom_agreement_id,
    amount: sum((r) => toCents(r.amount_paid)),
    fee: sum((r) => r.fees_cents),
    tender:
      tenders.size === 1
        ? (first.payment_method ?? TENDER_LABELS[first.tender as Tender])
        : 'Split tender',
    // After the whole payment: the first agreement's last line.
    balance_after: firstAgreementsLast.balance_after,
    next_due_date: firstAgreementsLast.next_due_date,
  };
}
