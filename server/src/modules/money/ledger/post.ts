/**
 * What to charge (pure; settle.ts writes it):
 *
 * - An installment is charged on its due date: its rent and damage waiver, each with its tax at
 *   the rate in effect that day. A customer paying ahead has the next installments charged then,
 *   at the rates of their own due dates, so a payment never exceeds what is owed.
 * - A late fee is assessed once per installment still unpaid after the grace period of the
 *   agreement's term (store settings in effect on the day after the grace ends), with its tax.
 */
import { addCalendarDays } from '@rentline/sync-protocol/rules';
import type { Allocation } from './allocate';
import type { ChargePlan, Entry, Installment, Term } from './ledger-types';
import { lateFeeOf, taxOf, type MoneySettings } from '../settings/money-settings';

export type SettingsOn = (day: string) => MoneySettings;

function charge(
  kind: ChargePlan['kind'],
  amountCents: number,
  effectiveDate: string,
  installmentId: string | null,
  s: MoneySettings,
): ChargePlan {
  const cents = taxOf(kind, amountCents, s);
  return {
    kind,
    amountCents,
    effectiveDate,
    installmentId,
    tax: cents > 0 ? { cents, rateMp: s.taxRateMp } : null,
  };
}

/** The charges of one installment, as of its due date. */
export function installmentCharges(i: Installment, settingsOn: SettingsOn): ChargePlan[] {
  const s = settingsOn(i.dueDate);
  const out = [charge('rent', i.rentCents, i.dueDate, i.id, s)];
  if (i.damageWaiverCents > 0)
    out.push(charge('damage_waiver', i.damageWaiverCents, i.dueDate, i.id, s));
  return out.filter((c) => c.amountCents > 0);
}

const totalOf = (plans: readonly ChargePlan[]) =>
  plans.reduce((sum, c) => sum + c.amountCents + (c.tax?.cents ?? 0), 0);

/** What an installment not yet charged will cost: rent, damage waiver and their tax. */
export const projectedCents = (i: Installment, settingsOn: SettingsOn) =>
  totalOf(installmentCharges(i, settingsOn));

/** Installments due by `today` and not yet charged. */
export function dueCharges(
  schedule: readonly Installment[],
  today: string,
  settingsOn: SettingsOn,
): { installment: Installment; charges: ChargePlan[] }[] {
  return schedule
    .filter((i) => !i.charged && i.dueDate <= today)
    .map((installment) => ({ installment, charges: installmentCharges(installment, settingsOn) }));
}

/**
 * The next installments not yet charged, in due order, until `needCents` more would be owed:
 * what paying `needCents` beyond the balance charges ahead. `short` is what even the whole
 * schedule cannot cover (the payment is then refused).
 */
export function chargesAhead(
  schedule: readonly Installment[],
  needCents: number,
  settingsOn: SettingsOn,
): { installments: { installment: Installment; charges: ChargePlan[] }[]; short: number } {
  const out: { installment: Installment; charges: ChargePlan[] }[] = [];
  let left = needCents;
  for (const installment of schedule) {
    if (left <= 0) break;
    if (installment.charged) continue;
    const charges = installmentCharges(installment, settingsOn);
    out.push({ installment, charges });
    left -= totalOf(charges);
  }
  return { installments: out, short: Math.max(left, 0) };
}

/** The last day of an installment's grace: due date + the term's grace days. */
export const graceEnds = (dueDate: string, term: Term, s: MoneySettings) =>
  addCalendarDays(dueDate, s.graceDays[term]);

/** Late fees to assess today: unpaid installments past their grace with no late fee yet. */
export function lateFees(
  schedule: readonly Installment[],
  entries: readonly Entry[],
  allocation: Allocation,
  term: Term,
  today: string,
  settingsOn: SettingsOn,
): ChargePlan[] {
  const assessed = new Set(
    entries.filter((e) => e.kind === 'late_fee').map((e) => e.installmentId),
  );
  const out: ChargePlan[] = [];
  for (const i of schedule) {
    if (!i.charged || assessed.has(i.id)) continue;
    const state = allocation.installments.get(i.id);
    if (!state || state.paidInFull) continue;
    if (state.dueCents - state.paidCents - state.creditedCents <= 0) continue;
    const day = addCalendarDays(graceEnds(i.dueDate, term, settingsOn(i.dueDate)), 1);
    if (day > today) continue;
    const s = settingsOn(day);
    const fee = lateFeeOf(i.rentCents, s);
    if (fee > 0) out.push(charge('late_fee', fee, day, i.id, s));
  }
  return out;
}
