/** GET /api/agreements/?customer_id&limit=100&offset=0: one customer's agreements, any age. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAGING } from '@rentline/sync-protocol/rules';
import { agreementListResponseSchema } from '@rentline/sync-protocol/wire';
import { apiFetch } from '@/api/http';
import { agreementKeys } from './agreement-keys';

export function getCustomerAgreements(customerId: number, signal?: AbortSignal) {
  const query = new URLSearchParams({
    customer_id: String(customerId),
    limit: String(PAGING.customerAgreements),
    offset: '0',
  });
  return apiFetch(`/agreements/?${query}`, { schema: agreementListResponseSchema, signal });
}

export const customerAgreementsQuery = (customerId: number) =>
  queryOptions({
    queryKey: agreementKeys.ofCustomer(customerId),
    queryFn: ({ signal }) => getCustomerAgreements(customerId, signal),
    enabled: Number.isInteger(customerId) && customerId > 0,
  });

export function useCustomerAgreements(customerId: number) {
  return useQuery(customerAgreementsQuery(customerId));
}
