/**
 * A list's search box whose text lives in the URL (`search` of a useUrlState list): what is typed
 * shows at once; once typing stops (SEARCH_DEBOUNCE_MS) the trimmed text replaces the URL's, in
 * place (no history entry per word). Only a new debounced text is written: Back to an older URL
 * keeps that URL's own search.
 */
import { useEffect, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '@rentline/sync-protocol/rules';
import { useDebounced } from './use-debounced';
import type { UrlStateUpdate } from './use-url-state';

export function useUrlSearch<T extends { search: string }>(
  initial: string,
  update: UrlStateUpdate<T>,
): [typed: string, setTyped: (text: string) => void] {
  const [typed, setTyped] = useState(initial);
  const search = useDebounced(typed.trim(), SEARCH_DEBOUNCE_MS);
  const lastSearch = useRef(search);
  useEffect(() => {
    if (lastSearch.current === search) return;
    lastSearch.current = search;
    // `update` reads the latest URL state itself: only a new search needs to run this.
    update((current) => ({ ...current, search }), { replace: true });
  }, [search]);
  return [typed, setTyped];
}
