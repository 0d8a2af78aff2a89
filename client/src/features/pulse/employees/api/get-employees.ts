/** GET /api/employees (managers only): every employee with their role, whether active, and sessions. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { employeeAdminSchema } from '@rentline/sync-protocol';
import { apiFetch } from '@/api/http';

export const employeeKeys = { all: ['employees'] as const };

export const employeesQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: employeeKeys.all,
    queryFn: ({ signal }) =>
      apiFetch('/employees', { schema: z.array(employeeAdminSchema), signal }),
    enabled,
  });

export const useEmployees = (enabled = true) => useQuery(employeesQuery(enabled));
