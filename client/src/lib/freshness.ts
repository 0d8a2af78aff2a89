/**
 * How old the server data on a Pulse screen is (DESIGN.md section 5): current while online and
 * the last request succeeded; otherwise the last copy is shown with its age, or nothing when
 * there never was one.
 */
import { useEffect, useState } from 'react';
import { formatDistance } from 'date-fns';
import { useOnline } from '@/api/http';

export type Freshness =
  | { kind: 'current' }
  | { kind: 'never'; reason: 'offline' | 'failed' }
  | { kind: 'stale'; reason: 'offline' | 'failed'; age: string };

export interface FreshnessInput {
  online: boolean;
  /** The last request failed (the copy on screen, if any, is older). */
  failed: boolean;
  /** When the copy on screen was fetched (ms); 0 when never. */
  updatedAt: number;
  now: Date;
}

export function describeFreshness({ online, failed, updatedAt, now }: FreshnessInput): Freshness {
  if (online && !failed) return { kind: 'current' };
  const reason = online ? 'failed' : 'offline';
  if (!updatedAt) return { kind: 'never', reason };
  // `now` ticks once a minute (useMinuteClock): a copy fetched since is younger than it, not
  // from the future ('in less than a minute').
  const age = formatDistance(Math.min(updatedAt, now.getTime()), now, { addSuffix: true });
  return { kind: 'stale', reason, age };
}

/** The sentence a freshness is told with ('Offline · showing data from 5 minutes ago'). */
export function freshnessText(freshness: Freshness): string | null {
  switch (freshness.kind) {
    case 'current':
      return null;
    case 'stale':
      return `${freshness.reason === 'offline' ? 'Offline' : 'Could not refresh'} · showing data from ${freshness.age}`;
    case 'never':
      return freshness.reason === 'offline'
        ? 'Offline · this appears once the device has been online here'
        : 'Could not load this from the server';
  }
}

/** Re-renders every minute so an age like '5 minutes ago' stays true. */
export function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** What freshness needs of a query (a TanStack Query result has all of it). */
export interface FreshnessSource {
  dataUpdatedAt: number;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * The freshness of one or more queries shown together: the oldest copy's age, failed when any
 * failed; `retry` refetches the ones that failed.
 */
export function useFreshness(...sources: FreshnessSource[]) {
  const online = useOnline();
  const now = useMinuteClock();
  const loaded = sources.map((s) => s.dataUpdatedAt).filter((t) => t > 0);
  const freshness = describeFreshness({
    online,
    failed: sources.some((s) => s.isError),
    updatedAt: loaded.length > 0 ? Math.min(...loaded) : 0,
    now,
  });
  const retry = () => {
    for (const s of sources) if (s.isError) void s.refetch();
  };
  return { freshness, retry, online };
}
