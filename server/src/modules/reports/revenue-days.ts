/**
 * The Revenue report's past days, each computed once and kept (table revenue_days, per store time
 * zone): a month's report reads the days it has kept and computes only the others, today always.
 * At ten times the demo store a month is 10,000 payments; grouped anew on every read, the report
 * took 2.3 times as long as at the demo's size.
 *
 * A past day stays as it was because payments and reversals are written with the time they are
 * taken. What writes one with a past time all the same (an import, a test's factory) makes that
 * day computed again: the statement's own triggers forget it (migration revenue_days).
 */
import { addCalendarDays } from '@rentline/sync-protocol/rules';
import type { RevenueReport } from '@rentline/sync-protocol/wire';
import type { Typed } from '../../db/kysely';
import { storeToday } from '../../lib/store-time';
import { eachDay } from './store-days';

type Row = RevenueReport['rows'][number];

export async function revenueRows(
  k: Typed,
  from: string,
  to: string,
  timeZone: string,
  compute: (from: string, to: string) => Promise<Row[]>,
): Promise<Row[]> {
  const lastPast = addCalendarDays(storeToday(timeZone), -1);
  const kept =
    from <= lastPast
      ? await k
          .selectFrom('revenue_days')
          .select(['day', 'row'])
          .where('time_zone', '=', timeZone)
          .where('day', '>=', from)
          .where('day', '<=', to < lastPast ? to : lastPast)
          .execute()
      : [];
  const byDay = new Map(kept.map((r) => [r.day, r.row]));
  const days = eachDay(from, to);
  const missing = days.filter((day) => !byDay.has(day));
  if (missing.length > 0) {
    const computed = await compute(missing[0]!, missing.at(-1)!);
    const toKeep = computed.filter((r) => r.date <= lastPast && !byDay.has(r.date));
    if (toKeep.length > 0)
      await k
        .insertInto('revenue_days')
        .values(toKeep.map((row) => ({ time_zone: timeZone, day: row.date, row })))
        .onConflict((oc) => oc.doNothing())
        .execute();
    for (const row of computed) if (!byDay.has(row.date)) byDay.set(row.date, row);
  }
  return days.map((day) => byDay.get(day)!);
}
