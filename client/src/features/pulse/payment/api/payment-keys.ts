import { PULSE_KEY } from '@/api/query-keys';

export const paymentKeys = {
  all: [...PULSE_KEY, 'card-payment'] as const,
  agreementOptions: (customerId: number) =>
    [...paymentKeys.all, 'agreement-options', customerId] as const,
  recorded: (transactionId: string) => [...paymentKeys.all, 'recorded', transactionId] as const,
};
