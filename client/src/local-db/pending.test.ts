import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { OfflineEntity } from '@rentline/sync-protocol';
import { testDb } from '../sync/testing/factories';
import type { LocalDb } from './db';
import { pendingAmong } from './pending';
import type { OutboxRow } from './schema';

let db: LocalDb;
afterEach(async () => {
  await db?.delete();
});

let seq = 0;
const queued = (entity: OfflineEntity, entityId: string): OutboxRow => ({
  seq: ++seq,
  id: `m-${seq}`,
  name: entity === 'contact' ? 'contact.update' : 'engagement.update',
  args: { id: entityId },
  created_at: '2026-11-24T10:00:00.000Z',
  entity,
  entityId,
  employeeId: 7,
});

describe('#pending', () => {
  it('names the asked ids with queued changes of that entity', async () => {
    db = testDb();
    await db.outbox.bulkAdd([
      queued('contact', 'a'),
      queued('contact', 'a'),
      queued('contact', 'b'),
      queued('engagement', 'c'),
    ]);

    expect(await pendingAmong(db, 'contact', ['a', 'c', 'd'])).toEqual(new Set(['a']));
    expect(await pendingAmong(db, 'engagement', ['a', 'c'])).toEqual(new Set(['c']));
    expect(await pendingAmong(db, 'contact', [])).toEqual(new Set());
  });
});
