// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { localDb } from '../local-db/app-db';
import { reopenCountingRows } from '../local-db/testing/count-reads';
import { COUNTS_QUIET_MS } from './counts';
import { useReplicaComplete, useWaitingLanes } from './hooks';
import { enqueueMutation } from './outbox';
import { mutate } from './index';
import { sharedCounts } from './shared-counts';
import { patchSyncState } from './sync-state';
import { contactArgs } from './testing/factories';

// The app's database is shared with the other files of this worker: start and leave it empty.
const empty = () => Promise.all(localDb.tables.map((table) => table.clear()));
beforeEach(empty);
afterEach(empty);
afterAll(() => localDb.close({ disableAutoOpen: false }));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Saves a contact as the forms do, for `employeeId`. */
const save = (employeeId: number) =>
  enqueueMutation(
    { db: localDb, employeeId, employeeName: `Employee ${employeeId}`, now: () => new Date() },
    'contact.create',
    contactArgs(),
  );

describe('what waits to sync, after a save', () => {
  it('is read once, once the writes pause, for the status, the waiting lanes and the replica flag alike', async () => {
    // Nobody is signed in here: the hooks read the counts of employee null.
    const lanesRead = await reopenCountingRows(localDb, 'lanes');
    await save(9); // another employee's change, waiting on this device for them
    const status = sharedCounts(null);
    const stop = status.subscribe(() => undefined);
    const { result, unmount } = renderHook(() => ({
      waiting: useWaitingLanes(null),
      complete: useReplicaComplete(),
    }));
    await waitFor(() => expect(result.current.waiting).toHaveLength(1));
    expect(result.current.complete).toBe(false);

    lanesRead.rows = 0;
    await save(9);
    // Not in the instant the save commits, beside its drawing.
    await sleep(COUNTS_QUIET_MS / 5);
    expect(lanesRead.rows).toBe(0);
    // Then once for everyone who shows it.
    await waitFor(() => expect(result.current.waiting[0]?.count).toBe(2));
    await sleep(COUNTS_QUIET_MS * 2);
    expect(lanesRead.rows).toBe(1);

    // A burst of saves is read once at its end (after-writes.test.ts): how far apart its
    // transactions commit depends on the machine, so it is not counted here.

    // Stopped with its last listener: a save is not read for nobody.
    unmount();
    stop();
    lanesRead.rows = 0;
    await save(9);
    await sleep(COUNTS_QUIET_MS * 3);
    expect(lanesRead.rows).toBe(0);
    expect(status.get()).toBeUndefined();
  });

  it('counts a change queued in this tab as waiting at once, before it is read again', async () => {
    const status = sharedCounts(null);
    const stop = status.subscribe(() => undefined);
    await waitFor(() => expect(status.get()?.pending).toBe(0));

    // Nobody is signed in: the change is nobody's, which this store counts.
    const row = await mutate('contact.create', contactArgs());
    expect(row?.employeeId ?? null).toBeNull();
    // In the same moment: the counts are read again only once the writes pause.
    expect(status.get()?.pending).toBe(1);
    // The read that follows agrees.
    await sleep(COUNTS_QUIET_MS * 3);
    await waitFor(() => expect(status.get()?.pending).toBe(1));
    stop();
  });

  it('follows the end of the first download', async () => {
    const { result, unmount } = renderHook(() => useReplicaComplete());
    await waitFor(() => expect(result.current).toBe(false));
    await patchSyncState(localDb, { bootstrapped: 1 });
    await waitFor(() => expect(result.current).toBe(true));
    unmount();
  });
});
