/**
 * POST /api/exceptions/{id}/resolve with its note, and /reopen. Online only. The answer
 * replaces the row in every cached list at once, then Pulse reads again (a resolved exception
 * leaves the open list, a reopened one comes back).
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  exceptionResponseSchema,
  type ExceptionResolve,
  type PulseException,
} from '@rentline/sync-protocol/wire';
import { apiFetch } from '@/api/http';
import { invalidatePulse } from '@/api/query-keys';
import { exceptionKeys } from './get-exceptions';

export const resolveException = ({ id, resolution }: { id: number } & ExceptionResolve) =>
  apiFetch(`/exceptions/${id}/resolve`, {
    method: 'POST',
    json: { resolution },
    schema: exceptionResponseSchema,
  }).then((r) => r.exception);

export const reopenException = (id: number) =>
  apiFetch(`/exceptions/${id}/reopen`, {
    method: 'POST',
    json: {},
    schema: exceptionResponseSchema,
  }).then((r) => r.exception);

function showChanged(queryClient: QueryClient, changed: PulseException) {
  queryClient.setQueriesData<PulseException[]>({ queryKey: exceptionKeys.lists() }, (rows) =>
    rows?.map((r) => (r.exception_id === changed.exception_id ? changed : r)),
  );
  return invalidatePulse(queryClient);
}

export function useResolveException() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveException,
    onSuccess: (resolved) => showChanged(queryClient, resolved),
  });
}

export function useReopenException() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reopenException,
    onSuccess: (reopened) => showChanged(queryClient, reopened),
  });
}
