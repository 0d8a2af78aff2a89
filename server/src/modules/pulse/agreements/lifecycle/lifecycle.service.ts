/**
 * The agreement lifecycle on the server (sync-protocol agreement-lifecycle.ts has the diagram):
 * activate, return, reinstate, charge off and cancel (payoff.service.ts pays off). Each step runs
 * in its caller's transaction with the agreement's row locked (money/ledger/agreement-head.ts,
 * the lock every money writer takes), moves the unit (unit-status.ts), writes its money to the
 * ledger and the agreement's history (agreement-events.ts).
 *
 * The schedule is the contract (DESIGN.md 5.1): no step here changes an installment's amount or
 * due date. A return closes what is still owed with one closeout entry and stops charging; a
 * reinstatement corrects that closeout, so the same installments are owed again on the same
 * dates, and those that fell due meanwhile are charged as they would have been.
 */
import type { EntityManager } from '@mikro-orm/sql';
import { formatCents, toCents, toDollars } from '@rentline/sync-protocol/money';
import {
  addCalendarDays,
  AGREEMENT_STATUS,
  deliverySchedule,
  reinstateUntil,
  UNIT_STATUS,
  type Tender,
  INSTALLMENT_STATUS,
} from '@rentline/sync-protocol/rules';
import { LIFECYCLE_TEXTS, TENDER_LABELS } from '@rentline/sync-protocol/texts';
import type { AgreementLifecycleAnswer } from '@rentline/sync-protocol/wire';
import { badRequest, conflict, notFound } from '../../../../http/errors';
import { typed } from '../../../../db/kysely';
import {
  isOpen,
  lockAgreementHead,
  type AgreementHead,
} from '../../../money/ledger/agreement-head';
import { openWithTax } from '../../../money/ledger/allocate';
import { appendCharge, appendEntry } from '../../../money/ledger/ledger.repository';
import { taxOf } from '../../../money/settings/money-settings';
import { replaceSchedule } from '../../../money/ledger/schedule.repository';
import { settle, writeDerived, type Settled } from '../../../money/ledger/settle';
import { takePayment } from '../../../money/payments/take-payment';
import { recordEvent } from './agreement-events';
import { lockUnitOf, moveUnit } from './unit-status';

/** The agreement, locked; a 404 when there is none. */
export async function lockAgreement(em: EntityManager, id: number): Promise<AgreementHead> {
  const head = await lockAgreementHead(em, id);
  if (!head) throw notFound(LIFECYCLE_TEXTS.notFound);
  return head;
}

export function requireStatus(a: { status: string }, action: string, ok: boolean) {
  if (!ok) throw conflict(LIFECYCLE_TEXTS.cannot(action, a.status));
}

async function setStatus(
  em: EntityManager,
  a: { id: number; status: string },
  status: string,
  closedOn: string | null,
) {
  await typed(em)
    .updateTable('agreements')
    .set({ agreement_status: status, closed_on: closedOn })
    .where('id', '=', a.id)
    .execute();
  a.status = status;
}

export const lifecycleAnswer = (
  status: string,
  unitStatus: string | null,
  paymentId: number | null = null,
  money?: { amountCents: number; changeDueCents: number },
): AgreementLifecycleAnswer => ({
  success: true,
  agreement_status: status,
  unit_status: unitStatus,
  payment_id: paymentId,
  ...(money && {
    amount: toDollars(money.amountCents),
    change_due: toDollars(money.changeDueCents),
  }),
});

/** Writes the settled agreement's figures again after a step changed its status or entries. */
const rewrite = (em: EntityManager, m: Settled, today: string) =>
  writeDerived(em, m.head, m.schedule, m.entries, m.settingsOn, today);

/**
 * Delivery: the schedule is made from the delivery date (the proposal made at creation is
 * replaced, keeping its damage waiver), the installments due by today are charged with the
 * activation fee in the first one's group, and the first installment's group is taken now: its
 * rent, damage waiver, the fee and their tax. The unit goes On Rent and the same-as-cash period
 * starts.
 */
export async function activate(
  em: EntityManager,
  id: number,
  input: { delivery_date: string; tender: Tender; cash_tendered?: number | undefined },
  today: string,
  by: number,
): Promise<AgreementLifecycleAnswer> {
  const a = await lockAgreement(em, id);
  requireStatus(a, 'activated', a.status === AGREEMENT_STATUS.pending);
  if (input.delivery_date > today)
    throw badRequest(LIFECYCLE_TEXTS.deliveryInFuture, {
      delivery_date: LIFECYCLE_TEXTS.deliveryInFuture,
    });
  if (a.agreementDate && input.delivery_date < a.agreementDate)
    throw badRequest(LIFECYCLE_TEXTS.deliveryBeforeAgreement, {
      delivery_date: LIFECYCLE_TEXTS.deliveryBeforeAgreement,
    });
  const unit = await lockUnitOf(em, id);
  if (!unit) throw conflict(LIFECYCLE_TEXTS.noUnit);
  const proposed = await typed(em)
    .selectFrom('scheduled_payments')
    .select('damage_waiver')
    .where('agreement_id', '=', id)
    .orderBy('due_date')
    .executeTakeFirst();
  const ids = await replaceSchedule(
    em,
    id,
    deliverySchedule(a.term, a.agreedCostCents, input.delivery_date),
    toCents(proposed?.damage_waiver ?? 0),
  );
  const sacExpiration =
    a.sacPeriodDays === null
      ? a.sacExpiration
      : addCalendarDays(input.delivery_date, a.sacPeriodDays);
  await typed(em)
    .updateTable('agreements')
    .set({
      agreement_status: AGREEMENT_STATUS.active,
      delivery_date: input.delivery_date,
      activation_date: new Date(),
      sac_expiration: sacExpiration,
    })
    .where('id', '=', id)
    .execute();
  const m = await settle(em, id, today);
  if (a.activationFeeCents > 0) {
    const s = m.settingsOn(today);
    const tax = taxOf('activation_fee', a.activationFeeCents, s);
    m.entries.push(
      ...(await appendCharge(em, id, {
        kind: 'activation_fee',
        amountCents: a.activationFeeCents,
        effectiveDate: today,
        installmentId: ids[0] ?? null,
        employeeId: by,
        tax: tax > 0 ? { cents: tax, rateMp: s.taxRateMp } : null,
      })),
    );
  }
  const settled = await rewrite(em, m, today);
  const first = ids[0];
  const takeNow = first ? (settled.allocation.installments.get(first)?.dueCents ?? 0) : 0;
  let paymentId: number | null = null;
  let changeDueCents = 0;
  if (takeNow > 0) {
    const taken = await takePayment(
      em,
      {
        splits: [{ agreement_id: id, amount: toDollars(takeNow) }],
        tenders: [{ tender: input.tender, amount: toDollars(takeNow) }],
        cash_tendered: input.tender === 'cash' ? input.cash_tendered : undefined,
      },
      { today, takenBy: by },
    );
    paymentId = taken.payments[0]?.paymentId ?? null;
    changeDueCents = taken.changeDueCents;
  }
  const unitStatus = await moveUnit(em, unit, UNIT_STATUS.onRent, 0);
  await recordEvent(
    em,
    id,
    'Activated',
    by,
    `Delivered ${unit.name} on ${input.delivery_date}; took ${formatCents(takeNow)} for the first installment` +
      (a.activationFeeCents > 0
        ? ` with the activation fee ${formatCents(a.activationFeeCents)}`
        : '') +
      ` (${TENDER_LABELS[input.tender]})`,
    toDollars(takeNow),
  );
  return lifecycleAnswer(AGREEMENT_STATUS.active, unitStatus, paymentId, {
    amountCents: takeNow,
    changeDueCents,
  });
}

/**
 * The unit comes back (voluntarily or picked up): what is still owed is closed (one closeout
 * entry), nothing further is charged, the agreement is Returned and the unit Returned with its
 * condition.
 */
export async function returnUnit(
  em: EntityManager,
  id: number,
  input: { reason: string; item_condition: string; note?: string | undefined },
  today: string,
  by: number,
): Promise<AgreementLifecycleAnswer> {
  const m = await settle(em, id, today);
  requireStatus(m.head, 'returned', isOpen(m.head.status));
  if (m.amountDueCents > 0)
    m.entries.push(
      await appendEntry(em, id, {
        kind: 'closeout',
        amountCents: -m.amountDueCents,
        effectiveDate: today,
        reason: 'Returned',
        note: `Owed when ${input.reason.toLowerCase()} return`,
        employeeId: by,
      }),
    );
  await setStatus(em, m.head, AGREEMENT_STATUS.returned, today);
  await rewrite(em, m, today);
  await typed(em)
    .updateTable('agreement_items')
    .set({ return_condition: input.item_condition, item_status: UNIT_STATUS.returned })
    .where('agreement_id', '=', id)
    .execute();
  const unit = await lockUnitOf(em, id);
  const unitStatus = unit
    ? await moveUnit(em, unit, UNIT_STATUS.returned, 1, input.item_condition)
    : null;
  await recordEvent(
    em,
    id,
    'Returned',
    by,
    `${input.reason} return, condition ${input.item_condition}` +
      (m.amountDueCents > 0 ? `; ${formatCents(m.amountDueCents)} owed was closed` : '') +
      (input.note ? `: ${input.note}` : ''),
  );
  return lifecycleAnswer(AGREEMENT_STATUS.returned, unitStatus);
}

/**
 * Within the reinstatement window, the same unit, still available, goes back on rent: the
 * return's closeout is corrected (what was owed is owed again), the schedule is untouched, and
 * the installments that fell due while the unit was back are charged.
 */
export async function reinstate(
  em: EntityManager,
  id: number,
  today: string,
  by: number,
): Promise<AgreementLifecycleAnswer> {
  const a = await lockAgreement(em, id);
  requireStatus(a, 'reinstated', a.status === AGREEMENT_STATUS.returned);
  const until = reinstateUntil(a.closedOn ?? today, a.reinstatementDays);
  if (today > until) throw conflict(LIFECYCLE_TEXTS.windowClosed(until));
  const unit = await lockUnitOf(em, id);
  if (!unit) throw conflict(LIFECYCLE_TEXTS.noUnit);
  const available = unit.serialised
    ? unit.status === UNIT_STATUS.returned || unit.status === UNIT_STATUS.inStock
    : unit.inStockUnits > 0;
  if (!available) throw conflict(LIFECYCLE_TEXTS.unitGone(unit.name));
  const held = await typed(em)
    .selectFrom('agreement_items as ai')
    .innerJoin('agreements as o', 'o.id', 'ai.agreement_id')
    .select('o.id')
    .where('ai.flow_item_id', '=', unit.id)
    .where('o.id', '<>', id)
    .where('o.agreement_status', 'in', [
      AGREEMENT_STATUS.pending,
      AGREEMENT_STATUS.active,
      AGREEMENT_STATUS.suspended,
    ])
    .executeTakeFirst();
  if (held) throw conflict(LIFECYCLE_TEXTS.unitGone(unit.name));
  const closeout = await typed(em)
    .selectFrom('ledger_entries as l')
    .select(['l.id', 'l.amount_cents'])
    .where('l.agreement_id', '=', id)
    .where('l.kind', '=', 'closeout')
    .where('l.reason', '=', 'Returned')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('ledger_entries as c')
            .select('c.id')
            .whereRef('c.corrects_id', '=', 'l.id'),
        ),
      ),
    )
    .orderBy('l.id', 'desc')
    .executeTakeFirst();
  if (closeout)
    await appendEntry(em, id, {
      kind: 'correction',
      amountCents: -closeout.amount_cents,
      effectiveDate: today,
      correctsId: closeout.id,
      reason: 'Reinstated',
      employeeId: by,
    });
  await setStatus(em, a, AGREEMENT_STATUS.active, null);
  await settle(em, id, today);
  await typed(em)
    .updateTable('agreement_items')
    .set({ item_status: UNIT_STATUS.onRent })
    .where('agreement_id', '=', id)
    .execute();
  const unitStatus = await moveUnit(em, unit, UNIT_STATUS.onRent, -1);
  await recordEvent(em, id, 'Reinstated', by, `${unit.name} back on rent`);
  return lifecycleAnswer(AGREEMENT_STATUS.active, unitStatus);
}

/** Days the oldest installment still owed is past its due date (0 when none is). */
export function daysPastDue(m: Settled, today: string): number {
  const late = m.schedule.find(
    (i) => i.charged && i.status === INSTALLMENT_STATUS.pending && i.dueDate < today,
  );
  if (!late) return 0;
  return Math.round((Date.parse(today) - Date.parse(late.dueDate)) / 86_400_000);
}

/** Past due long enough: what is owed is written off (one entry), the unit with it. */
export async function chargeOff(
  em: EntityManager,
  id: number,
  input: { note: string },
  today: string,
  by: number,
): Promise<AgreementLifecycleAnswer> {
  const m = await settle(em, id, today);
  requireStatus(m.head, 'charged off', isOpen(m.head.status));
  const needed = m.settingsOn(today).chargeOffDays;
  const days = daysPastDue(m, today);
  if (days < needed) throw conflict(LIFECYCLE_TEXTS.notPastDue(days, needed));
  const writtenOff = m.amountDueCents;
  if (writtenOff > 0)
    m.entries.push(
      await appendEntry(em, id, {
        kind: 'write_off',
        amountCents: -writtenOff,
        effectiveDate: today,
        reason: 'Charged off',
        note: input.note,
        employeeId: by,
      }),
    );
  await setStatus(em, m.head, AGREEMENT_STATUS.chargedOff, today);
  await typed(em)
    .updateTable('agreements')
    .set({ written_off: toDollars(writtenOff) })
    .where('id', '=', id)
    .execute();
  await rewrite(em, m, today);
  const unit = await lockUnitOf(em, id);
  const unitStatus = unit ? await moveUnit(em, unit, UNIT_STATUS.chargedOff, 0) : null;
  await recordEvent(em, id, 'Charged Off', by, input.note, toDollars(writtenOff));
  return lifecycleAnswer(AGREEMENT_STATUS.chargedOff, unitStatus);
}

/** A Pending agreement that will not go ahead: the reserved unit goes back to stock. */
export async function cancel(
  em: EntityManager,
  id: number,
  input: { note?: string | undefined },
  today: string,
  by: number,
): Promise<AgreementLifecycleAnswer> {
  const a = await lockAgreement(em, id);
  requireStatus(a, 'cancelled', a.status === AGREEMENT_STATUS.pending);
  await setStatus(em, a, AGREEMENT_STATUS.cancelled, today);
  await settle(em, id, today);
  const unit = await lockUnitOf(em, id);
  const unitStatus = unit ? await moveUnit(em, unit, UNIT_STATUS.inStock, 1) : null;
  await recordEvent(em, id, 'Cancelled', by, input.note ?? null);
  return lifecycleAnswer(AGREEMENT_STATUS.cancelled, unitStatus);
}

/** What is open of installment `id`'s group in `m` (its rent, waiver, fees and their tax). */
export const openOfInstallment = (m: Settled, installmentId: string) =>
  m.allocation.order
    .filter((c) => c.installmentId === installmentId && c.kind !== 'tax')
    .reduce((n, c) => n + openWithTax(m.allocation, c.id), 0);
