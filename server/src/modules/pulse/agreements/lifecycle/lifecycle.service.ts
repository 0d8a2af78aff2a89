/**
 * The agreement lifecycle on the server (sync-protocol agreement-lifecycle.ts has the diagram):
 * activate, pay off, return, reinstate, charge off, cancel, and closing an agreement whose last
 * installment is paid. Each step runs in its caller's transaction with the agreement's row locked
 * (`lockAgreement`, the same lock payments take), moves the unit (unit-status.ts), and writes
 * the agreement's history (agreement-events.ts).
 */
import type { EntityManager } from '@mikro-orm/sql';
import { v7 as uuidv7 } from 'uuid';
import {
  addCalendarDays,
  AGREEMENT_STATUS,
  CLOSED_AGREEMENT_STATUSES,
  deliverySchedule,
  LIFECYCLE_TEXTS,
  payoffQuote,
  reinstateUntil,
  UNIT_STATUS,
  installmentDueDate,
  usd,
  type AgreementLifecycleAnswer,
  type PayoffQuote,
  RENTAL_TERMS,
} from '@rentline/sync-protocol';
import { badRequest, conflict, notFound } from '../../../../http/errors';
import {
  AGREED_COST,
  cents,
  dollars,
  isoDate,
  MANUAL_PAYMENT_STATUS,
  num,
  numOrNull,
  strOrNull,
  type Row,
} from '../../pulse-sql';
import { recordEvent } from './agreement-events';
import { lockUnitOf, moveUnit } from './unit-status';

type Term = (typeof RENTAL_TERMS)[number];

export interface LockedAgreement {
  id: number;
  number: string;
  status: string;
  term: Term;
  agreedCostCents: number;
  paidCents: number;
  sameAsCashOption: boolean;
  sacPrice: number | null;
  sacPeriodDays: number | null;
  sacExpiration: string | null;
  earlyPurchaseOption: number | null;
  activationFee: number;
  agreementDate: string | null;
  closedOn: string | null;
  reinstatementDays: number;
}

/** The agreement, its row locked until the transaction ends (as payments lock it). */
export async function lockAgreement(em: EntityManager, id: number): Promise<LockedAgreement> {
  const [a] = await em.execute<Row[]>(
    `select a.id, a.custom_agreement_id, a.agreement_status, a.rental_term, ${AGREED_COST} as agreed,
       a.total_paid, a.same_as_cash_option, a.sac_price, a.sac_period_days,
       ${isoDate('a.sac_expiration')} as sac_expiration, a.early_purchase_discount, a.activation_fee,
       ${isoDate('a.agreement_date')} as agreement_date, ${isoDate('a.closed_on')} as closed_on,
       a.reinstatement_days
     from agreements a where a.id = ? for no key update`,
    [id],
  );
  if (!a) throw notFound(LIFECYCLE_TEXTS.notFound);
  const term = (RENTAL_TERMS as readonly string[]).includes(String(a.rental_term))
    ? (a.rental_term as Term)
    : 'Monthly';
  return {
    id,
    number: String(a.custom_agreement_id ?? `#${id}`),
    status: String(a.agreement_status),
    term,
    agreedCostCents: cents(num(a.agreed)),
    paidCents: cents(num(a.total_paid)),
    sameAsCashOption: a.same_as_cash_option !== false,
    sacPrice: numOrNull(a.sac_price),
    sacPeriodDays: numOrNull(a.sac_period_days),
    sacExpiration: strOrNull(a.sac_expiration),
    earlyPurchaseOption: numOrNull(a.early_purchase_discount),
    activationFee: num(a.activation_fee),
    agreementDate: strOrNull(a.agreement_date),
    closedOn: strOrNull(a.closed_on),
    reinstatementDays: num(a.reinstatement_days),
  };
}

const isOpen = (status: string) =>
  status === AGREEMENT_STATUS.active || status === AGREEMENT_STATUS.suspended;

function requireStatus(a: LockedAgreement, action: string, ok: boolean) {
  if (!ok) throw conflict(LIFECYCLE_TEXTS.cannot(action, a.status));
}

/** A payment of the agreement (successful, manual tender), answering its id. */
async function insertPayment(
  em: EntityManager,
  agreementId: number,
  amountCents: number,
  method: string,
  takenBy: number,
  feeCents = 0,
  scheduledPaymentId: string | null = null,
): Promise<number> {
  const [row] = await em.execute<Row[]>(
    `insert into payments (agreement_id, scheduled_payment_id, amount_paid, fee_amount, payment_method,
       payment_status, success, taken_by) values (?, ?, ?, ?, ?, ?, true, ?) returning id`,
    [
      agreementId,
      scheduledPaymentId,
      dollars(amountCents),
      dollars(feeCents),
      method,
      MANUAL_PAYMENT_STATUS,
      takenBy,
    ],
  );
  return num(row!.id);
}

/**
 * Nothing further is due on the schedule: unpaid installments are removed, one partly paid is
 * closed at what was paid. What remains is the record of what was paid and when.
 */
async function closeSchedule(em: EntityManager, agreementId: number) {
  await em.execute(
    `delete from scheduled_payments where agreement_id = ? and status <> 'paid' and amount_paid = 0`,
    [agreementId],
  );
  await em.execute(
    `update scheduled_payments set expected_amount = amount_paid, status = 'paid'
     where agreement_id = ? and status <> 'paid'`,
    [agreementId],
  );
}

async function setStatus(
  em: EntityManager,
  a: LockedAgreement,
  status: string,
  closedOn: string | null,
  extra = '',
  params: unknown[] = [],
) {
  await em.execute(
    `update agreements set agreement_status = ?, closed_on = ?::date ${extra} where id = ?`,
    [status, closedOn, ...params, a.id],
  );
}

const answer = (
  status: string,
  unitStatus: string | null,
  paymentId: number | null = null,
): AgreementLifecycleAnswer => ({
  success: true,
  agreement_status: status,
  unit_status: unitStatus,
  payment_id: paymentId,
});

const money = (c: number) => usd(dollars(c));

/**
 * Delivery: the schedule is made from the delivery date (the proposal made at creation is
 * replaced), the first installment is paid with the activation fee, the unit goes On Rent and the
 * same-as-cash period starts.
 */
export async function activate(
  em: EntityManager,
  id: number,
  input: { delivery_date: string; payment_method: string },
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
  await closeSchedule(em, id);
  const schedule = deliverySchedule(a.term, a.agreedCostCents - a.paidCents, input.delivery_date);
  const ids = schedule.map(() => uuidv7());
  await em.execute(
    `insert into scheduled_payments (id, agreement_id, due_date, expected_amount, amount_paid, status)
     values ${schedule.map(() => "(?, ?, ?::date, ?, 0, 'pending')").join(', ')}`,
    schedule.flatMap((s, i) => [ids[i], id, s.due_date, dollars(s.amount_cents)]),
  );
  const first = schedule[0]!;
  await em.execute(
    `update scheduled_payments set amount_paid = expected_amount, status = 'paid', paid_on_time = true
     where id = ?`,
    [ids[0]],
  );
  const feeCents = cents(a.activationFee);
  const paymentId = await insertPayment(
    em,
    id,
    first.amount_cents,
    input.payment_method,
    by,
    feeCents,
    ids[0]!,
  );
  const sacExpiration =
    a.sacPeriodDays === null
      ? a.sacExpiration
      : addCalendarDays(input.delivery_date, a.sacPeriodDays);
  await setStatus(
    em,
    a,
    AGREEMENT_STATUS.active,
    null,
    ', delivery_date = ?::date, activation_date = now(), sac_expiration = ?::date',
    [input.delivery_date, sacExpiration],
  );
  const unitStatus = await moveUnit(em, unit, UNIT_STATUS.onRent, 0);
  await recordEvent(
    em,
    id,
    'Activated',
    by,
    `Delivered ${unit.name} on ${input.delivery_date}; first payment ${money(first.amount_cents)}` +
      (feeCents > 0 ? ` and activation fee ${money(feeCents)}` : '') +
      ` (${input.payment_method})`,
    dollars(first.amount_cents + feeCents),
  );
  return answer(AGREEMENT_STATUS.active, unitStatus, paymentId);
}

/** What paying the agreement off costs today. */
export async function quotePayoff(
  em: EntityManager,
  id: number,
  today: string,
): Promise<PayoffQuote> {
  const a = await lockAgreement(em, id);
  requireStatus(a, 'paid off', isOpen(a.status));
  return quoteOf(a, today);
}

function quoteOf(a: LockedAgreement, today: string): PayoffQuote {
  const quote = payoffQuote({
    today,
    sameAsCashOption: a.sameAsCashOption,
    sacPrice: a.sacPrice,
    sacExpiration: a.sacExpiration,
    agreedCost: dollars(a.agreedCostCents),
    totalPaid: dollars(a.paidCents),
    earlyPurchaseOption: a.earlyPurchaseOption,
  });
  return {
    agreement_id: a.id,
    as_of: today,
    amount: quote.amount,
    basis: quote.basis,
    remaining: dollars(Math.max(a.agreedCostCents - a.paidCents, 0)),
    total_paid: dollars(a.paidCents),
    sac_expiration: a.sacExpiration,
    early_purchase_option: a.earlyPurchaseOption,
  };
}

/** The customer buys the unit for the quote: Paid Out (Early Purchase), unit Sold. */
export async function payOff(
  em: EntityManager,
  id: number,
  input: { amount: number; payment_method: string },
  today: string,
  by: number,
): Promise<AgreementLifecycleAnswer> {
  const a = await lockAgreement(em, id);
  requireStatus(a, 'paid off', isOpen(a.status));
  const quote = quoteOf(a, today);
  if (cents(input.amount) !== cents(quote.amount))
    throw conflict(LIFECYCLE_TEXTS.payoffChanged(quote.amount));
  const paymentId = await insertPayment(em, id, cents(quote.amount), input.payment_method, by);
  await closeSchedule(em, id);
  await setStatus(em, a, AGREEMENT_STATUS.paidOutEarly, today);
  const unit = await lockUnitOf(em, id);
  const unitStatus = unit ? await moveUnit(em, unit, UNIT_STATUS.sold, 0) : null;
  await recordEvent(
    em,
    id,
    'Paid Out (Early Purchase)',
    by,
    `${quote.basis === 'same-as-cash' ? 'Same-as-cash' : 'Early purchase'} payoff (${input.payment_method})`,
    quote.amount,
  );
  return answer(AGREEMENT_STATUS.paidOutEarly, unitStatus, paymentId);
}

/**
 * After a payment: an open agreement with nothing left to pay is Paid Out and its unit Sold.
 * Called in the payment's transaction, under the agreement's lock the payment took.
 */
export async function closeWhenPaidUp(
  em: EntityManager,
  id: number,
  today: string,
  by: number | null,
): Promise<void> {
  const a = await lockAgreement(em, id);
  if (!isOpen(a.status) || a.paidCents < a.agreedCostCents) return;
  await closeSchedule(em, id);
  await setStatus(em, a, AGREEMENT_STATUS.paidOut, today);
  const unit = await lockUnitOf(em, id);
  if (unit) await moveUnit(em, unit, UNIT_STATUS.sold, 0);
  await recordEvent(em, id, 'Paid Out', by, 'The last installment was paid');
}

/** Refuses a payment on a closed agreement, in words. */
export async function requireTakesPayments(em: EntityManager, id: number): Promise<void> {
  const [a] = await em.execute<Row[]>(
    'select custom_agreement_id, agreement_status from agreements where id = ?',
    [id],
  );
  const status = String(a?.agreement_status ?? '');
  if (a && (CLOSED_AGREEMENT_STATUSES as readonly string[]).includes(status)) {
    const message = LIFECYCLE_TEXTS.takesNoPayments(
      String(a.custom_agreement_id ?? `#${id}`),
      status,
    );
    // Under `amount` too: a card payment approved meanwhile is then kept as an overpayment
    // to refund (payments/record.ts), never lost.
    throw badRequest(message, { agreement_id: message, amount: message });
  }
}

/** The unit comes back (voluntarily or picked up): agreement Returned, unit Returned with its condition. */
export async function returnUnit(
  em: EntityManager,
  id: number,
  input: { reason: string; item_condition: string; note?: string | undefined },
  today: string,
  by: number,
): Promise<AgreementLifecycleAnswer> {
  const a = await lockAgreement(em, id);
  requireStatus(a, 'returned', isOpen(a.status));
  await closeSchedule(em, id);
  await setStatus(em, a, AGREEMENT_STATUS.returned, today);
  await em.execute(
    `update agreement_items set return_condition = ?, item_status = ? where agreement_id = ?`,
    [input.item_condition, UNIT_STATUS.returned, id],
  );
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
      (input.note ? `: ${input.note}` : ''),
  );
  return answer(AGREEMENT_STATUS.returned, unitStatus);
}

/**
 * Within the reinstatement window, the same unit, still available, goes back on rent: the rest
 * of the agreed cost is scheduled again from the last paid installment, on the same cadence.
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
  const [held] = await em.execute<Row[]>(
    `select 1 from agreement_items ai join agreements o on o.id = ai.agreement_id
     where ai.flow_item_id = ? and o.id <> ? and o.agreement_status in (?, ?, ?) limit 1`,
    [unit.id, id, AGREEMENT_STATUS.pending, AGREEMENT_STATUS.active, AGREEMENT_STATUS.suspended],
  );
  if (held) throw conflict(LIFECYCLE_TEXTS.unitGone(unit.name));
  await rescheduleRest(em, a, today);
  await setStatus(em, a, AGREEMENT_STATUS.active, null);
  await em.execute(`update agreement_items set item_status = ? where agreement_id = ?`, [
    UNIT_STATUS.onRent,
    id,
  ]);
  const unitStatus = await moveUnit(em, unit, UNIT_STATUS.onRent, -1);
  await recordEvent(em, id, 'Reinstated', by, `${unit.name} back on rent`);
  return answer(AGREEMENT_STATUS.active, unitStatus);
}

/** The rest of the agreed cost in installments of the agreement's usual amount, after the last paid. */
async function rescheduleRest(em: EntityManager, a: LockedAgreement, today: string) {
  const restCents = a.agreedCostCents - a.paidCents;
  if (restCents <= 0) return;
  const [last] = await em.execute<Row[]>(
    `select ${isoDate('max(due_date)')} as last_due,
       (select expected_amount from scheduled_payments where agreement_id = ? order by due_date desc, id desc limit 1) as usual
     from scheduled_payments where agreement_id = ?`,
    [a.id, a.id],
  );
  const start = strOrNull(last?.last_due) ?? today;
  const usualCents = Math.max(cents(num(last?.usual)), 1);
  const rows: { due: string; cents: number }[] = [];
  for (let left = restCents, k = 1; left > 0; k++) {
    const take = Math.min(usualCents, left);
    rows.push({ due: installmentDueDate(a.term, start, k), cents: take });
    left -= take;
  }
  await em.execute(
    `insert into scheduled_payments (id, agreement_id, due_date, expected_amount, amount_paid, status)
     values ${rows.map(() => "(?, ?, ?::date, ?, 0, 'pending')").join(', ')}`,
    rows.flatMap((r) => [uuidv7(), a.id, r.due, dollars(r.cents)]),
  );
}

/** Past due long enough: the balance is written off, the unit with it. */
export async function chargeOff(
  em: EntityManager,
  id: number,
  input: { note: string },
  today: string,
  by: number,
  chargeOffDays: number,
): Promise<AgreementLifecycleAnswer> {
  const a = await lockAgreement(em, id);
  requireStatus(a, 'charged off', isOpen(a.status));
  const [late] = await em.execute<Row[]>(
    `select coalesce(?::date - min(due_date), 0) as days from scheduled_payments
     where agreement_id = ? and status <> 'paid'`,
    [today, id],
  );
  const days = Math.max(num(late?.days), 0);
  if (days < chargeOffDays) throw conflict(LIFECYCLE_TEXTS.notPastDue(days, chargeOffDays));
  const writtenOffCents = Math.max(a.agreedCostCents - a.paidCents, 0);
  await closeSchedule(em, id);
  await setStatus(em, a, AGREEMENT_STATUS.chargedOff, today, ', written_off = ?', [
    dollars(writtenOffCents),
  ]);
  const unit = await lockUnitOf(em, id);
  const unitStatus = unit ? await moveUnit(em, unit, UNIT_STATUS.chargedOff, 0) : null;
  await recordEvent(em, id, 'Charged Off', by, input.note, dollars(writtenOffCents));
  return answer(AGREEMENT_STATUS.chargedOff, unitStatus);
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
  await closeSchedule(em, id);
  await setStatus(em, a, AGREEMENT_STATUS.cancelled, today);
  const unit = await lockUnitOf(em, id);
  const unitStatus = unit ? await moveUnit(em, unit, UNIT_STATUS.inStock, 1) : null;
  await recordEvent(em, id, 'Cancelled', by, input.note ?? null);
  return answer(AGREEMENT_STATUS.cancelled, unitStatus);
}
