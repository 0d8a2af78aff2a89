/**
 * The figures of one store day, read live (an open day) and as adjustments (a closed one). The
 * store day runs from midnight to midnight in STORE_TIME_ZONE; a payment belongs to the day it
 * was taken (`created_at`), a reversal to the day it was recorded. Only payments that went
 * through count; their tender is a column (money/tenders.ts), never guessed from a text.
 */
import type { EntityManager } from '@mikro-orm/sql';
import { sql } from 'kysely';
import { toCents, toDollars } from '@rentline/sync-protocol/money';
import { REVERSAL_REASONS, TENDERS, type Tender } from '@rentline/sync-protocol/rules';
import type { EndOfDay, EndOfDayReversal, TenderTotal } from '@rentline/sync-protocol/wire';
import { intSum, typed } from '../../../db/kysely';

/** `column` falls within the store day `day` of `timeZone`. */
const inDay = (column: string, day: string, timeZone: string) =>
  sql<boolean>`${sql.ref(column)} >= (${day}::date)::timestamp at time zone ${timeZone}
    and ${sql.ref(column)} < (${day}::date + 1)::timestamp at time zone ${timeZone}`;

/** Every tender of the day: taken, and reversed the same day (that money leaves the drawer). */
export async function dayTenders(
  em: EntityManager,
  day: string,
  timeZone: string,
): Promise<{ tenders: TenderTotal[]; feesCents: number; taxCents: number; paymentIds: number[] }> {
  const k = typed(em);
  const taken = await k
    .selectFrom('payments as p')
    .select(['p.id', 'p.tender', 'p.amount_paid', 'p.fees_cents', 'p.tax_cents'])
    .where('p.success', '=', true)
    .where(inDay('p.created_at', day, timeZone))
    .orderBy('p.id')
    .execute();
  const reversed = await k
    .selectFrom('ledger_entries as r')
    .innerJoin('payments as p', 'p.id', 'r.payment_id')
    .select(['p.tender', (eb) => intSum(eb.ref('r.amount_cents')).as('cents')])
    .where('r.kind', '=', 'reversal')
    .where(inDay('r.created_at', day, timeZone))
    .where(inDay('p.created_at', day, timeZone))
    .groupBy('p.tender')
    .execute();
  const reversedOf = new Map(reversed.map((r) => [r.tender, r.cents]));
  const tenders = TENDERS.map((method): TenderTotal => {
    const rows = taken.filter((p) => p.tender === method);
    const total = rows.reduce((n, p) => n + toCents(p.amount_paid), 0);
    const back = reversedOf.get(method) ?? 0;
    return {
      method,
      count: rows.length,
      total: toDollars(total),
      reversed: toDollars(back),
      net: toDollars(total - back),
    };
  });
  return {
    tenders,
    feesCents: taken.reduce((n, p) => n + p.fees_cents, 0),
    taxCents: taken.reduce((n, p) => n + p.tax_cents, 0),
    paymentIds: taken.map((p) => p.id),
  };
}

/** The reversals recorded that day, oldest first. */
export async function dayReversals(
  em: EntityManager,
  day: string,
  timeZone: string,
): Promise<EndOfDayReversal[]> {
  const rows = await typed(em)
    .selectFrom('ledger_entries as r')
    .innerJoin('payments as p', 'p.id', 'r.payment_id')
    .innerJoin('agreements as a', 'a.id', 'r.agreement_id')
    .leftJoin('employees as e', 'e.id', 'r.employee_id')
    .select([
      'r.id',
      'r.payment_id',
      'r.agreement_id',
      'a.custom_agreement_id',
      'p.tender',
      'r.amount_cents',
      'r.reason',
      'r.created_at',
      'e.full_name',
      inDay('p.created_at', day, timeZone).as('same_day'),
    ])
    .where('r.kind', '=', 'reversal')
    .where(inDay('r.created_at', day, timeZone))
    .orderBy('r.id')
    .execute();
  return rows.map((r) => ({
    entry_id: r.id,
    payment_id: r.payment_id!,
    agreement_id: r.agreement_id,
    custom_agreement_id: r.custom_agreement_id,
    method: r.tender as Tender,
    amount: toDollars(r.amount_cents),
    reason: (REVERSAL_REASONS as readonly string[]).includes(r.reason ?? '')
      ? (r.reason as EndOfDayReversal['reason'])
      : 'Entered in error',
    reversed_at: new Date(r.created_at).toISOString(),
    same_day: r.same_day === true,
    employee_name: r.full_name,
  }));
}

/**
 * Agreements opened (agreement date that day; created that day when it has none) and
 * activated (activation time within the day); paid out (either way), returned and charged off
 * from the agreement's history (agreement_events), by when the step was taken.
 */
export async function dayAgreements(
  em: EntityManager,
  day: string,
  timeZone: string,
): Promise<EndOfDay['agreements']> {
  const k = typed(em);
  const counts = await k
    .selectNoFrom((eb) => [
      eb
        .selectFrom('agreements as a')
        .select(sql<number>`count(*)::int`.as('n'))
        .where(
          sql<boolean>`coalesce(a.agreement_date, (a.created_at at time zone ${timeZone})::date) = ${day}::date`,
        )
        .as('opened'),
      eb
        .selectFrom('agreements as a')
        .select(sql<number>`count(*)::int`.as('n'))
        .where(inDay('a.activation_date', day, timeZone))
        .as('activated'),
      eb
        .selectFrom('agreement_events as ev')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('ev.kind', 'in', ['Paid Out', 'Paid Out (Early Purchase)'])
        .where(inDay('ev.created_at', day, timeZone))
        .as('paid_out'),
      eb
        .selectFrom('agreement_events as ev')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('ev.kind', '=', 'Returned')
        .where(inDay('ev.created_at', day, timeZone))
        .as('returned'),
      eb
        .selectFrom('agreement_events as ev')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('ev.kind', '=', 'Charged Off')
        .where(inDay('ev.created_at', day, timeZone))
        .as('charged_off'),
    ])
    .executeTakeFirstOrThrow();
  return {
    opened: Number(counts.opened ?? 0),
    activated: Number(counts.activated ?? 0),
    paid_out: Number(counts.paid_out ?? 0),
    returned: Number(counts.returned ?? 0),
    charged_off: Number(counts.charged_off ?? 0),
  };
}

/**
 * A closed day's adjustments: its payments and reversals that the frozen figures do not count
 * (recorded after the close, or backdated to the day).
 */
export async function dayAdjustments(
  em: EntityManager,
  day: string,
  timeZone: string,
  counted: { paymentIds: number[]; reversalIds: number[] },
): Promise<EndOfDay['adjustments']> {
  const k = typed(em);
  const payments = await k
    .selectFrom('payments as p')
    .select(['p.id', 'p.tender', 'p.amount_paid', 'p.created_at'])
    .where('p.success', '=', true)
    .where(inDay('p.created_at', day, timeZone))
    .orderBy('p.created_at')
    .orderBy('p.id')
    .execute();
  const reversals = await dayReversals(em, day, timeZone);
  const paid = new Set(counted.paymentIds);
  const back = new Set(counted.reversalIds);
  return [
    ...payments
      .filter((p) => !paid.has(p.id))
      .map((p) => ({
        payment_id: p.id,
        method: p.tender as Tender,
        amount: p.amount_paid,
        recorded_at: new Date(p.created_at).toISOString(),
        reason: 'Payment recorded for this day after it was closed',
      })),
    ...reversals
      .filter((r) => !back.has(r.entry_id))
      .map((r) => ({
        payment_id: r.payment_id,
        method: r.method,
        amount: -r.amount,
        recorded_at: r.reversed_at,
        reason: `Payment reversed after the day was closed (${r.reason})`,
      })),
  ];
}

export async function closeRow(em: EntityManager, day: string) {
  return typed(em)
    .selectFrom('end_of_day_closes as c')
    .leftJoin('employees as e', 'e.id', 'c.closed_by')
    .select([
      'c.closed_at',
      'e.full_name as closed_by_name',
      'c.counted_cash',
      'c.counted_checks',
      'c.note',
      'c.tenders',
      'c.agreements',
      'c.payment_ids',
      'c.reversal_ids',
      'c.figures',
    ])
    .where('c.day', '=', day)
    .executeTakeFirst();
}

export async function listCloses(em: EntityManager, limit: number) {
  return typed(em)
    .selectFrom('end_of_day_closes as c')
    .leftJoin('employees as e', 'e.id', 'c.closed_by')
    .select([
      'c.day',
      'c.closed_at',
      'e.full_name as closed_by_name',
      'c.counted_cash',
      'c.counted_checks',
      'c.tenders',
    ])
    .orderBy('c.day', 'desc')
    .limit(limit)
    .execute();
}
