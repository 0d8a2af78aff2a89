// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { mockApi, requestsTo } from '@/features/pulse/testing/render';
import { accountRow, queueAnswer } from '../testing/factories';
import { testQueryClient } from '../testing/render';
import { setOnline } from '@/testing/online';
import { collectionKeys } from './collection-keys';
import { QUEUE_REFRESH_MS, useKeepCollectionQueueFresh } from './use-keep-queue-fresh';

const sync = vi.hoisted(() => ({ lastSyncedAt: null as string | null, complete: true }));
vi.mock('@/sync', () => ({
  useSyncStatus: () => ({ lastSyncedAt: sync.lastSyncedAt }),
  useReplicaComplete: () => sync.complete,
}));

const queueApi = () => mockApi({ '/api/collections/queue': () => queueAnswer([accountRow(1)]) });

function keep(client = testQueryClient()) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, ...renderHook(() => useKeepCollectionQueueFresh(), { wrapper }) };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setOnline(true);
  sync.lastSyncedAt = null;
  sync.complete = true;
});

describe('#useKeepCollectionQueueFresh', () => {
  it('brings the queue to the tablet when the app opens online, with the page never opened', async () => {
    setOnline(true);
    const api = queueApi();
    const { client } = keep();
    await waitFor(() => expect(client.getQueryData(collectionKeys.queue())).toBeTruthy());
    expect(requestsTo(api, '/api/collections/queue')).toHaveLength(1);
  });

  it('waits for the first download to end: on a weak signal the queue would share its link', async () => {
    setOnline(true);
    sync.complete = false;
    const api = queueApi();
    const { client, rerender } = keep();
    // Wall time: a while in which a fetch would have started (asserting that none does).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requestsTo(api, '/api/collections/queue')).toHaveLength(0);
    sync.complete = true;
    rerender();
    await waitFor(() => expect(client.getQueryData(collectionKeys.queue())).toBeTruthy());
    expect(requestsTo(api, '/api/collections/queue')).toHaveLength(1);
  });

  it('asks again after a sync cycle once the copy is older than the refresh interval', async () => {
    setOnline(true);
    const api = queueApi();
    const { client, rerender } = keep();
    await waitFor(() => expect(requestsTo(api, '/api/collections/queue')).toHaveLength(1));
    await waitFor(() =>
      expect(client.getQueryState(collectionKeys.queue())?.fetchStatus).toBe('idle'),
    );

    // A sync cycle right after: the copy is fresh enough.
    sync.lastSyncedAt = new Date().toISOString();
    rerender();
    expect(requestsTo(api, '/api/collections/queue')).toHaveLength(1);

    // Later, another cycle: the copy is read again.
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + QUEUE_REFRESH_MS + 1);
    sync.lastSyncedAt = new Date(now + QUEUE_REFRESH_MS + 1).toISOString();
    act(() => rerender());
    await waitFor(() => expect(requestsTo(api, '/api/collections/queue')).toHaveLength(2));
  });

  it('at the opening, leaves a kept copy younger than the refresh interval as it is', async () => {
    setOnline(true);
    const api = queueApi();
    const client = testQueryClient();
    client.setQueryData(collectionKeys.queue(), queueAnswer([accountRow(1)]), {
      updatedAt: Date.now() - QUEUE_REFRESH_MS / 2,
    });
    // As a restored cache is: marked to refetch when next used.
    await client.invalidateQueries({ queryKey: collectionKeys.queue() });
    keep(client);
    // Wall time: a while in which a fetch would have started (asserting that none does).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requestsTo(api, '/api/collections/queue')).toHaveLength(0);
  });

  it('asks nothing while offline', async () => {
    setOnline(false);
    const api = queueApi();
    keep();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requestsTo(api, '/api/collections/queue')).toHaveLength(0);
  });
});
