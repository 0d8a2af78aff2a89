/** GET /api/customers/?limit=1000&offset=0: the customers an agreement can be made for. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAGING } from '@rentline/sync-protocol/rules';
import { customerListResponseSchema } from '@rentline/sync-protocol/wire';
import { apiFetch } from '@/api/http';
import { agreementKeys } from './agreement-keys';

export const customerOptionsQuery = () =>
  queryOptions({
    queryKey: agreementKeys.customerOptions(),
    queryFn: ({ signal }) =>
      apiFetch(`/customers/?limit=${PAGING.customerPicker}&offset=0`, {
        schema: customerListResponseSchema,
        signal,
      }),
    select: (data) => data.customers,
  });

export function useCustomerOptions() {
  return useQuery(customerOptionsQuery());
}
