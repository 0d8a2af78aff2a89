/**
 * GET /api/reports/trends: the last 8 store weeks of the hub's overdue amount, active agreements
 * and (a manager's) revenue, read through TanStack Query and persisted like the hub's summary, so
 * the last copy stays on screen offline with its age. The hub and Pulse home draw them beside
 * their figures (ui/sparkline.tsx).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { TREND_WEEKS } from '@rentline/sync-protocol/rules';
import { trendsReportSchema, type TrendsReport } from '@rentline/sync-protocol/wire';
import { apiFetch } from '@/api/http';
import { hubKeys } from '@/api/query-keys';
import { formatCount, formatWholeDollars } from '@/lib/format-numbers';
import type { SparklineProps } from '@/ui/sparkline';

export const getTrends = (signal?: AbortSignal) =>
  apiFetch('/reports/trends', { schema: trendsReportSchema, signal });

export const trendsQuery = () =>
  queryOptions({
    queryKey: hubKeys.trends,
    queryFn: ({ signal }) => getTrends(signal),
  });

export function useTrends() {
  return useQuery(trendsQuery());
}

const FIGURES = {
  overdue_amount: { label: 'Overdue', format: formatWholeDollars },
  active_agreements: { label: 'Active agreements', format: formatCount },
  revenue: { label: 'Weekly revenue', format: formatWholeDollars },
} as const;

/**
 * What the sparkline of one figure draws and says: its values, oldest week first (none until
 * there are any, nor for a role the server answers none), named and written as the screens do.
 */
export function trendLine(
  report: TrendsReport | undefined,
  figure: keyof typeof FIGURES,
): SparklineProps {
  const values = report?.weeks.map((w) => w[figure]);
  const known = values && values.length > 0 && values.every((v) => v !== null);
  return {
    ...FIGURES[figure],
    period: `the last ${TREND_WEEKS} weeks`,
    values: known ? (values as number[]) : undefined,
  };
}
