/**
 * Settling an agreement: the one place its derived figures are made (DESIGN.md 5.1).
 *
 * 1. Lock the agreement (agreement-head.ts).
 * 2. On an open agreement, charge what has fallen due (post.ts) and assess the late fees now due.
 * 3. Replay the ledger (allocate.ts).
 * 4. Write what is derived, where it changed: each installment's charges, what payments and other
 *    credits settled of them, its status; the agreement's total paid, what it owes now (the
 *    ledger's balance) and its balance (owed now plus the installments not yet charged, their
 *    tax projected at the rates of their due dates), and the store day it was settled.
 *
 * Every money step calls it inside its own transaction, after its own entries, and the sweep
 * (sweep.ts) calls it for every agreement not yet settled today, so figures that only the passing
 * of days changes (an installment falling due, a grace period running out) follow without anyone
 * opening a page. Running it twice changes nothing the second time.
 */
import type { EntityManager } from '@mikro-orm/sql';
import { toDollars } from '@rentline/sync-protocol/money';
import {
  AGREEMENT_STATUS,
  type InstallmentStatus,
  INSTALLMENT_STATUS,
} from '@rentline/sync-protocol/rules';
import { typed } from '../../../db/kysely';
import { loadSettingsVersions } from '../settings/store-settings.repository';
import { settingsOn as versionOn } from '../settings/money-settings';
import { allocate, type Allocation } from './allocate';
import { isOpen, lockAgreementHead, type AgreementHead } from './agreement-head';
import {
  appendCharge,
  loadEntries,
  loadSchedule,
  markCharged,
  type StoredInstallment,
} from './ledger.repository';
import type { Entry, Installment } from './ledger-types';
import { dueCharges, lateFees, projectedCents, type SettingsOn } from './post';

export interface Settled {
  head: AgreementHead;
  schedule: StoredInstallment[];
  entries: Entry[];
  allocation: Allocation;
  settingsOn: SettingsOn;
  /** Owed now (the ledger's balance). */
  amountDueCents: number;
  /** Owed now plus what the installments not yet charged will cost. */
  balanceCents: number;
  /** What the installments not yet charged will cost (0 once closed). */
  projectedCents: number;
  totalPaidCents: number;
  /** Whether this settle changed any stored figure (the sweep logs it after a migration). */
  changed: boolean;
}

export class AgreementNotFound extends Error {}

/** Loads the agreement's money, locked, without writing anything. */
export async function readMoney(
  em: EntityManager,
  agreementId: number,
): Promise<
  Omit<
    Settled,
    | 'allocation'
    | 'amountDueCents'
    | 'balanceCents'
    | 'projectedCents'
    | 'totalPaidCents'
    | 'changed'
  >
> {
  const head = await lockAgreementHead(em, agreementId);
  if (!head) throw new AgreementNotFound(`Agreement ${agreementId} not found`);
  const versions = await loadSettingsVersions(em);
  const settingsOn: SettingsOn = (day) => versionOn(versions, day);
  return {
    head,
    schedule: await loadSchedule(em, agreementId),
    entries: await loadEntries(em, agreementId),
    settingsOn,
  };
}

/** Steps 1-4 above; answers the agreement's money as it now stands. */
export async function settle(
  em: EntityManager,
  agreementId: number,
  today: string,
): Promise<Settled> {
  const m = await readMoney(em, agreementId);
  const { head, schedule, entries, settingsOn } = m;
  if (isOpen(head.status)) {
    const due = dueCharges(schedule, today, settingsOn);
    for (const { installment, charges } of due) {
      for (const plan of charges) entries.push(...(await appendCharge(em, head.id, plan)));
      installment.charged = true;
    }
    await markCharged(
      em,
      due.map((d) => d.installment.id),
    );
    const fees = lateFees(
      schedule,
      entries,
      allocate(entries, schedule),
      head.term,
      today,
      settingsOn,
    );
    for (const plan of fees) entries.push(...(await appendCharge(em, head.id, plan)));
  }
  return { ...m, ...(await writeDerived(em, head, schedule, entries, settingsOn, today)) };
}

/** What settling derives for one installment. */
export interface InstallmentFigures {
  dueCents: number;
  paidCents: number;
  creditedCents: number;
  status: InstallmentStatus;
  paidOnTime: boolean | null;
}

/**
 * Step 3 without the database (the demo data derives its figures with it too): replays the
 * ledger and answers each installment's figures and the agreement's.
 */
export function deriveFigures(
  status: string,
  schedule: readonly Installment[],
  entries: readonly Entry[],
  settingsOn: SettingsOn,
) {
  const allocation = allocate(entries, schedule);
  const owing = isOpen(status) || status === AGREEMENT_STATUS.pending;
  let projected = 0;
  const installments = schedule.map((i): InstallmentFigures => {
    const state = allocation.installments.get(i.id);
    const dueCents = i.charged ? (state?.dueCents ?? 0) : owing ? projectedCents(i, settingsOn) : 0;
    if (!i.charged && owing) projected += dueCents;
    const paidCents = state?.paidCents ?? 0;
    const creditedCents = state?.creditedCents ?? 0;
    const left = dueCents - paidCents - creditedCents;
    const status: InstallmentStatus =
      left > 0 && (owing || i.charged)
        ? INSTALLMENT_STATUS.pending
        : i.charged && state?.paidInFull
          ? INSTALLMENT_STATUS.paid
          : INSTALLMENT_STATUS.closed;
    const paidOnTime =
      status === INSTALLMENT_STATUS.paid && state?.paidOn ? state.paidOn <= i.dueDate : null;
    return { dueCents, paidCents, creditedCents, status, paidOnTime };
  });
  let totalPaidCents = 0;
  for (const e of entries)
    if (e.kind === 'payment' && !allocation.voided.has(e.id)) totalPaidCents -= e.amountCents;
  return {
    allocation,
    installments,
    totalPaidCents,
    amountDueCents: allocation.balanceCents,
    balanceCents: allocation.balanceCents + projected,
    projectedCents: projected,
  };
}

/** Step 3 and 4: replays the ledger and writes what changed. */
export async function writeDerived(
  em: EntityManager,
  head: AgreementHead,
  schedule: StoredInstallment[],
  entries: Entry[],
  settingsOn: SettingsOn,
  today: string,
) {
  const d = deriveFigures(head.status, schedule, entries, settingsOn);
  const k = typed(em);
  let changed = false;
  for (const [index, i] of schedule.entries()) {
    const f = d.installments[index]!;
    if (
      i.amountDueCents === f.dueCents &&
      i.amountPaidCents === f.paidCents &&
      i.amountCreditedCents === f.creditedCents &&
      i.status === f.status &&
      i.paidOnTime === f.paidOnTime
    )
      continue;
    changed = true;
    Object.assign(i, {
      amountDueCents: f.dueCents,
      amountPaidCents: f.paidCents,
      amountCreditedCents: f.creditedCents,
      status: f.status,
      paidOnTime: f.paidOnTime,
    });
    await k
      .updateTable('scheduled_payments')
      .set({
        amount_due: toDollars(f.dueCents),
        amount_paid: toDollars(f.paidCents),
        amount_credited: toDollars(f.creditedCents),
        status: f.status,
        paid_on_time: f.paidOnTime,
      })
      .where('id', '=', i.id)
      .execute();
  }
  const before = await k
    .selectFrom('agreements')
    .select(['total_paid', 'amount_due', 'balance', 'settled_on'])
    .where('id', '=', head.id)
    .executeTakeFirstOrThrow();
  const figures = {
    total_paid: toDollars(d.totalPaidCents),
    amount_due: toDollars(d.amountDueCents),
    balance: toDollars(d.balanceCents),
  };
  if (
    before.total_paid !== figures.total_paid ||
    before.amount_due !== figures.amount_due ||
    before.balance !== figures.balance
  )
    changed = true;
  if (changed || before.settled_on !== today)
    await k
      .updateTable('agreements')
      .set({ ...figures, settled_on: today })
      .where('id', '=', head.id)
      .execute();
  return {
    allocation: d.allocation,
    amountDueCents: d.amountDueCents,
    balanceCents: d.balanceCents,
    projectedCents: d.projectedCents,
    totalPaidCents: d.totalPaidCents,
    changed,
  };
}
