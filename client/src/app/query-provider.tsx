import type { ReactNode } from 'react';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { onCacheRestored, persistOptions, queryClient } from './query-client';

/**
 * Server reads with a persisted cache. Mounted with the signed-in app (the sign-in screen reads
 * nothing through it), so its code is not part of the first screen.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return (
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={persistOptions}
      onSuccess={() => onCacheRestored(queryClient)}
    >
      {children}
    </PersistQueryClientProvider>
  );
}
