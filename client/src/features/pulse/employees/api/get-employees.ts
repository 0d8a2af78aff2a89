/** GET /api/employees (managers only): every employee with their role, whether active, and sessions. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { employeeListSchema } from '@rentline/sync-protocol/wire';
import { apiFetch } from '@/api/http';

export const employeeKeys = { all: ['employees'] as const };

export const employeesQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: employeeKeys.all,
    queryFn: ({ signal }) =>
      apiFetch('/employees', { schema: employeeListSchema, signal }).then((r) => r.employees),
    enabled,
  });

export const useEmployees = (enabled = true) => useQuery(employeesQuery(enabled));
