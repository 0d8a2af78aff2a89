/**
 * Server reads (customers, agreements, payments, exceptions, dashboards, the hub summary) go
 * through TanStack Query and are persisted to IndexedDB, so the last copy stays readable
 * offline with its age shown (DESIGN.md section 5).
 *
 * SPEC.md section 7: data never goes stale on its own, is not refetched on window focus and is
 * not retried. A persisted copy restored at start is marked stale once, so screens in use read
 * fresh data when the server is reachable (as a page load did) and keep the copy when it is not.
 */
import { QueryClient } from '@tanstack/react-query';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { PersistQueryClientProviderProps } from '@tanstack/react-query-persist-client';

// The local database loads beside the first screen; the cache is restored once it is there.
const kv = () => import('@/local-db/kv');

/** How long a persisted copy is kept; `gcTime` must be at least this for it to be persisted. */
const PERSIST_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** Change when a persisted shape changes incompatibly, to drop old copies. */
const CACHE_BUSTER = 'rentline-1';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: Infinity,
      gcTime: PERSIST_MAX_AGE_MS,
      refetchOnWindowFocus: false,
      retry: false,
    },
    mutations: { retry: false },
  },
});

const persister = createAsyncStoragePersister({
  storage: {
    getItem: async (key: string) => (await kv()).kvGet(key),
    setItem: async (key: string, value: string) => (await kv()).kvSet(key, value),
    removeItem: async (key: string) => (await kv()).kvDelete(key),
  },
  key: 'query-cache',
  throttleTime: 1000,
});

/**
 * Reads that are replicas rather than screens' caches (the collections queue, DESIGN.md
 * section 5): a copy whose last refresh failed is still the last copy, and is kept. Other reads
 * are persisted as TanStack does by default (successful ones).
 */
const KEPT_THROUGH_FAILURES: readonly (readonly string[])[] = [['pulse', 'collections', 'queue']];

/** What TanStack persists by default (`defaultShouldDehydrateQuery`), and the replicas with data. */
export function shouldPersistQuery(query: {
  queryKey: readonly unknown[];
  state: { status: string; data: unknown };
}): boolean {
  if (query.state.status === 'success') return true;
  return (
    query.state.data !== undefined &&
    KEPT_THROUGH_FAILURES.some((key) => key.every((part, i) => query.queryKey[i] === part))
  );
}

export const persistOptions: PersistQueryClientProviderProps['persistOptions'] = {
  persister,
  maxAge: PERSIST_MAX_AGE_MS,
  buster: CACHE_BUSTER,
  dehydrateOptions: {
    shouldDehydrateQuery: shouldPersistQuery,
  },
};

interface Paged {
  pages: unknown[];
  pageParams: unknown[];
}
const isPaged = (data: unknown): data is Paged =>
  typeof data === 'object' &&
  data !== null &&
  Array.isArray((data as Paged).pages) &&
  Array.isArray((data as Paged).pageParams);

/**
 * A restored infinite list (customers, agreements, the payment log) keeps only its first page,
 * with its age: the screen opens at the top, and its refetch asks for one page, not every page
 * scrolled through last time (TanStack refetches an infinite query page by page).
 */
function keepFirstPages(client: QueryClient): void {
  for (const query of client.getQueryCache().getAll()) {
    const data = query.state.data;
    if (!isPaged(data) || data.pages.length <= 1) continue;
    client.setQueryData(
      query.queryKey,
      { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) },
      { updatedAt: query.state.dataUpdatedAt },
    );
  }
}

/**
 * After the persisted copy is restored: keep showing it (infinite lists from their first page),
 * but fetch again when next used. Not awaited: restoring must not wait for the network.
 */
export function onCacheRestored(client: QueryClient = queryClient): void {
  keepFirstPages(client);
  void client.invalidateQueries();
}
