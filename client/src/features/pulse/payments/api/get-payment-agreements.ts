/** GET /api/elavon/customers/{id}/agreements: the agreements a customer can pay on, the longest due first. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  paymentAgreementOptionSchema,
  type PaymentAgreementOption,
} from '@rentline/sync-protocol/wire';
import { apiFetch } from '@/api/http';
import { paymentKeys } from './payment-keys';

const responseSchema = z.object({ agreements: z.array(paymentAgreementOptionSchema) });
export type { PaymentAgreementOption };

export const paymentAgreementsQuery = (customerId: number) =>
  queryOptions({
    queryKey: paymentKeys.agreementOptions(customerId),
    queryFn: ({ signal }) =>
      apiFetch(`/elavon/customers/${customerId}/agreements`, { schema: responseSchema, signal }),
    select: (data) => data.agreements,
  });

export function usePaymentAgreements(customerId: number | null) {
  return useQuery({ ...paymentAgreementsQuery(customerId ?? 0), enabled: customerId !== null });
}
