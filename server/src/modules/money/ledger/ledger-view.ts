/**
 * An agreement's ledger as its page lists it (GET /api/agreements/{id}/ledger): every entry,
 * oldest first, with the balance after it, who made it, what corrects it, and for a fee a manager
 * may waive what is still open of it.
 */
import type { EntityManager } from '@mikro-orm/sql';
import { toDollars } from '@rentline/sync-protocol/money';
import { WAIVABLE_KINDS } from '@rentline/sync-protocol/rules';
import { LEDGER_KIND_LABELS } from '@rentline/sync-protocol/texts';
import type { LedgerEntry } from '@rentline/sync-protocol/wire';
import { notFound } from '../../../http/errors';
import { typed } from '../../../db/kysely';
import { allocate, openWithTax } from './allocate';
import { loadSchedule } from './ledger.repository';

export async function ledgerView(
  em: EntityManager,
  agreementId: number,
): Promise<{ entries: LedgerEntry[]; balance: number }> {
  const k = typed(em);
  const exists = await k
    .selectFrom('agreements')
    .select('id')
    .where('id', '=', agreementId)
    .executeTakeFirst();
  if (!exists) throw notFound('Agreement not found');
  const rows = await k
    .selectFrom('ledger_entries as l')
    .leftJoin('employees as e', 'e.id', 'l.employee_id')
    .select([
      'l.id',
      'l.kind',
      'l.amount_cents',
      'l.effective_date',
      'l.created_at',
      'l.installment_id',
      'l.charge_id',
      'l.corrects_id',
      'l.payment_id',
      'l.reason',
      'l.note',
      'e.full_name',
    ])
    .where('l.agreement_id', '=', agreementId)
    .orderBy('l.id')
    .execute();
  const schedule = await loadSchedule(em, agreementId);
  const allocation = allocate(
    rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      amountCents: r.amount_cents,
      effectiveDate: r.effective_date,
      installmentId: r.installment_id,
      chargeId: r.charge_id,
      correctsId: r.corrects_id,
      paymentId: r.payment_id,
    })),
    schedule,
  );
  const correctedBy = new Map(
    rows.filter((r) => r.corrects_id !== null).map((r) => [r.corrects_id!, r.id]),
  );
  let balance = 0;
  const entries = rows.map((r): LedgerEntry => {
    balance += r.amount_cents;
    const waivable =
      (WAIVABLE_KINDS as readonly string[]).includes(r.kind) && !allocation.voided.has(r.id)
        ? openWithTax(allocation, r.id)
        : 0;
    return {
      id: r.id,
      kind: r.kind,
      label: LEDGER_KIND_LABELS[r.kind],
      amount: toDollars(r.amount_cents),
      balance_after: toDollars(balance),
      effective_date: r.effective_date,
      created_at: new Date(r.created_at).toISOString(),
      installment_id: r.installment_id,
      payment_id: r.payment_id,
      corrects_id: r.corrects_id,
      corrected_by_id: correctedBy.get(r.id) ?? null,
      reason: r.reason,
      note: r.note,
      employee_name: r.full_name,
      waivable: waivable > 0 ? toDollars(waivable) : null,
    };
  });
  return { entries, balance: toDollars(balance) };
}
