/**
 * Revenue (issue 51) by store day and tender: what End of Day counts as taken each day
 * (payments that went through, by their typed tender), fees and tax apart, less the reversals
 * recorded that day. One grouped statement each for payments and reversals over the days not
 * kept yet (revenue-days.ts).
 */
import type { EntityManager } from '@mikro-orm/sql';
import { sql } from 'kysely';
import { toDollars } from '@rentline/sync-protocol/money';
import { TENDERS, type Tender } from '@rentline/sync-protocol/rules';
import type { RevenueReport } from '@rentline/sync-protocol/wire';
import { typed, type Typed } from '../../db/kysely';
import { revenueRows } from './revenue-days';
import { eachDay, isoDay, storeDayOf, withinDays } from './store-days';

/**
 * Payments that went through, per store day and tender, with their fees and tax. Grouped by the
 * day as a date and written as text once per group: a month at ten times the demo, 10,000
 * payments, 5.8 ms instead of 8.1 grouped by the text.
 */
export function takenByDay(k: Typed, from: string, to: string, timeZone: string) {
  const byDay = k
    .selectFrom('payments as p')
    .select([
      sql<string>`(p.created_at at time zone ${timeZone})::date`.as('date'),
      'p.tender',
      sql<number>`coalesce(sum(round(p.amount_paid * 100)), 0)::int`.as('cents'),
      sql<number>`coalesce(sum(p.fees_cents), 0)::int`.as('fees'),
      sql<number>`coalesce(sum(p.tax_cents), 0)::int`.as('tax'),
    ])
    .where('p.success', '=', true)
    .where(withinDays('p.created_at', from, to, timeZone))
    .groupBy(sql`1, 2`); // by position: the day's expression binds its time zone anew
  return k
    .selectFrom(byDay.as('t'))
    .select([isoDay('t.date').as('day'), 't.tender', 't.cents', 't.fees', 't.tax']);
}

/** Reversals recorded per store day. */
export function reversedByDay(k: Typed, from: string, to: string, timeZone: string) {
  return k
    .selectFrom('ledger_entries as r')
    .select([
      storeDayOf('r.created_at', timeZone).as('day'),
      sql<number>`coalesce(sum(r.amount_cents), 0)::int`.as('cents'),
    ])
    .where('r.kind', '=', 'reversal')
    .where(withinDays('r.created_at', from, to, timeZone))
    .groupBy(sql`1`);
}

export async function revenueReport(
  em: EntityManager,
  from: string,
  to: string,
  timeZone: string,
): Promise<RevenueReport> {
  const k = typed(em);
  const rows = await revenueRows(k, from, to, timeZone, (first, last) =>
    computeRows(k, first, last, timeZone),
  );
  return { from, to, rows };
}

/** Each day's row from the payments and reversals themselves. */
async function computeRows(k: Typed, from: string, to: string, timeZone: string) {
  const taken = await takenByDay(k, from, to, timeZone).execute();
  const reversed = await reversedByDay(k, from, to, timeZone).execute();
  const reversalsOf = new Map(reversed.map((r) => [r.day, r.cents]));
  return eachDay(from, to).map((date) => {
    const ofDay = taken.filter((t) => t.day === date);
    const centsBy = (method: Tender) =>
      ofDay.filter((t) => t.tender === method).reduce((n, t) => n + t.cents, 0);
    const gross = ofDay.reduce((n, t) => n + t.cents, 0);
    const back = reversalsOf.get(date) ?? 0;
    return {
      date,
      tenders: TENDERS.map((method) => ({ method, total: toDollars(centsBy(method)) })),
      total: toDollars(gross - back),
      fees: toDollars(ofDay.reduce((n, t) => n + t.fees, 0)),
      tax: toDollars(ofDay.reduce((n, t) => n + t.tax, 0)),
      reversals: toDollars(back),
    };
  });
}
