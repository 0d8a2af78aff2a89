/**
 * GET /api/contacts/?page&limit=50&search: the contacts a new customer account can be opened
 * for, 50 a page (SPEC.md section 7, "Contacts (for customer creation)").
 */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { PAGING } from '@rentline/sync-protocol/rules';
import { contactPickerResponseSchema } from '@rentline/sync-protocol/wire';
import { apiFetch } from '@/api/http';
import { customerKeys } from './customer-keys';

export function getContactOptions(search: string, page: number, signal?: AbortSignal) {
  const query = new URLSearchParams({ page: String(page), limit: String(PAGING.contactPicker) });
  if (search) query.set('search', search);
  return apiFetch(`/contacts/?${query}`, { schema: contactPickerResponseSchema, signal });
}

export const contactOptionsQuery = (search: string) =>
  infiniteQueryOptions({
    queryKey: customerKeys.contactOptions(search),
    queryFn: ({ pageParam, signal }) => getContactOptions(search, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination.has_more ? last.pagination.page + 1 : undefined),
  });

export function useContactOptions(search: string, enabled: boolean) {
  return useInfiniteQuery({ ...contactOptionsQuery(search), enabled });
}
