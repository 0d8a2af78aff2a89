/**
 * A customer's on-time share, read the way the server reads it when it prices a new agreement
 * (onTimeShareOf in sync-protocol): over the installments of all their agreements. A customer
 * without agreements has no history (null) and nothing is asked.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { onTimeShareOf } from '@rentline/sync-protocol/rules';
import { getScheduledPayments } from '@/features/pulse/payments/api/get-scheduled-payments';
import { agreementKeys } from './agreement-keys';
import { getCustomerAgreements } from './get-customer-agreements';

export async function getCustomerOnTimeShare(customerId: number, signal?: AbortSignal) {
  const { agreements } = await getCustomerAgreements(customerId, signal);
  const schedules = await Promise.all(
    agreements.map((a) => getScheduledPayments(a.agreement_id, signal)),
  );
  return onTimeShareOf(schedules.flat());
}

export const customerOnTimeShareQuery = (customerId: number | null, hasAgreements: boolean) =>
  queryOptions({
    queryKey: agreementKeys.onTimeShare(customerId ?? 0),
    queryFn: ({ signal }) =>
      hasAgreements ? getCustomerOnTimeShare(customerId!, signal) : Promise.resolve(null),
    enabled: customerId !== null,
  });

export function useCustomerOnTimeShare(customerId: number | null, hasAgreements: boolean) {
  return useQuery(customerOnTimeShareQuery(customerId, hasAgreements));
}
