/**
 * The collections queue on this tablet (issue 22 sections 1 and 3): the replicated snapshot
 * (get-collection-queue.ts) with what the tablet logged since laid over it (queue-overlay.ts),
 * judged on the store's day. Readable with no signal; `query` says how old the copy is.
 */
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import type { CollectionAccount, CollectionQueueResponse } from '@rentline/sync-protocol/wire';
import { localDb } from '@/local-db/app-db';
import { useMinuteClock } from '@/lib/freshness';
import { storeToday } from '@/lib/store-time';
import { useStoreTimeZone } from '@/lib/use-store-time-zone';
import { overlayLocalActivity } from '../queue-overlay';
import { collectionQueueQuery } from './get-collection-queue';
import { readLocalActivity } from './read-local-activity';

export interface CollectionQueue {
  /** The snapshot's accounts with the local activity on top; undefined until a copy is here. */
  accounts: CollectionAccount[] | undefined;
  snapshot: CollectionQueueResponse | undefined;
  /** The store day the accounts are judged on (yyyy-MM-dd). */
  today: string;
  timeZone: string;
  /** The TanStack query of the snapshot (its age, error, refetch). */
  query: ReturnType<typeof useQuery<CollectionQueueResponse>>;
}

export function useCollectionQueue(): CollectionQueue {
  const query = useQuery(collectionQueueQuery());
  const timeZone = useStoreTimeZone();
  const today = storeToday(timeZone, useMinuteClock());
  const snapshot = query.data;
  const local = useLiveQuery(
    () => readLocalActivity(localDb, snapshot?.accounts.map((a) => a.customer_id) ?? []),
    [snapshot],
  );
  const accounts = useMemo(
    () =>
      snapshot && local
        ? overlayLocalActivity(snapshot.accounts, local, {
            generatedAt: snapshot.generated_at,
            today,
            timeZone,
          })
        : undefined,
    [snapshot, local, today, timeZone],
  );
  return { accounts, snapshot, today, timeZone, query };
}

/** One account of the queue (undefined while loading, null when it is not in the queue). */
export function useCollectionAccount(customerId: number) {
  const queue = useCollectionQueue();
  const loading = queue.snapshot !== undefined || queue.query.fetchStatus === 'fetching';
  const account = queue.accounts
    ? (queue.accounts.find((a) => a.customer_id === customerId) ?? null)
    : loading
      ? undefined
      : null;
  return { ...queue, account };
}
