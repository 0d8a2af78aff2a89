import { PULSE_KEY } from '@/api/query-keys';
import type { AgreementListParams } from '../agreement-list-state';

export const agreementKeys = {
  all: [...PULSE_KEY, 'agreements'] as const,
  lists: () => [...agreementKeys.all, 'list'] as const,
  list: (params: AgreementListParams) => [...agreementKeys.lists(), params] as const,
  ofCustomer: (customerId: number) => [...agreementKeys.all, 'customer', customerId] as const,
  detail: (id: number) => [...agreementKeys.all, 'detail', id] as const,
  items: (id: number) => [...agreementKeys.all, 'items', id] as const,
  financial: (id: number) => [...agreementKeys.all, 'financial', id] as const,
  events: (id: number) => [...agreementKeys.all, 'events', id] as const,
  payoffQuote: (id: number) => [...agreementKeys.all, 'payoff-quote', id] as const,
  customerOptions: () => [...agreementKeys.all, 'customer-options'] as const,
  itemOptions: (search: string) => [...agreementKeys.all, 'item-options', search] as const,
  onTimeShare: (customerId: number) => [...agreementKeys.all, 'on-time-share', customerId] as const,
};
