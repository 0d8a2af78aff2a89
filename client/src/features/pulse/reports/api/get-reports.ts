/**
 * GET /api/reports/aging, /revenue?from=&to= and /utilization (issue 51). Read online and kept,
 * like the other Pulse reads, in the persisted query cache: the last copy of each report viewed
 * stays readable offline with its age.
 */
import { useQuery } from '@tanstack/react-query';
import {
  agingReportSchema,
  revenueReportSchema,
  utilizationReportSchema,
} from '@rentline/sync-protocol';
import { apiFetch } from '@/api/http';
import { PULSE_KEY } from '@/api/query-keys';

export const reportKeys = {
  all: [...PULSE_KEY, 'reports'] as const,
  aging: () => [...reportKeys.all, 'aging'] as const,
  revenue: (from: string, to: string) => [...reportKeys.all, 'revenue', from, to] as const,
  utilization: () => [...reportKeys.all, 'utilization'] as const,
};

export const useAgingReport = () =>
  useQuery({
    queryKey: reportKeys.aging(),
    queryFn: ({ signal }) => apiFetch('/reports/aging', { schema: agingReportSchema, signal }),
  });

export const useRevenueReport = (from: string, to: string) =>
  useQuery({
    queryKey: reportKeys.revenue(from, to),
    queryFn: ({ signal }) =>
      apiFetch(`/reports/revenue?${new URLSearchParams({ from, to })}`, {
        schema: revenueReportSchema,
        signal,
      }),
  });

export const useUtilizationReport = () =>
  useQuery({
    queryKey: reportKeys.utilization(),
    queryFn: ({ signal }) =>
      apiFetch('/reports/utilization', { schema: utilizationReportSchema, signal }),
  });
