/**
 * Search hits for the typed text (debounced): Pulse's customers and agreements from the server
 * (or, offline, from the Pulse pages kept on this tablet), and contacts, engagements and
 * inventory from the tablet, live: a record changed meanwhile shows as it is now.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import { SEARCH_DEBOUNCE_MS } from '@rentline/sync-protocol/rules';
import { isOnline } from '@/api/http';
import { useDebounced } from '@/lib/use-debounced';
import { localDb } from '@/local-db/app-db';
import { warmContactSearch } from '@/local-db/contacts';
import { MIN_QUERY_LENGTH, searchLocal, type SearchHit } from './search-local';
import { searchPulseCached, searchPulseOnline } from './search-pulse';

const PER_GROUP = 5;

/**
 * Builds the contacts' search index (once, then kept current) ahead of the first search: the box
 * calls this as it takes focus, so the index builds while the first letters are typed.
 */
export function warmGlobalSearch(): void {
  void warmContactSearch(localDb).catch(() => undefined);
}

/** Pulse's hits: the server's, or the kept copy's when offline or when the server fails. */
function usePulseHits(query: string): SearchHit[] | undefined {
  const queryClient = useQueryClient();
  const result = useQuery({
    queryKey: ['search', 'pulse', query],
    enabled: query.length >= MIN_QUERY_LENGTH,
    // Offline the query still runs: it answers from the kept copy (TanStack would pause it).
    networkMode: 'always',
    queryFn: async ({ signal }) => {
      if (!isOnline()) return searchPulseCached(queryClient, query, PER_GROUP);
      try {
        return await searchPulseOnline(query, PER_GROUP, signal);
      } catch (err) {
        if (signal.aborted) throw err;
        return searchPulseCached(queryClient, query, PER_GROUP);
      }
    },
    // A search answer is for the moment it is asked: never kept, never shown for long.
    staleTime: 30_000,
    gcTime: 60_000,
  });
  return query.length >= MIN_QUERY_LENGTH ? result.data : [];
}

export interface GlobalSearchResult {
  /** The text the hits answer. */
  query: string;
  hits: SearchHit[];
  /** The server's answer for Pulse is still on its way (the tablet's hits are already in). */
  pulsePending: boolean;
}

/** `undefined` while the tablet's search runs. */
export function useGlobalSearch(typed: string): GlobalSearchResult | undefined {
  const query = useDebounced(typed.trim(), SEARCH_DEBOUNCE_MS);
  const local = useLiveQuery(
    async () => ({ query, hits: await searchLocal(localDb, query, PER_GROUP) }),
    [query],
  );
  const pulse = usePulseHits(query);
  if (!local || local.query !== query) return undefined;
  return { query, hits: [...(pulse ?? []), ...local.hits], pulsePending: pulse === undefined };
}
