/**
 * A fixed answer of GET /api/reports/trends: the overdue amount falls from $1,200 to $950,
 * active agreements rise from 120 to 131, weekly revenue from $9,800 to $10,250 (null, as the
 * server answers a role without the revenue report, when `revenue` is false).
 */
import type { TrendsReport } from '@rentline/sync-protocol/wire';

const OVERDUE = [1200, 1480, 1310, 1100, 990, 1020, 980, 950];
const ACTIVE = [120, 122, 121, 125, 127, 126, 129, 131];
const REVENUE = [9800, 10400, 9950, 11200, 10100, 9600, 10800, 10250];

export function trendsAnswer({ revenue }: { revenue: boolean }): TrendsReport {
  return {
    weeks: OVERDUE.map((overdue, i) => ({
      week_end: `2026-0${1 + Math.floor(i / 4)}-${String(7 * (i % 4) + 1).padStart(2, '0')}`,
      overdue_amount: overdue,
      active_agreements: ACTIVE[i]!,
      revenue: revenue ? REVENUE[i]! : null,
    })),
  };
}
