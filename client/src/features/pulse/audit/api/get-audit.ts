/**
 * GET /api/audit (managers only): one page of the audit trail, newest first, filtered by who did
 * it, what was done and a span of store days (from/to as yyyy-MM-dd, each included).
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { auditPageSchema } from '@rentline/sync-protocol/wire';
import { apiFetch } from '@/api/http';

export const AUDIT_PAGE_SIZE = 50;

export interface AuditFilters {
  employeeId: string;
  action: string;
  from: string;
  to: string;
}

export const NO_AUDIT_FILTERS: AuditFilters = { employeeId: '', action: '', from: '', to: '' };

/** The request's query: a filter left empty is not sent. */
export function auditSearch(filters: AuditFilters, page: number): string {
  const params = new URLSearchParams({
    limit: String(AUDIT_PAGE_SIZE),
    offset: String(page * AUDIT_PAGE_SIZE),
  });
  if (filters.employeeId) params.set('employee_id', filters.employeeId);
  if (filters.action) params.set('action', filters.action);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  return params.toString();
}

export const auditQuery = (filters: AuditFilters, page: number, enabled: boolean) =>
  queryOptions({
    queryKey: ['audit', filters, page] as const,
    queryFn: ({ signal }) =>
      apiFetch(`/audit?${auditSearch(filters, page)}`, { schema: auditPageSchema, signal }),
    enabled,
    placeholderData: keepPreviousData,
  });

export const useAudit = (filters: AuditFilters, page: number, enabled: boolean) =>
  useQuery(auditQuery(filters, page, enabled));
