/**
 * GET /api/reports/aging?as_of=, /revenue?from=&to=, /agreements?from=&to=,
 * /collections?from=&to= and /utilization (issue 51). Read online and kept,
 * like the other Pulse reads, in the persisted query cache: the last copy of each report viewed
 * stays readable offline with its age. Each is read when its tab is shown.
 */
import { useQuery } from '@tanstack/react-query';
import {
  agingReportSchema,
  agreementsReportSchema,
  collectionsReportSchema,
  revenueReportSchema,
  utilizationReportSchema,
} from '@rentline/sync-protocol/wire';
import { apiFetch } from '@/api/http';
import { PULSE_KEY } from '@/api/query-keys';

export const reportKeys = {
  all: [...PULSE_KEY, 'reports'] as const,
  aging: (asOf: string) => [...reportKeys.all, 'aging', asOf] as const,
  revenue: (from: string, to: string) => [...reportKeys.all, 'revenue', from, to] as const,
  agreements: (from: string, to: string) => [...reportKeys.all, 'agreements', from, to] as const,
  collections: (from: string, to: string) => [...reportKeys.all, 'collections', from, to] as const,
  utilization: () => [...reportKeys.all, 'utilization'] as const,
};

/** Aging at the end of `asOf` (today, or a past day replayed from the ledger). */
export const useAgingReport = (asOf: string, enabled = true) =>
  useQuery({
    enabled,
    queryKey: reportKeys.aging(asOf),
    queryFn: ({ signal }) =>
      apiFetch(`/reports/aging?${new URLSearchParams({ as_of: asOf })}`, {
        schema: agingReportSchema,
        signal,
      }),
  });

export const useRevenueReport = (from: string, to: string, enabled = true) =>
  useQuery({
    enabled,
    queryKey: reportKeys.revenue(from, to),
    queryFn: ({ signal }) =>
      apiFetch(`/reports/revenue?${new URLSearchParams({ from, to })}`, {
        schema: revenueReportSchema,
        signal,
      }),
  });

export const useUtilizationReport = (enabled = true) =>
  useQuery({
    enabled,
    queryKey: reportKeys.utilization(),
    queryFn: ({ signal }) =>
      apiFetch('/reports/utilization', { schema: utilizationReportSchema, signal }),
  });

export const useAgreementsReport = (from: string, to: string, enabled = true) =>
  useQuery({
    enabled,
    queryKey: reportKeys.agreements(from, to),
    queryFn: ({ signal }) =>
      apiFetch(`/reports/agreements?${new URLSearchParams({ from, to })}`, {
        schema: agreementsReportSchema,
        signal,
      }),
  });

export const useCollectionsReport = (from: string, to: string, enabled = true) =>
  useQuery({
    enabled,
    queryKey: reportKeys.collections(from, to),
    queryFn: ({ signal }) =>
      apiFetch(`/reports/collections?${new URLSearchParams({ from, to })}`, {
        schema: collectionsReportSchema,
        signal,
      }),
  });
