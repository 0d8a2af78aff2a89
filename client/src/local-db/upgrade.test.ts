import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, describe, expect, it } from 'vitest';
import { queryContactsPage } from './contacts';
import { createLocalDb, type LocalDb } from './db';
import { STORES_V1, STORES_V2 } from './schema';

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

/** A row as version 3 keeps it: contacts lost their `search_words`, nothing else changed. */
function asVersion3(table: string, row: Record<string, unknown>) {
  if (table !== 'contacts') return row;
  const { search_words: _w, ...rest } = row;
  return rest;
}

let db: LocalDb | undefined;
afterEach(async () => {
  await db?.delete();
  db = undefined;
});

describe('#local-db upgrade', () => {
  it('opens a version 1 database at the current version with every row of every table kept', async () => {
    const name = `upgrade-${uuidv7()}`;
    const v1 = new Dexie(name);
    v1.version(1).stores(STORES_V1);
    for (const [table, rows] of Object.entries(V1_ROWS)) await v1.table(table).bulkAdd(rows);
    v1.close();

    db = createLocalDb(name);
    await db.open();

    expect(db.verno).toBe(3);
    for (const [table, rows] of Object.entries(V1_ROWS)) {
      expect(await db.table(table).toArray(), table).toEqual(rows.map((r) => asVersion3(table, r)));
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

describe('#local-db upgrade to version 3', () => {
  it('keeps every contact, searchable, without its word index, and leaves the outbox as it was', async () => {
    const name = `upgrade-${uuidv7()}`;
    const v2 = new Dexie(name);
    v2.version(1).stores(STORES_V1);
    v2.version(2).stores(STORES_V2);
    const contacts = [
      { id: 'c1', full_name: 'Ada Lane', sort_name: 'ada lane', search_words: ['ada', 'lane'] },
      { id: 'c2', full_name: 'Bo Park', sort_name: 'bo park', search_words: ['bo', 'park'] },
      { id: 'c3', full_name: 'Al Lane', sort_name: 'al lane', search_words: ['al', 'lane'] },
    ].map((c) => ({ ...c, email: `${c.id}@example.com`, primary_phone: null, version: 1 }));
    await v2.table('contacts').bulkAdd(contacts);
    await v2.table('outbox').bulkAdd(V1_ROWS.outbox);
    await v2.table('ackedEdits').add({ mutationId: 'm1', entity: 'contact', entityId: 'c1' });
    v2.close();

    db = createLocalDb(name);
    await db.open();

    expect(db.verno).toBe(3);
    expect(await db.table('contacts').toArray()).toEqual(
      contacts.map((c) => asVersion3('contacts', c)),
    );
    expect(await db.outbox.toArray()).toEqual(V1_ROWS.outbox);
    expect(await db.ackedEdits.count()).toBe(1);
    expect(db.contacts.schema.indexes.map((i) => i.name)).toEqual(['sort_name']);
    const lane = await queryContactsPage(db, { search: 'lane', offset: 0, limit: 10 });
    expect(lane.rows.map((r) => r.id)).toEqual(['c1', 'c3']);
    expect((await queryContactsPage(db, { search: 'c2@', offset: 0, limit: 10 })).total).toBe(1);
  });
});
