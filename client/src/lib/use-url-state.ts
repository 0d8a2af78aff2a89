/**
 * A list's state kept in the URL query. Changes are computed from the latest state written,
 * not from the last render: two quick changes in a row (a filter, then a sort, before the
 * router has rendered the first) both land, instead of the second undoing the first.
 */
import { useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

/** Changes the state in the URL: `change` gets the latest state written (see above). */
export type UrlStateUpdate<T> = (
  change: (current: T) => T,
  options?: { replace?: boolean },
) => void;

export function useUrlState<T>(
  read: (params: URLSearchParams) => T,
  toQuery: (state: T) => string,
) {
  const [params, setParams] = useSearchParams();
  const rendered = params.toString();
  const latest = useRef({ rendered, pending: null as string | null });
  latest.current.rendered = rendered;
  if (latest.current.pending === rendered) latest.current.pending = null;

  const update: UrlStateUpdate<T> = (change, options) => {
    const base = latest.current.pending ?? latest.current.rendered;
    const next = toQuery(change(read(new URLSearchParams(base))));
    if (next === base) return;
    latest.current.pending = next;
    setParams(new URLSearchParams(next), options);
  };

  return [read(params), update] as const;
}
