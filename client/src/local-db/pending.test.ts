import 'fake-indexeddb/auto';
import { liveQuery } from 'dexie';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import type { OfflineEntity } from '@rentline/sync-protocol/rules';
import { openedDbs } from './testing/opened';
import { pendingAmong, pendingIdsOf } from './pending';
import type { OutboxRow } from './schema';

const open = openedDbs();

let seq = 0;
const queued = (entity: OfflineEntity, entityId: string): OutboxRow => ({
  seq: ++seq,
  laneSeq: seq,
  id: `m-${seq}`,
  name: entity === 'contact' ? 'contact.update' : 'engagement.update',
  args: { id: entityId },
  created_at: '2026-11-24T10:00:00.000Z',
  entity,
  entityId,
  employeeId: 7,
});

describe('#pending', () => {
  it('names the records of an entity with queued changes, all or among the asked ids', async () => {
    const db = open(`pending-${uuidv7()}`);
    await db.outbox.bulkAdd([
      queued('contact', 'a'),
      queued('contact', 'a'),
      queued('contact', 'b'),
      queued('engagement', 'c'),
    ]);
    expect(await pendingAmong(db, 'contact', ['a', 'c', 'd'])).toEqual(new Set(['a']));
    expect(await pendingAmong(db, 'engagement', ['a', 'c'])).toEqual(new Set(['c']));
    expect(await pendingAmong(db, 'contact', [])).toEqual(new Set());
    expect(await pendingIdsOf(db, 'contact')).toEqual(new Set(['a', 'b']));
    expect(await pendingIdsOf(db, 'follow_up')).toEqual(new Set());
  });

  it('follows changes made through another instance (another tab), one by one and wide', async () => {
    const name = `pending-tabs-${uuidv7()}`;
    const tab1 = open(name);
    const tab2 = open(name);
    const first = queued('contact', 'a');
    await tab2.outbox.add(first);
    expect(await pendingAmong(tab1, 'contact', ['a', 'b'])).toEqual(new Set(['a']));

    const second = queued('contact', 'a');
    await tab2.outbox.bulkAdd([second, queued('contact', 'b')]);
    expect(await pendingAmong(tab1, 'contact', ['a', 'b'])).toEqual(new Set(['a', 'b']));

    await tab2.outbox.delete(first.seq); // 'a' still has its second change queued
    expect(await pendingAmong(tab1, 'contact', ['a', 'b'])).toEqual(new Set(['a', 'b']));
    await tab2.outbox.delete(second.seq);
    expect(await pendingAmong(tab1, 'contact', ['a', 'b'])).toEqual(new Set(['b']));

    // Acknowledged in bulk: a range of the outbox deleted, then all of it.
    await tab2.outbox.bulkAdd(Array.from({ length: 60 }, (_, i) => queued('contact', `x${i}`)));
    expect((await pendingAmong(tab1, 'contact', ['x0', 'x59'])).size).toBe(2);
    await tab2.outbox
      .where('seq')
      .below(seq - 30)
      .delete();
    expect(await pendingAmong(tab1, 'contact', ['b', 'x0', 'x59'])).toEqual(new Set(['x59']));
    await tab2.outbox.clear();
    expect(await pendingAmong(tab1, 'contact', ['b', 'x59'])).toEqual(new Set());
  });

  it('re-runs a live query asking it when the outbox changes', async () => {
    const db = open(`pending-live-${uuidv7()}`);
    const seen: string[][] = [];
    const subscription = liveQuery(() => pendingAmong(db, 'contact', ['a', 'b'])).subscribe((ids) =>
      seen.push([...ids].sort()),
    );
    try {
      const waitFor = async (want: string[]) => {
        for (let i = 0; i < 100 && JSON.stringify(seen.at(-1)) !== JSON.stringify(want); i++) {
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        expect(seen.at(-1)).toEqual(want);
      };
      await waitFor([]);
      const change = queued('contact', 'b');
      await db.outbox.add(change);
      await waitFor(['b']);
      await db.outbox.delete(change.seq);
      await waitFor([]);
    } finally {
      subscription.unsubscribe();
    }
  });
});
