import 'fake-indexeddb/auto';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { localDb } from '@/local-db/app-db';
import { engagementRow, followUpRow } from '../testing/factories';
import { deleteEngagement } from './delete-engagement';
import { deleteFollowUp } from './delete-follow-up';

afterEach(async () => {
  await Promise.all(localDb.tables.map((t) => t.clear()));
});
afterAll(() => localDb.close({ disableAutoOpen: false }));

describe('#deleteEngagement', () => {
  it('removes the engagement and its follow-ups from the tablet at once, and says how many', async () => {
    const engagement = engagementRow();
    const other = engagementRow();
    const mine = [
      followUpRow({ engagement_id: engagement.id }),
      followUpRow({ engagement_id: engagement.id }),
    ];
    const theirs = followUpRow({ engagement_id: other.id });
    await localDb.engagements.bulkPut([engagement, other]);
    await localDb.followUps.bulkPut([...mine, theirs]);

    expect(await deleteEngagement(engagement.id)).toBe(2);

    expect(await localDb.engagements.get(engagement.id)).toBeUndefined();
    expect(await localDb.followUps.where('engagement_id').equals(engagement.id).count()).toBe(0);
    expect(await localDb.followUps.get(theirs.id)).toBeTruthy();
    const [queued] = await localDb.outbox.toArray();
    expect(queued).toMatchObject({ name: 'engagement.delete', args: { id: engagement.id } });
    // Kept locally so a rejected delete can bring them back.
    expect(queued?.undo?.followUps).toHaveLength(2);
  });

  it('says 0 for an engagement without follow-ups', async () => {
    const engagement = engagementRow();
    await localDb.engagements.put(engagement);
    expect(await deleteEngagement(engagement.id)).toBe(0);
  });
});

describe('#deleteFollowUp', () => {
  it('removes only that follow-up', async () => {
    const engagement = engagementRow();
    const [a, b] = [
      followUpRow({ engagement_id: engagement.id }),
      followUpRow({ engagement_id: engagement.id }),
    ];
    await localDb.engagements.put(engagement);
    await localDb.followUps.bulkPut([a, b]);
    await deleteFollowUp(a.id);
    expect((await localDb.followUps.toArray()).map((f) => f.id)).toEqual([b.id]);
    expect(await localDb.engagements.get(engagement.id)).toBeTruthy();
  });
});
