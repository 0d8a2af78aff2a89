// The collections queue is a replica (DESIGN.md section 5): persisted with the read cache, kept
// there when a refresh fails (offline in the field), and gone at sign-out with the rest.
import 'fake-indexeddb/auto';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
} from '@tanstack/react-query-persist-client';
import type { CollectionQueueResponse } from '@rentline/sync-protocol/wire';
import { collectionKeys } from '@/features/pulse/collections/api/collection-keys';
import { collectionQueueQuery } from '@/features/pulse/collections/api/get-collection-queue';
import { accountRow, queueAnswer } from '@/features/pulse/collections/testing/factories';
import { localDb } from '@/local-db/app-db';
import { kvGet } from '@/local-db/kv';
import { clearForSignOut } from '@/sync/device-data';
import { onCacheRestored, persistOptions, queryClient } from './query-client';

const CACHE_KEY = 'query-cache';
// The persister's package types its client with its own copy of query-core: the same class.
type PersistedClient = Parameters<typeof persistQueryClientSave>[0]['queryClient'];
const asPersisted = (client: QueryClient) => client as unknown as PersistedClient;
const { persister, buster, maxAge, dehydrateOptions } = persistOptions;

function serverAnswers(answer: () => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => answer()),
  );
}
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

async function persisted(): Promise<string | null> {
  await persistQueryClientSave({
    queryClient: asPersisted(queryClient),
    persister,
    buster,
    dehydrateOptions,
  });
  // The persister writes at most once a second: wait for the write.
  await vi.waitFor(async () => expect(await kvGet(CACHE_KEY)).not.toBeNull(), { timeout: 5000 });
  return kvGet(CACHE_KEY);
}

afterEach(async () => {
  vi.unstubAllGlobals();
  queryClient.clear();
  await Promise.all(localDb.tables.map((t) => t.clear()));
});
afterAll(() => localDb.close({ disableAutoOpen: false }));

describe('#collections queue on the tablet', () => {
  it('is persisted, still after a failed refresh, restores on a reload, and sign-out clears it', async () => {
    serverAnswers(() => json(queueAnswer([accountRow(1), accountRow(2)])));
    await queryClient.fetchQuery(collectionQueueQuery());

    // In the field: the refresh fails, the copy stays (a plain read would not be persisted).
    serverAnswers(() => json({ error: 'Service unavailable' }, 503));
    await expect(
      queryClient.fetchQuery({ ...collectionQueueQuery(), staleTime: 0 }),
    ).rejects.toThrow();
    expect(queryClient.getQueryState(collectionKeys.queue())?.status).toBe('error');

    const stored = await persisted();
    expect(stored).toContain('"collections","queue"');
    expect(stored).toContain('Customer 2');

    const reloaded = new QueryClient();
    await persistQueryClientRestore({
      queryClient: asPersisted(reloaded),
      persister,
      buster,
      maxAge,
    });
    const restored = reloaded.getQueryData<CollectionQueueResponse>(collectionKeys.queue());
    expect(restored?.accounts.map((a) => a.customer_name)).toEqual(['Customer 1', 'Customer 2']);

    await clearForSignOut(localDb, 1);
    expect(await kvGet(CACHE_KEY)).toBeNull();
    const afterSignOut = new QueryClient();
    await persistQueryClientRestore({
      queryClient: asPersisted(afterSignOut),
      persister,
      buster,
      maxAge,
    });
    expect(afterSignOut.getQueryData(collectionKeys.queue())).toBeUndefined();
  });
});

describe('an infinite list restored from the persisted copy', () => {
  it('keeps its first page and its age, and is marked to fetch again', () => {
    const restored = new QueryClient();
    const key = ['pulse', 'customers', 'list', { status: 'all' }];
    const day = Date.parse('2026-11-20T10:00:00Z');
    restored.setQueryData(
      key,
      { pages: ['page 1', 'page 2', 'page 3'], pageParams: [0, 50, 100] },
      { updatedAt: day },
    );
    restored.setQueryData(['pulse', 'dashboard'], { total: 3 }, { updatedAt: day });

    onCacheRestored(restored);

    expect(restored.getQueryData(key)).toEqual({ pages: ['page 1'], pageParams: [0] });
    expect(restored.getQueryState(key)?.dataUpdatedAt).toBe(day);
    expect(restored.getQueryState(key)?.isInvalidated).toBe(true);
    expect(restored.getQueryData(['pulse', 'dashboard'])).toEqual({ total: 3 });
  });
});
