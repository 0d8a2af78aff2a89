/**
 * What the hub's overdue figure (hub.service.ts) said at the end of past store days: the open
 * part of every installment still owed that was due before the day, as the money module derives
 * it (settle.ts deriveFigures), from the ledger as it stood that day.
 *
 * 1. The ledger as of day D is its entries that belong to a day up to D (`effective_date`: an
 *    installment's charges on its due date, a late fee on the day after its grace, a payment,
 *    waiver, write-off, closeout or reversal on the store day it was made). A payment reversed
 *    after D still counts at D; a charge posted ahead for a later due date does not. A charge
 *    written later for an earlier day (a late fee assessed once a reversal left an installment
 *    unpaid past its grace, charges posted after the server was down) counts from its own day.
 * 2. An installment was charged by D when its rent was posted by D (as a receipt reads it,
 *    payments/credit.ts); one not charged is owed as projected while its agreement owed (Pending,
 *    Active or Suspended at D: status-history.ts).
 * 3. deriveFigures replays it; the installments due before D left 'pending' add what is open of
 *    them, as the hub adds amount due less paid less credited. For today this is the hub's figure.
 *
 * Only agreements whose figures can differ between the days are replayed: those with an
 * installment owed and due before today, an entry of a day after the first day, a status step
 * after it, closed or opened after it. For any other, every day reads as today does, owing
 * nothing past due.
 */
import type { EntityManager } from '@mikro-orm/sql';
import { sql } from 'kysely';
import { addCalendarDays, INSTALLMENT_STATUS } from '@rentline/sync-protocol/rules';
import { typed } from '../../db/kysely';
import type { Entry, Installment } from '../money/ledger/ledger-types';
import { deriveFigures, type InstallmentFigures } from '../money/ledger/settle';
import { settingsOn as versionOn } from '../money/settings/money-settings';
import { loadSettingsVersions } from '../money/settings/store-settings.repository';
import { openedOn, STATUS_STEPS, statusOn, type StatusFacts } from './status-history';
import { isoDay, withinDays } from './store-days';

interface Ledger {
  schedule: Installment[];
  entries: Entry[];
}

/** The ledgers and schedules of the agreements whose figures may differ from `first` to `today`. */
async function loadLedgers(
  em: EntityManager,
  first: string,
  today: string,
  timeZone: string,
): Promise<Map<number, Ledger>> {
  const k = typed(em);
  const since = addCalendarDays(first, 1);
  const ids = k
    .selectFrom('agreements as a')
    .select('a.id')
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('scheduled_payments as sp')
            .select('sp.id')
            .whereRef('sp.agreement_id', '=', 'a.id')
            .where('sp.status', '=', INSTALLMENT_STATUS.pending)
            .where('sp.due_date', '<', today),
        ),
        eb.exists(
          eb
            .selectFrom('ledger_entries as l')
            .select('l.id')
            .whereRef('l.agreement_id', '=', 'a.id')
            .where('l.effective_date', '>', first),
        ),
        eb.exists(
          eb
            .selectFrom('agreement_events as ev')
            .select('ev.id')
            .whereRef('ev.agreement_id', '=', 'a.id')
            .where('ev.kind', 'in', STATUS_STEPS)
            .where(withinDays('ev.created_at', since, today, timeZone)),
        ),
        eb('a.closed_on', '>', first),
        sql<boolean>`${openedOn(timeZone)} > ${first}`,
      ]),
    );
  // Installments due after today have no charge of a day up to today: nothing to replay.
  const schedule = await k
    .selectFrom('scheduled_payments as sp')
    .select([
      'sp.id',
      'sp.agreement_id',
      isoDay('sp.due_date').as('due_date'),
      sql<number>`round(sp.expected_amount * 100)::int`.as('rent_cents'),
      sql<number>`round(sp.damage_waiver * 100)::int`.as('damage_waiver_cents'),
    ])
    .where('sp.agreement_id', 'in', ids)
    .where('sp.due_date', '<=', today)
    .orderBy('sp.agreement_id')
    .orderBy('sp.due_date')
    .orderBy('sp.id')
    .execute();
  const entries = await k
    .selectFrom('ledger_entries as l')
    .select([
      'l.id',
      'l.agreement_id',
      'l.kind',
      'l.amount_cents',
      isoDay('l.effective_date').as('effective_date'),
      'l.installment_id',
      'l.charge_id',
      'l.corrects_id',
      'l.payment_id',
    ])
    .where('l.agreement_id', 'in', ids)
    .where('l.effective_date', '<=', today)
    .orderBy('l.id')
    .execute();
  const ledgers = new Map<number, Ledger>();
  const of = (id: number) => {
    let l = ledgers.get(id);
    if (!l) ledgers.set(id, (l = { schedule: [], entries: [] }));
    return l;
  };
  for (const i of schedule)
    of(i.agreement_id).schedule.push({
      id: i.id,
      dueDate: i.due_date,
      rentCents: i.rent_cents,
      damageWaiverCents: i.damage_waiver_cents,
      charged: false,
    });
  for (const e of entries)
    of(e.agreement_id).entries.push({
      id: e.id,
      kind: e.kind,
      amountCents: e.amount_cents,
      effectiveDate: e.effective_date,
      installmentId: e.installment_id,
      chargeId: e.charge_id,
      correctsId: e.corrects_id,
      paymentId: e.payment_id,
    });
  return ledgers;
}

/** An installment past due at the end of a day, and what was open of it then. */
export interface PastDue {
  agreementId: number;
  dueDate: string;
  openCents: number;
}

/**
 * Steps 1-3: the installments past due at the end of each of `days` (ascending), with what was
 * open of each then: the rows the collections queue (and so Aging) would have read that day.
 */
export async function pastDueOn(
  em: EntityManager,
  facts: readonly StatusFacts[],
  days: readonly string[],
  today: string,
  timeZone: string,
): Promise<PastDue[][]> {
  const ledgers = await loadLedgers(em, days[0]!, today, timeZone);
  const versions = await loadSettingsVersions(em);
  const settingsOn = (day: string) => versionOn(versions, day);
  const factsOf = new Map(facts.map((a) => [a.id, a]));
  const rows: PastDue[][] = days.map(() => []);
  for (const [id, ledger] of ledgers) {
    const first = ledger.schedule[0];
    // The ledger up to a later day holds the earlier day's: the same count is the same ledger.
    let replayed: { key: string; schedule: Installment[]; figures: InstallmentFigures[] } | null =
      null;
    days.forEach((day, d) => {
      const status = statusOn(factsOf.get(id)!, day);
      if (status === null || !first || first.dueDate >= day) return;
      const entries = ledger.entries.filter((e) => e.effectiveDate <= day);
      const key = `${entries.length} ${status}`;
      if (replayed?.key !== key) {
        const rentPosted = new Set(
          entries.filter((e) => e.kind === 'rent').map((e) => e.installmentId),
        );
        const schedule = ledger.schedule.map((i) => ({ ...i, charged: rentPosted.has(i.id) }));
        const { installments } = deriveFigures(status, schedule, entries, settingsOn);
        replayed = { key, schedule, figures: installments };
      }
      const { schedule, figures } = replayed;
      schedule.forEach((i, n) => {
        const f = figures[n]!;
        if (i.dueDate < day && f.status === INSTALLMENT_STATUS.pending)
          rows[d]!.push({
            agreementId: id,
            dueDate: i.dueDate,
            openCents: f.dueCents - f.paidCents - f.creditedCents,
          });
      });
    });
  }
  return rows;
}

/** The hub's overdue figure at the end of each of `days` (ascending), in cents. */
export async function overdueCentsOn(
  em: EntityManager,
  facts: readonly StatusFacts[],
  days: readonly string[],
  today: string,
  timeZone: string,
): Promise<number[]> {
  const rows = await pastDueOn(em, facts, days, today, timeZone);
  return rows.map((day) => day.reduce((n, r) => n + r.openCents, 0));
}
