/**
 * PATCH /api/employees/{id}: a role or whether the employee may sign in. The server refuses
 * what would leave the store without an active manager; its words are shown as they are.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { employeeUpdateSchema } from '@rentline/sync-protocol/wire';
import { apiFetch } from '@/api/http';
import { employeeKeys } from './get-employees';

export type EmployeeUpdate = z.input<typeof employeeUpdateSchema>;

export const updateEmployee = ({ id, change }: { id: number; change: EmployeeUpdate }) =>
  apiFetch(`/employees/${id}`, { method: 'PATCH', json: employeeUpdateSchema.parse(change) });

export function useUpdateEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEmployee,
    onSettled: () => queryClient.invalidateQueries({ queryKey: employeeKeys.all }),
  });
}
