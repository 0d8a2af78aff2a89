/** POST /api/employees/{id}/sessions/revoke: signs the employee out on every device (a lost tablet). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/api/http';
import { employeeKeys } from './get-employees';

export const revokeSessions = (id: number) =>
  apiFetch(`/employees/${id}/sessions/revoke`, { method: 'POST' });

export function useRevokeSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: employeeKeys.all }),
  });
}
