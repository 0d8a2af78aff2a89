/**
 * What settling would make of an agreement today, without writing it (pure): the charges that
 * have fallen due and the late fees now due are added as entries that do not exist yet (ids below
 * zero). Quotes and figures read on a GET use it, so a payoff quoted on a page is the payoff
 * the POST takes after settling for real.
 */
import { allocate, type Allocation } from './allocate';
import { isOpen, type AgreementHead } from './agreement-head';
import type { ChargePlan, Entry, Installment } from './ledger-types';
import { dueCharges, lateFees, projectedCents, type SettingsOn } from './post';

export interface Projected {
  entries: Entry[];
  schedule: Installment[];
  allocation: Allocation;
  amountDueCents: number;
  /** What the installments not yet charged will cost (0 unless the agreement still charges). */
  projectedCents: number;
}

export function project(
  m: {
    head: AgreementHead;
    schedule: readonly Installment[];
    entries: readonly Entry[];
    settingsOn: SettingsOn;
  },
  today: string,
): Projected {
  const entries = [...m.entries];
  const schedule = m.schedule.map((i) => ({ ...i }));
  let nextId = -1;
  const add = (plan: ChargePlan) => {
    const { tax, ...c } = plan;
    const charge: Entry = {
      id: nextId--,
      kind: c.kind,
      amountCents: c.amountCents,
      effectiveDate: c.effectiveDate,
      installmentId: c.installmentId ?? null,
      chargeId: null,
      correctsId: null,
      paymentId: null,
    };
    entries.push(charge);
    if (tax)
      entries.push({
        ...charge,
        id: nextId--,
        kind: 'tax',
        amountCents: tax.cents,
        chargeId: charge.id,
      });
  };
  const open = isOpen(m.head.status);
  if (open) {
    for (const { installment, charges } of dueCharges(schedule, today, m.settingsOn)) {
      charges.forEach(add);
      installment.charged = true;
    }
    lateFees(
      schedule,
      entries,
      allocate(entries, schedule),
      m.head.term,
      today,
      m.settingsOn,
    ).forEach(add);
  }
  const allocation = allocate(entries, schedule);
  const charging = open || m.head.status === 'Pending Progress';
  return {
    entries,
    schedule,
    allocation,
    amountDueCents: allocation.balanceCents,
    projectedCents: charging
      ? schedule.filter((i) => !i.charged).reduce((n, i) => n + projectedCents(i, m.settingsOn), 0)
      : 0,
  };
}
