/**
 * Agreements by store day (issue 51): opened as End of Day counts them (dated that day, else
 * created that day), and paid out, returned, charged off and reinstated from the agreements'
 * history (agreement_events), by when the step was taken.
 */
import type { EntityManager } from '@mikro-orm/sql';
import { sql } from 'kysely';
import type { AgreementsReport } from '@rentline/sync-protocol/wire';
import { typed } from '../../db/kysely';
import { eachDay, storeDayOf, withinDays } from './store-days';

const STEPS = {
  paid_out: ['Paid Out', 'Paid Out (Early Purchase)'],
  returned: ['Returned'],
  charged_off: ['Charged Off'],
  reinstated: ['Reinstated'],
} as const;
type Step = keyof typeof STEPS;

export async function agreementsReport(
  em: EntityManager,
  from: string,
  to: string,
  timeZone: string,
): Promise<AgreementsReport> {
  const k = typed(em);
  const openedDay = sql<string>`to_char(coalesce(a.agreement_date, (a.created_at at time zone ${timeZone})::date), 'YYYY-MM-DD')`;
  const opened = await k
    .selectFrom('agreements as a')
    .select([openedDay.as('day'), sql<number>`count(*)::int`.as('n')])
    .where(
      sql<boolean>`coalesce(a.agreement_date, (a.created_at at time zone ${timeZone})::date) between ${from}::date and ${to}::date`,
    )
    .groupBy(sql`1`)
    .execute();
  const events = await k
    .selectFrom('agreement_events as ev')
    .select([
      storeDayOf('ev.created_at', timeZone).as('day'),
      'ev.kind',
      sql<number>`count(*)::int`.as('n'),
    ])
    .where('ev.kind', 'in', Object.values(STEPS).flat())
    .where(withinDays('ev.created_at', from, to, timeZone))
    .groupBy(sql`1, 2`)
    .execute();
  const openedOn = new Map(opened.map((r) => [r.day, r.n]));
  const count = (day: string, step: Step) =>
    events
      .filter((e) => e.day === day && (STEPS[step] as readonly string[]).includes(e.kind))
      .reduce((n, e) => n + e.n, 0);
  return {
    from,
    to,
    rows: eachDay(from, to).map((date) => ({
      date,
      opened: openedOn.get(date) ?? 0,
      paid_out: count(date, 'paid_out'),
      returned: count(date, 'returned'),
      charged_off: count(date, 'charged_off'),
      reinstated: count(date, 'reinstated'),
    })),
  };
}
