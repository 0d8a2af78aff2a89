import { PULSE_KEY } from '@/api/query-keys';
import type { PaymentListParams } from './get-payments';

/** Every query of the payments feature: the log, receipts, the ledger's money, card payments. */
export const paymentKeys = {
  all: [...PULSE_KEY, 'payments'] as const,
  lists: () => [...paymentKeys.all, 'list'] as const,
  list: (params: PaymentListParams) => [...paymentKeys.lists(), params] as const,
  recent: () => [...paymentKeys.all, 'recent'] as const,
  upcoming: () => [...paymentKeys.all, 'upcoming'] as const,
  scheduled: (agreementId: number) => [...paymentKeys.all, 'scheduled', agreementId] as const,
  agreementOptions: (customerId: number) =>
    [...paymentKeys.all, 'agreement-options', customerId] as const,
  ledger: (agreementId: number) => [...paymentKeys.all, 'ledger', agreementId] as const,
  recorded: (transactionId: string) => [...paymentKeys.all, 'recorded', transactionId] as const,
};
