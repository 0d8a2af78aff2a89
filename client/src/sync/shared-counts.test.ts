import 'fake-indexeddb/auto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { localDb } from '../local-db/app-db';
import type { ConflictRow } from '../local-db/schema';
import * as counts from './counts';
import { sharedCounts } from './shared-counts';

vi.mock('./counts', async (importOriginal) => {
  const original = await importOriginal<typeof counts>();
  return { ...original, readCounts: vi.fn(original.readCounts) };
});

afterAll(() => localDb.close({ disableAutoOpen: false }));

describe('the status counts, shared', () => {
  it('are read once for every component showing them, again after a write, and stop with the last one', async () => {
    const readCounts = vi.mocked(counts.readCounts);
    // The database is opened (and its first rows written) before anyone listens.
    await localDb.open();
    await localDb.syncState.toArray();
    const store = sharedCounts(7);
    const heard = [0, 0, 0];
    const stops = heard.map((_, i) => store.subscribe(() => heard[i]!++));
    await vi.waitFor(() => expect(store.get()).toMatchObject({ pending: 0, conflicts: 0 }));
    expect(readCounts).toHaveBeenCalledTimes(1);
    expect(heard).toEqual([1, 1, 1]);

    const conflict: ConflictRow = {
      noticeId: 1,
      employeeId: 7,
      entity: 'contact',
      entityId: 'c1',
      field: 'notes',
      keptValue: 'theirs',
      overwrittenValue: 'mine',
      keptBy: { id: 2, name: 'Casey Morgan' },
      keptAt: '2026-01-01T00:00:00.000Z',
      overwrittenBy: { id: 7, name: 'Jordan Avery' },
      overwrittenAt: '2026-01-01T00:00:00.000Z',
      label: 'Nina Patel',
    };
    await localDb.conflicts.add(conflict);
    await vi.waitFor(() => expect(store.get()?.conflicts).toBe(1));
    expect(readCounts).toHaveBeenCalledTimes(2);

    stops.forEach((stop) => stop());
    expect(store.get()).toBeUndefined();
  });
});
