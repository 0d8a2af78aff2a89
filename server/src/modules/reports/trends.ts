/**
 * Trends (issue 51 point 4): the hub's and Pulse home's figures at the end of each of the last
 * TREND_WEEKS store weeks, the last ending today, so that each agrees with its screen on that day:
 *
 * - overdue_amount: the hub's overdue figure as it stood at the end of the week's last day
 *   (overdue-history.ts: the ledger replayed as of that day); today, the hub's figure itself;
 * - active_agreements: the agreements Active at the end of that day (status-history.ts); today,
 *   the dashboard's count of Active agreements;
 * - revenue: the Revenue report's totals (revenue.ts) summed over the week's seven store days;
 *   null for a role that may not read that report (`reports.money`).
 *
 * The weeks before this one are the costly part (every ledger that may differ is replayed) and
 * are kept for the store day (trends-cache.ts); this week is read fresh on every ask.
 */
import type { EntityManager } from '@mikro-orm/sql';
import { toCents, toDollars } from '@rentline/sync-protocol/money';
import { addCalendarDays, AGREEMENT_STATUS, TREND_WEEKS } from '@rentline/sync-protocol/rules';
import type { TrendWeek } from '@rentline/sync-protocol/wire';
import { typed } from '../../db/kysely';
import { hubSummary } from '../hub/hub.service';
import { overdueCentsOn } from './overdue-history';
import { revenueReport } from './revenue';
import { loadStatusFacts, statusOn } from './status-history';

/** The last day of each week, oldest first: today, and every seventh day before it. */
export const weekEnds = (today: string) =>
  Array.from({ length: TREND_WEEKS }, (_, i) => addCalendarDays(today, -7 * (TREND_WEEKS - 1 - i)));

/** The Revenue report's totals summed by week, for the weeks ending on `ends`. */
async function weeklyRevenue(
  em: EntityManager,
  ends: readonly string[],
  timeZone: string,
): Promise<number[]> {
  const from = addCalendarDays(ends[0]!, -6);
  const { rows } = await revenueReport(em, from, ends.at(-1)!, timeZone);
  return ends.map((end) => {
    const start = addCalendarDays(end, -6);
    const cents = rows
      .filter((r) => r.date >= start && r.date <= end)
      .reduce((n, r) => n + toCents(r.total), 0);
    return toDollars(cents);
  });
}

/** The weeks before this one, oldest first, from the ledger replayed as of each week's end. */
export async function pastWeeks(
  em: EntityManager,
  today: string,
  timeZone: string,
  withRevenue: boolean,
): Promise<TrendWeek[]> {
  const ends = weekEnds(today).slice(0, -1);
  const facts = await loadStatusFacts(em, timeZone);
  const overdue = await overdueCentsOn(em, facts, ends, today, timeZone);
  const revenue = withRevenue ? await weeklyRevenue(em, ends, timeZone) : null;
  return ends.map((end, i) => ({
    week_end: end,
    overdue_amount: toDollars(overdue[i]!),
    active_agreements: facts.filter((a) => statusOn(a, end) === AGREEMENT_STATUS.active).length,
    revenue: revenue ? revenue[i]! : null,
  }));
}

/** This week: today's figures as the hub, the dashboard and the Revenue report read them now. */
export async function currentWeek(
  em: EntityManager,
  today: string,
  timeZone: string,
  withRevenue: boolean,
): Promise<TrendWeek> {
  const { overdue_amount } = await hubSummary(em, today);
  const { active } = await typed(em)
    .selectFrom('agreements')
    .select((eb) => eb.fn.countAll<number>().as('active'))
    .where('agreement_status', '=', AGREEMENT_STATUS.active)
    .executeTakeFirstOrThrow();
  const revenue = withRevenue ? (await weeklyRevenue(em, [today], timeZone))[0]! : null;
  return { week_end: today, overdue_amount, active_agreements: Number(active), revenue };
}
