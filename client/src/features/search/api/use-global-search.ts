/** Search hits for the typed text (debounced), live: a record changed meanwhile shows as it is now. */
import { useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { SEARCH_DEBOUNCE_MS } from '@rentline/sync-protocol';
import { localDb } from '@/local-db/app-db';
import { searchLocal, type SearchHit } from './search-local';

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return debounced;
}

/** `undefined` while the search runs; `query` is the text the hits answer. */
export function useGlobalSearch(typed: string): { query: string; hits: SearchHit[] } | undefined {
  const query = useDebounced(typed.trim(), SEARCH_DEBOUNCE_MS);
  return useLiveQuery(async () => ({ query, hits: await searchLocal(localDb, query) }), [query]);
}
