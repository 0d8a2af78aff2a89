import { afterAll, describe, expect, it } from 'vitest';
import { localDb } from '@/local-db/app-db';
import { reopenableLocalDb } from './reopenable-local-db';

afterAll(() => localDb.close({ disableAutoOpen: false }));

describe('the shared local database between test files', () => {
  it('opens again once made reopenable, after a file left it refusing every request', async () => {
    await localDb.syncState.count();
    localDb.close(); // as a failed or final close leaves it
    await expect(localDb.syncState.count()).rejects.toMatchObject({
      name: 'DatabaseClosedError',
    });
    reopenableLocalDb();
    await expect(localDb.syncState.count()).resolves.toBeGreaterThanOrEqual(0);
  });

  it('leaves an open database alone', async () => {
    await localDb.syncState.count();
    reopenableLocalDb();
    expect(localDb.isOpen()).toBe(true);
  });
});
