import { PULSE_KEY } from '@/api/query-keys';
import type { CustomerListParams } from './get-customers';

export const customerKeys = {
  all: [...PULSE_KEY, 'customers'] as const,
  lists: () => [...customerKeys.all, 'list'] as const,
  list: (params: CustomerListParams) => [...customerKeys.lists(), params] as const,
  detail: (id: number) => [...customerKeys.all, 'detail', id] as const,
  contactOptions: (search: string) => [...customerKeys.all, 'contact-options', search] as const,
};
