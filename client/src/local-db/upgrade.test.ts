import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, describe, expect, it } from 'vitest';
import { createLocalDb, type LocalDb } from './db';
import { STORES_V1 } from './schema';

/** One row for every table of version 1, as a device running the first release holds them. */
const V1_ROWS: Record<keyof typeof STORES_V1, Record<string, unknown>[]> = {
  contacts: [
    {
      id: 'c1',
      full_name: 'Ada Lane',
      sort_name: 'ada lane',
      search_words: ['ada', 'lane'],
      version: 3,
    },
  ],
  engagements: [
    {
      id: 'e1',
      contact_id: 'c1',
      customer_id: null,
      employee_id: 1,
      engagement_date_time: '2026-01-01T10:00:00Z',
    },
  ],
  followUps: [{ id: 'f1', engagement_id: 'e1', employee_id: 1, date_time: '2026-01-02T10:00:00Z' }],
  flowItems: [{ id: 'i1', name: 'Drill', status: 'In-Stock', category_id: 1, vendor_id: 1 }],
  lookups: [{ entity: 'category', id: 1, name: 'Tools', data: { id: 1, name: 'Tools' } }],
  outbox: [
    {
      seq: 7,
      id: uuidv7(),
      name: 'contact.update',
      args: { id: 'c1', job_title: 'Manager', ssn_encrypted: 'kept until sent' },
      base: { job_title: null },
      base_version: 3,
      created_at: '2026-01-01T11:00:00Z',
      entity: 'contact',
      entityId: 'c1',
      employeeId: 1,
    },
  ],
  pendingUploads: [
    {
      id: 'contact_photo:c1',
      kind: 'contact_photo',
      entity: 'contact',
      entityId: 'c1',
      mutationId: null,
      mime: 'image/png',
      data: 'iVBOR',
      created_at: '2026-01-01T11:00:00Z',
    },
  ],
  syncState: [
    {
      key: 'state',
      clientId: uuidv7(),
      cursor: 42,
      lastSeq: 6,
      nextSeq: 8,
      lastSyncedAt: null,
      ownerEmployeeId: 1,
      bootstrapped: 1,
    },
  ],
  syncIssues: [
    {
      id: 1,
      mutationId: uuidv7(),
      seq: 5,
      name: 'contact.create',
      entity: 'contact',
      entityId: 'c9',
      args: {},
      error: 'No',
      code: 'validation',
      record: null,
      created_at: '2026-01-01T09:00:00Z',
      rejected_at: '2026-01-01T09:01:00Z',
    },
  ],
  conflicts: [
    {
      id: 1,
      mutationId: uuidv7(),
      entity: 'contact',
      entityId: 'c1',
      field: 'job_title',
      yourValue: 'A',
      keptValue: 'A',
      overwrittenValue: 'B',
      settled: 1,
      note: null,
      at: '2026-01-01T09:00:00Z',
    },
  ],
  kv: [{ key: 'draft', value: '{"full_name":"Half typed"}' }],
};

let db: LocalDb | undefined;
afterEach(async () => {
  await db?.delete();
  db = undefined;
});

describe('#local-db upgrade', () => {
  it('opens a version 1 database at version 2 with every row of every table kept', async () => {
    const name = `upgrade-${uuidv7()}`;
    const v1 = new Dexie(name);
    v1.version(1).stores(STORES_V1);
    for (const [table, rows] of Object.entries(V1_ROWS)) await v1.table(table).bulkAdd(rows);
    v1.close();

    db = createLocalDb(name);
    await db.open();

    expect(db.verno).toBe(2);
    for (const [table, rows] of Object.entries(V1_ROWS)) {
      expect(await db.table(table).toArray(), table).toEqual(rows);
    }
    // Indexes of version 1 still answer, and the new table is there, empty and writable.
    expect(await db.outbox.where('[entity+entityId]').equals(['contact', 'c1']).count()).toBe(1);
    expect(await db.ackedEdits.count()).toBe(0);
    await db.ackedEdits.put({
      mutationId: uuidv7(),
      seq: 6,
      name: 'contact.update',
      entity: 'contact',
      entityId: 'c1',
      args: { id: 'c1' },
      record: null,
      created_at: '2026-01-01T08:00:00Z',
      ackedAt: '2026-01-01T08:00:01Z',
    });
    expect(await db.ackedEdits.where('[entity+entityId]').equals(['contact', 'c1']).count()).toBe(
      1,
    );
  });
});
