/**
 * Keeps the tablet's copy of the collections queue fresh while someone is signed in and online,
 * so it is on the tablet for the field even if the collector never opened the queue online:
 * fetched when the app opens and again after a successful sync cycle (what was just sent is in
 * it then), at most once every QUEUE_REFRESH_MS, the opening included. Not before the tablet's
 * first download has ended: on a weak signal the queue (1.8 MB at fifty times the demo store)
 * would share the link with it and halve its pace (the weak-sync bench); the queue screens fetch
 * it themselves when opened. Mounted once by the signed-in app shell.
 */
import { useEffect } from 'react';
import { useIsRestoring, useQueryClient } from '@tanstack/react-query';
import { useOnline } from '@/api/http';
import { useReplicaComplete, useSyncStatus } from '@/sync';
import { collectionKeys } from './collection-keys';
import { collectionQueueQuery } from './get-collection-queue';

export const QUEUE_REFRESH_MS = 2 * 60_000;

export function useKeepCollectionQueueFresh(): void {
  const queryClient = useQueryClient();
  const restoring = useIsRestoring();
  const online = useOnline();
  const { lastSyncedAt } = useSyncStatus();
  const downloaded = useReplicaComplete() === true;
  useEffect(() => {
    if (restoring || !online || !downloaded) return;
    const state = queryClient.getQueryState(collectionKeys.queue());
    if (state?.fetchStatus === 'fetching') return;
    // By its age alone: a copy kept from a minute ago is not fetched again because the app
    // opened (the restored cache is marked to refetch, for the screens that show it).
    const fresh =
      state?.status === 'success' && Date.now() - state.dataUpdatedAt < QUEUE_REFRESH_MS;
    if (fresh) return;
    void queryClient.fetchQuery({ ...collectionQueueQuery(), staleTime: 0 }).catch(() => undefined);
  }, [queryClient, restoring, online, downloaded, lastSyncedAt]);
}
