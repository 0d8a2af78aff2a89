import type { InfiniteData } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { agreementListResponseSchema } from '@rentline/sync-protocol/wire';
import { agreementKeys } from './api/agreement-keys';

type ListPage = z.infer<typeof agreementListResponseSchema>;

/**
 * Every agreement status in the lists read so far (the cache keeps them, offline too): the
 * status filter is built from what has been seen (SPEC.md section 2). Read on each render,
 * which follows every new page.
 */
export function useSeenStatuses(): string[] {
  const queryClient = useQueryClient();
  const seen = new Set<string>();
  for (const [, data] of queryClient.getQueriesData<InfiniteData<ListPage>>({
    queryKey: agreementKeys.lists(),
  })) {
    for (const page of data?.pages ?? []) {
      for (const a of page.agreements) seen.add(a.agreement_status);
    }
  }
  return [...seen];
}
