/**
 * Trends (issue 51 point 4): the hub's and Pulse home's figures at the end of each of the last
 * TREND_WEEKS store weeks, the last ending today, so that each agrees with its screen on that day:
 *
 * - overdue_amount: the hub's overdue figure as it stood at the end of the week's last day
 *   (overdue-history.ts: the ledger replayed as of that day);
 * - active_agreements: the agreements Active at the end of that day (status-history.ts), which
 *   today is the dashboard's count of Active agreements;
 * - revenue: the Revenue report's totals (revenue.ts) summed over the week's seven store days;
 *   null for a role that may not read that report (`reports.money`).
 */
import type { EntityManager } from '@mikro-orm/sql';
import {
  addCalendarDays,
  AGREEMENT_STATUS,
  TREND_WEEKS,
  type TrendsReport,
  toCents,
  toDollars,
} from '@rentline/sync-protocol';
import { overdueCentsOn } from './overdue-history';
import { revenueReport } from './revenue';
import { loadStatusFacts, statusOn } from './status-history';

/** The last day of each week, oldest first: today, and every seventh day before it. */
const weekEnds = (today: string) =>
  Array.from({ length: TREND_WEEKS }, (_, i) => addCalendarDays(today, -7 * (TREND_WEEKS - 1 - i)));

export async function trendsReport(
  em: EntityManager,
  today: string,
  timeZone: string,
  withRevenue: boolean,
): Promise<TrendsReport> {
  const ends = weekEnds(today);
  const facts = await loadStatusFacts(em, timeZone);
  const overdue = await overdueCentsOn(em, facts, ends, today, timeZone);
  const revenue = withRevenue
    ? (await revenueReport(em, addCalendarDays(ends[0]!, -6), today, timeZone)).rows
    : null;
  return {
    weeks: ends.map((end, i) => {
      const start = addCalendarDays(end, -6);
      const cents = revenue
        ?.filter((r) => r.date >= start && r.date <= end)
        .reduce((n, r) => n + toCents(r.total), 0);
      return {
        week_end: end,
        overdue_amount: toDollars(overdue[i]!),
        active_agreements: facts.filter((a) => statusOn(a, end) === AGREEMENT_STATUS.active).length,
        revenue: cents === undefined ? null : toDollars(cents),
      };
    }),
  };
}
