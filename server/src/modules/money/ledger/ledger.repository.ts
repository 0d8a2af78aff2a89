/**
 * The ledger's statements (CONVENTIONS.md point 9: a repository owns its table's statements;
 * typed through db/kysely.ts). Entries are only ever inserted.
 */
import type { EntityManager } from '@mikro-orm/sql';
import { toCents } from '@rentline/sync-protocol/money';
import { typed } from '../../../db/kysely';
import type { ChargePlan, Entry, Installment, NewEntry } from './ledger-types';

/** An installment with the figures last derived for it (settle.ts compares before writing). */
export interface StoredInstallment extends Installment {
  amountDueCents: number;
  amountPaidCents: number;
  amountCreditedCents: number;
  status: string;
  paidOnTime: boolean | null;
}

export async function loadSchedule(
  em: EntityManager,
  agreementId: number,
): Promise<StoredInstallment[]> {
  const rows = await typed(em)
    .selectFrom('scheduled_payments')
    .selectAll()
    .where('agreement_id', '=', agreementId)
    .orderBy('due_date')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    dueDate: r.due_date,
    rentCents: toCents(r.expected_amount),
    damageWaiverCents: toCents(r.damage_waiver),
    charged: r.charged,
    amountDueCents: toCents(r.amount_due),
    amountPaidCents: toCents(r.amount_paid),
    amountCreditedCents: toCents(r.amount_credited),
    status: r.status,
    paidOnTime: r.paid_on_time,
  }));
}

export async function loadEntries(em: EntityManager, agreementId: number): Promise<Entry[]> {
  const rows = await typed(em)
    .selectFrom('ledger_entries')
    .select([
      'id',
      'kind',
      'amount_cents',
      'effective_date',
      'installment_id',
      'charge_id',
      'corrects_id',
      'payment_id',
    ])
    .where('agreement_id', '=', agreementId)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    amountCents: r.amount_cents,
    effectiveDate: r.effective_date,
    installmentId: r.installment_id,
    chargeId: r.charge_id,
    correctsId: r.corrects_id,
    paymentId: r.payment_id,
  }));
}

/** Appends one entry; answers it as read back. */
export async function appendEntry(
  em: EntityManager,
  agreementId: number,
  e: NewEntry & { taxRateMp?: number | null },
): Promise<Entry> {
  const row = await typed(em)
    .insertInto('ledger_entries')
    .values({
      agreement_id: agreementId,
      kind: e.kind,
      amount_cents: e.amountCents,
      effective_date: e.effectiveDate,
      installment_id: e.installmentId ?? null,
      charge_id: e.chargeId ?? null,
      corrects_id: e.correctsId ?? null,
      payment_id: e.paymentId ?? null,
      employee_id: e.employeeId ?? null,
      reason: e.reason ?? null,
      note: e.note ?? null,
      tax_rate_mp: e.taxRateMp ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    id: row.id,
    kind: e.kind,
    amountCents: e.amountCents,
    effectiveDate: e.effectiveDate,
    installmentId: e.installmentId ?? null,
    chargeId: e.chargeId ?? null,
    correctsId: e.correctsId ?? null,
    paymentId: e.paymentId ?? null,
  };
}

/** Appends a charge and, right after it, its tax naming it. */
export async function appendCharge(
  em: EntityManager,
  agreementId: number,
  plan: ChargePlan,
): Promise<Entry[]> {
  const { tax, ...charge } = plan;
  const written = await appendEntry(em, agreementId, charge);
  if (!tax) return [written];
  const taxEntry = await appendEntry(em, agreementId, {
    kind: 'tax',
    amountCents: tax.cents,
    effectiveDate: charge.effectiveDate,
    installmentId: charge.installmentId ?? null,
    chargeId: written.id,
    paymentId: charge.paymentId ?? null,
    employeeId: charge.employeeId ?? null,
    taxRateMp: tax.rateMp,
  });
  return [written, taxEntry];
}

export async function markCharged(em: EntityManager, installmentIds: string[]): Promise<void> {
  if (installmentIds.length === 0) return;
  await typed(em)
    .updateTable('scheduled_payments')
    .set({ charged: true })
    .where('id', 'in', installmentIds)
    .execute();
}
