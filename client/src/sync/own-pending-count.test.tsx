// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { localDb } from '../local-db/app-db';
import * as counts from './counts';
import { useOwnPendingCount } from './hooks';
import { sharedCounts } from './shared-counts';

vi.mock('./counts', async (importOriginal) => {
  const original = await importOriginal<typeof counts>();
  return { ...original, readCounts: vi.fn(original.readCounts) };
});

afterAll(() => localDb.close({ disableAutoOpen: false }));

describe('useOwnPendingCount', () => {
  it("answers from the status's shared counts, reading none of its own", async () => {
    const readCounts = vi.mocked(counts.readCounts);
    await localDb.open();
    const store = sharedCounts(7);
    const stop = store.subscribe(() => undefined);
    await vi.waitFor(() => expect(store.get()).toBeDefined());
    const reads = readCounts.mock.calls.length;

    const { result, unmount } = renderHook(() => useOwnPendingCount(7));
    await waitFor(() => expect(result.current).toBe(store.get()!.pending));
    // A moment for a live query of its own, had it one.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(readCounts).toHaveBeenCalledTimes(reads);
    unmount();
    stop();
  });
});
