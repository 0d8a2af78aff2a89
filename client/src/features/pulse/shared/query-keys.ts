/**
 * Every Pulse read is cached under ['pulse', ...] (persisted to IndexedDB with the rest of the
 * query cache), so one call marks all of it stale after a change made on the server.
 */
import type { QueryClient } from '@tanstack/react-query';
import { hubKeys } from '@/features/hub/api/get-hub-summary';

export const PULSE_KEY = ['pulse'] as const;

/** After a write: Pulse lists, details and figures, and the hub's figures, read again. */
export function invalidatePulse(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: PULSE_KEY }),
    queryClient.invalidateQueries({ queryKey: hubKeys.summary }),
  ]).then(() => undefined);
}
