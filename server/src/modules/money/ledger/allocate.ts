/**
 * The allocation rule (DESIGN.md 5.1, README "How money is allocated"), replayed from the whole
 * ledger every time, as loan-servicing systems reprocess their transactions (Apache Fineract's
 * repayment schedule processor): nothing about who paid what is stored that a reversal would
 * have to unpick.
 *
 * 1. An entry and the correction that names it take no part (a reversed payment, a reinstated
 *    return's closeout, a reversed payoff's early purchase charge).
 * 2. Charges are paid in groups, oldest first: an installment's group is its rent, its damage
 *    waiver, their tax and its fees (the activation fee with the first installment, a late fee
 *    with the installment it was assessed on), ordered by the installment's due date; a charge of
 *    no installment (an early purchase, a returned-check fee after the last installment) is its
 *    own group on its day; money held for refund (an overpayment) comes after every other charge.
 *    Within a group: fees, then the damage waiver, then rent; each charge's
 *    tax is paid just before the charge itself.
 * 3. Credits are applied in the order they were made (by their store day, then as written: a
 *    ledger is written in time order, so this is the order of its entries; a history loaded
 *    after the fact keeps its days). A waiver or a targeted closeout goes to its charge and that
 *    charge's tax; every other credit (payments, write-off, a return's closeout) goes to the
 *    oldest open charges.
 */
import type { CreditSplit, Entry, Installment, InstallmentState } from './ledger-types';

export interface Allocation {
  /** The sum of every entry: what is owed now. */
  balanceCents: number;
  /** What is still open of each live charge. */
  open: Map<number, number>;
  /** Per installment with posted charges. */
  installments: Map<string, InstallmentState>;
  /** What each live credit paid. */
  credits: Map<number, CreditSplit>;
  /** The first installment each live credit paid something of. */
  firstInstallment: Map<number, string>;
  /** Entries that take no part: corrected ones and their corrections. */
  voided: Set<number>;
  /** Live charges in the order they are paid. */
  order: Entry[];
  /** Each live charge's group date: its installment's due date, else its own day. */
  groupDate: Map<number, string>;
}

/** The group date of money held for refund: after every charge's. */
const HELD_LAST = '9999-12-31';

const RANK: Partial<Record<Entry['kind'], number>> = {
  late_fee: 1,
  returned_check_fee: 2,
  activation_fee: 3,
  damage_waiver: 4,
  rent: 5,
  early_purchase: 6,
  overpayment: 7,
};

type Part = keyof Omit<CreditSplit, 'unapplied'>;
const PART: Partial<Record<Entry['kind'], Part>> = {
  rent: 'rent',
  early_purchase: 'rent',
  damage_waiver: 'damageWaiver',
  activation_fee: 'fees',
  late_fee: 'fees',
  returned_check_fee: 'fees',
  tax: 'tax',
  overpayment: 'held',
};

const emptySplit = (): CreditSplit => ({
  rent: 0,
  damageWaiver: 0,
  fees: 0,
  tax: 0,
  held: 0,
  unapplied: 0,
});

export function allocate(entries: readonly Entry[], schedule: readonly Installment[]): Allocation {
  const voided = new Set<number>();
  for (const e of entries) {
    if (e.correctsId !== null) {
      voided.add(e.id);
      voided.add(e.correctsId);
    }
  }
  const byId = new Map(entries.map((e) => [e.id, e]));
  const position = new Map(schedule.map((s, i) => [s.id, i]));
  const dueOf = new Map(schedule.map((s) => [s.id, s.dueDate]));
  const live = entries.filter((e) => !voided.has(e.id));
  const charges = live.filter((e) => e.amountCents > 0);
  const parentOf = (c: Entry) =>
    c.kind === 'tax' && c.chargeId !== null ? (byId.get(c.chargeId) ?? c) : c;
  const groupOf = (c: Entry) => parentOf(c).installmentId;

  const key = (c: Entry) => {
    const parent = parentOf(c);
    const installment = parent.installmentId;
    // Money held for refund is paid last, by whatever is left after every charge: the payment
    // that overpaid holds it, not an earlier one.
    const date =
      parent.kind === 'overpayment'
        ? HELD_LAST
        : (installment && dueOf.get(installment)) || parent.effectiveDate;
    const seq = installment
      ? (position.get(installment) ?? Number.MAX_SAFE_INTEGER)
      : Number.MAX_SAFE_INTEGER;
    const rank = (RANK[parent.kind] ?? 8) - (c === parent ? 0 : 0.5);
    return { date, seq, rank, parent: parent.id, id: c.id };
  };
  const keys = new Map(charges.map((c) => [c.id, key(c)]));
  const order = [...charges].sort((a, b) => {
    const x = keys.get(a.id)!;
    const y = keys.get(b.id)!;
    return (
      (x.date < y.date ? -1 : x.date > y.date ? 1 : 0) ||
      x.seq - y.seq ||
      x.rank - y.rank ||
      x.parent - y.parent ||
      x.id - y.id
    );
  });

  const open = new Map(order.map((c) => [c.id, c.amountCents]));
  const completedOn = new Map<number, string>();
  const paidTo = new Map<string, number>();
  const creditedTo = new Map<string, number>();
  const credits = new Map<number, CreditSplit>();
  const firstInstallment = new Map<number, string>();

  const credited = live
    .filter((e) => e.amountCents < 0)
    .sort((a, b) =>
      a.effectiveDate < b.effectiveDate ? -1 : a.effectiveDate > b.effectiveDate ? 1 : a.id - b.id,
    );
  for (const credit of credited) {
    const split = emptySplit();
    let left = -credit.amountCents;
    const targets =
      credit.chargeId !== null
        ? order.filter(
            (c) => c.id === credit.chargeId || (c.kind === 'tax' && c.chargeId === credit.chargeId),
          )
        : order;
    for (const charge of targets) {
      if (left === 0) break;
      const owed = open.get(charge.id)!;
      if (owed === 0) continue;
      const take = Math.min(owed, left);
      left -= take;
      open.set(charge.id, owed - take);
      split[PART[charge.kind] ?? 'fees'] += take;
      const group = groupOf(charge);
      if (group && !firstInstallment.has(credit.id)) firstInstallment.set(credit.id, group);
      if (group) {
        const to = credit.kind === 'payment' ? paidTo : creditedTo;
        to.set(group, (to.get(group) ?? 0) + take);
      }
      if (owed === take && credit.kind === 'payment')
        completedOn.set(charge.id, credit.effectiveDate);
    }
    split.unapplied = left;
    credits.set(credit.id, split);
  }

  const installments = new Map<string, InstallmentState>();
  for (const charge of order) {
    const group = groupOf(charge);
    if (!group) continue;
    const state = installments.get(group) ?? {
      dueCents: 0,
      paidCents: paidTo.get(group) ?? 0,
      creditedCents: creditedTo.get(group) ?? 0,
      paidInFull: true,
      paidOn: null,
    };
    state.dueCents += charge.amountCents;
    const parent = parentOf(charge);
    if (parent.kind === 'rent' || parent.kind === 'damage_waiver') {
      const on = completedOn.get(charge.id);
      if (open.get(charge.id)! > 0 || on === undefined) state.paidInFull = false;
      else if (state.paidOn === null || on > state.paidOn) state.paidOn = on;
    }
    installments.set(group, state);
  }
  for (const state of installments.values()) if (!state.paidInFull) state.paidOn = null;

  return {
    balanceCents: entries.reduce((sum, e) => sum + e.amountCents, 0),
    open,
    installments,
    credits,
    firstInstallment,
    voided,
    order,
    groupDate: new Map(order.map((c) => [c.id, keys.get(c.id)!.date])),
  };
}

/** What is open of the charges whose group date is before `today`: what is past due. */
export function pastDueCents(allocation: Allocation, today: string): number {
  let total = 0;
  for (const c of allocation.order)
    if (allocation.groupDate.get(c.id)! < today) total += allocation.open.get(c.id) ?? 0;
  return total;
}

/** What is open of charge `id` and its tax together (a fee a waiver would settle). */
export function openWithTax(allocation: Allocation, id: number): number {
  let total = allocation.open.get(id) ?? 0;
  for (const c of allocation.order)
    if (c.kind === 'tax' && c.chargeId === id) total += allocation.open.get(c.id) ?? 0;
  return total;
}

/**
 * The first installment still owed, in due order: one whose charges are not all settled, or one
 * not yet charged (on an agreement that still charges). Null when none is.
 */
export function nextDue(
  allocation: Allocation,
  schedule: readonly Installment[],
  stillCharging: boolean,
): Installment | null {
  for (const i of schedule) {
    const state = allocation.installments.get(i.id);
    if (!i.charged) {
      if (stillCharging) return i;
      continue;
    }
    if (state && state.dueCents - state.paidCents - state.creditedCents > 0) return i;
  }
  return null;
}
