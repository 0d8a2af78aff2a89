/** POST /api/employees/{id}/password: a new password a manager sets for an employee. */
import { useMutation } from '@tanstack/react-query';
import { passwordResetSchema } from '@rentline/sync-protocol/wire';
import { apiFetch } from '@/api/http';

export const resetPassword = ({ id, password }: { id: number; password: string }) =>
  apiFetch(`/employees/${id}/password`, {
    method: 'POST',
    json: passwordResetSchema.parse({ password }),
  });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
