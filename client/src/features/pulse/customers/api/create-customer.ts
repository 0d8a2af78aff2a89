/**
 * POST /api/customers/: opens an account (always Active) for a contact. Online only; on
 * success every Pulse read and the hub's figures are refreshed (SPEC.md section 8).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { customerCreateResponseSchema, type CustomerCreate } from '@rentline/sync-protocol/wire';
import { apiFetch } from '@/api/http';
import { invalidatePulse } from '@/api/query-keys';

export const createCustomer = (input: CustomerCreate) =>
  apiFetch('/customers/', {
    method: 'POST',
    json: { ...input, accountStatus: 'Active' },
    schema: customerCreateResponseSchema,
  });

export function useCreateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCustomer,
    onSuccess: () => invalidatePulse(queryClient),
  });
}
