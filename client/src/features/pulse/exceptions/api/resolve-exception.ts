/**
 * POST /api/exceptions/{id}/resolve: marks an exception resolved. Online only. The answer
 * replaces the row in every cached list at once (so it shows resolved), then Pulse reads again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { exceptionResponseSchema, type PulseException } from '@rentline/sync-protocol';
import { apiFetch } from '@/api/http';
import { invalidatePulse } from '@/api/query-keys';
import { exceptionKeys } from './get-exceptions';

export const resolveException = (id: number) =>
  apiFetch(`/exceptions/${id}/resolve`, {
    method: 'POST',
    json: {},
    schema: exceptionResponseSchema,
  }).then((r) => r.exception);

export function useResolveException() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveException,
    onSuccess: (resolved) => {
      queryClient.setQueriesData<PulseException[]>({ queryKey: exceptionKeys.lists() }, (rows) =>
        rows?.map((r) => (r.exception_id === resolved.exception_id ? resolved : r)),
      );
      return invalidatePulse(queryClient);
    },
  });
}
