/**
 * Query keys that several features share. Every Pulse read is cached under ['pulse', ...]
 * (persisted to IndexedDB with the rest of the query cache), so one call marks all of it stale
 * after a change made on the server; the hub's summary and trends count what Pulse writes, so
 * they go too.
 */
import type { QueryClient } from '@tanstack/react-query';

export const PULSE_KEY = ['pulse'] as const;

export const hubKeys = {
  summary: ['hub', 'summary'] as const,
  trends: ['hub', 'trends'] as const,
};

/** After a write: Pulse lists, details and figures, and the hub's figures, read again. */
export function invalidatePulse(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: PULSE_KEY }),
    queryClient.invalidateQueries({ queryKey: hubKeys.summary }),
    queryClient.invalidateQueries({ queryKey: hubKeys.trends }),
  ]).then(() => undefined);
}
