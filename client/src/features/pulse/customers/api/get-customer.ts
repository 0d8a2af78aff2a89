/** GET /api/customers/{id}: one customer account with its financial summary. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { customerSchema } from '@rentline/sync-protocol/wire';
import { apiFetch } from '@/api/http';
import { customerKeys } from './customer-keys';

export const customerQuery = (id: number) =>
  queryOptions({
    queryKey: customerKeys.detail(id),
    queryFn: ({ signal }) => apiFetch(`/customers/${id}`, { schema: customerSchema, signal }),
    enabled: Number.isInteger(id) && id > 0,
  });

export function useCustomer(id: number) {
  return useQuery(customerQuery(id));
}
