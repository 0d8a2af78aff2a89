import { useEffect, useState } from 'react';
import { useOnline } from '@/api/http';
import { useLocalCounts } from '@/sync';
import { useHubSummary } from './get-hub-summary';
import { describeFreshness } from '../freshness';

/** Re-renders every minute so an age like 'as of 5 minutes ago' stays true. */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * Every figure of the hub: contacts and inventory items counted in the local replica (so they
 * work offline), the rest from GET /api/hub/summary with the age of the copy shown.
 */
export function useHubFigures() {
  const online = useOnline();
  const now = useMinuteClock();
  const summary = useHubSummary();
  const local = useLocalCounts();
  const freshness = describeFreshness({
    online,
    failed: summary.isError,
    updatedAt: summary.dataUpdatedAt,
    now,
  });
  return {
    summary: summary.data,
    summaryLoading: summary.isLoading,
    freshness,
    online,
    retry: () => void summary.refetch(),
    local,
  };
}

export type HubFigures = ReturnType<typeof useHubFigures>;
