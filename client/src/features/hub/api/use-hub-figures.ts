import { useEffect, useState } from 'react';
import { useOnline } from '@/api/http';
import { useLocalCounts } from '@/sync';
import { useHubSummary } from './get-hub-summary';
import { useTrends } from './get-trends';
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
 * work offline), the rest from GET /api/hub/summary and their last 8 weeks from
 * GET /api/reports/trends, with the age of the older copy shown.
 */
export function useHubFigures() {
  const online = useOnline();
  const now = useMinuteClock();
  const summary = useHubSummary();
  const trends = useTrends();
  const local = useLocalCounts();
  const server = [summary, trends];
  const loaded = server.map((q) => q.dataUpdatedAt).filter((t) => t > 0);
  const freshness = describeFreshness({
    online,
    failed: server.some((q) => q.isError),
    updatedAt: loaded.length > 0 ? Math.min(...loaded) : 0,
    now,
  });
  return {
    summary: summary.data,
    summaryLoading: summary.isLoading,
    trends: trends.data,
    trendsLoading: trends.isLoading,
    freshness,
    online,
    retry: () => {
      for (const q of server) if (q.isError) void q.refetch();
    },
    local,
  };
}

export type HubFigures = ReturnType<typeof useHubFigures>;
