/**
 * GET /api/collections/queue, every page of it (limit 1000): the collections queue is kept on
 * the tablet whole, read-only, like the lookups (DESIGN.md section 5), so the queue page filters,
 * searches and sorts it with no signal. It lives in the persisted query cache (app/query-client.ts
 * keeps it even when a refresh failed) and goes with it at sign-out (sync/device-data.ts).
 */
import { queryOptions } from '@tanstack/react-query';
import {
  collectionQueueResponseSchema,
  type CollectionAccount,
  type CollectionQueueResponse,
} from '@rentline/sync-protocol/wire';
import { apiFetch } from '@/api/http';
import { collectionKeys } from './collection-keys';

export const QUEUE_PAGE_SIZE = 1000;

export async function getCollectionQueue(signal?: AbortSignal): Promise<CollectionQueueResponse> {
  const accounts: CollectionAccount[] = [];
  let first: CollectionQueueResponse | null = null;
  for (;;) {
    const query = new URLSearchParams({
      limit: String(QUEUE_PAGE_SIZE),
      offset: String(accounts.length),
    });
    const page = await apiFetch(`/collections/queue?${query}`, {
      schema: collectionQueueResponseSchema,
      signal,
    });
    first ??= page;
    accounts.push(...page.accounts);
    if (!page.has_more || page.accounts.length === 0) break;
  }
  return {
    ...first,
    accounts,
    total_count: Math.max(first.total_count, accounts.length),
    has_more: false,
  };
}

export const collectionQueueQuery = () =>
  queryOptions({
    queryKey: collectionKeys.queue(),
    queryFn: ({ signal }) => getCollectionQueue(signal),
  });
