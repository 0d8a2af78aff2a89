import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { v7 as uuidv7 } from 'uuid';
import { afterEach, describe, expect, it } from 'vitest';
import { queryContactsPage } from './contacts';
import { createLocalDb, type LocalDb } from './db';
import { STORES_V1, STORES_V2, STORES_V3 } from './schema';

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

/**
 * A row as version 4 keeps it: contacts lost their `search_words` (version 3); an outbox row
 * took its place in its author's lane (version 4: here the lane continues the device's seq).
 */
function asVersion4(table: string, row: Record<string, unknown>) {
  if (table === 'outbox') return { ...row, laneSeq: row.seq };
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

    expect(db.verno).toBe(5);
    for (const [table, rows] of Object.entries(V1_ROWS)) {
      // Conflicts of earlier versions had no owner: they go (the server keeps its log).
      const kept = table === 'conflicts' ? [] : rows.map((r) => asVersion4(table, r));
      expect(await db.table(table).toArray(), table).toEqual(kept);
    }
    // The device's one queue became its owner's lane, under the client id the server knows.
    expect(await db.lanes.toArray()).toEqual([
      {
        employeeId: 1,
        employeeName: '',
        laneId: V1_ROWS.syncState[0]!.clientId,
        lastSeq: 6,
        nextSeq: 8,
      },
    ]);
    // Version 5's tables are there, empty: the search index is built from the rows once.
    expect(await db.searchSnapshots.count()).toBe(0);
    expect(await db.contactJournal.count()).toBe(0);
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

    expect(db.verno).toBe(5);
    expect(await db.table('contacts').toArray()).toEqual(
      contacts.map((c) => asVersion4('contacts', c)),
    );
    // No sync state: the lane numbers what waits from 1.
    expect(await db.outbox.toArray()).toEqual(V1_ROWS.outbox.map((m) => ({ ...m, laneSeq: 1 })));
    expect(await db.ackedEdits.count()).toBe(1);
    expect(db.contacts.schema.indexes.map((i) => i.name)).toEqual(['sort_name']);
    const lane = await queryContactsPage(db, { search: 'lane', offset: 0, limit: 10 });
    expect(lane.rows.map((r) => r.id)).toEqual(['c1', 'c3']);
    expect((await queryContactsPage(db, { search: 'c2@', offset: 0, limit: 10 })).total).toBe(1);
  });
});

describe('#local-db upgrade to version 4', () => {
  it("gives each employee's waiting changes their own lane, the head's keeping the device's id", async () => {
    const name = `upgrade-${uuidv7()}`;
    const v3 = new Dexie(name);
    v3.version(1).stores(STORES_V1);
    v3.version(2).stores(STORES_V2);
    v3.version(3).stores(STORES_V3);
    const clientId = uuidv7();
    await v3.table('syncState').add({
      ...V1_ROWS.syncState[0],
      clientId,
      lastSeq: 4,
      nextSeq: 9,
      ownerEmployeeId: 1,
    });
    await v3.table('lookups').add({ entity: 'employee', id: 2, name: 'Casey Morgan', data: {} });
    const row = (seq: number, employeeId: number | null) => ({
      ...V1_ROWS.outbox[0],
      id: uuidv7(),
      seq,
      employeeId,
    });
    // Jordan's changes head the queue; Casey's wait behind them; one was made before sign-in.
    await v3.table('outbox').bulkAdd([row(5, 1), row(6, 1), row(7, 2), row(8, 1), row(9, null)]);
    v3.close();

    db = createLocalDb(name);
    await db.open();

    const lanes = await db.lanes.toArray();
    expect(lanes).toEqual([
      { employeeId: 1, employeeName: '', laneId: clientId, lastSeq: 4, nextSeq: 8 },
      {
        employeeId: 2,
        employeeName: 'Casey Morgan',
        laneId: expect.any(String),
        lastSeq: 0,
        nextSeq: 2,
      },
    ]);
    expect(lanes[1]!.laneId).not.toBe(clientId);
    const bySeq = (await db.outbox.toArray()).map((m) => [m.seq, m.employeeId, m.laneSeq]);
    expect(bySeq).toEqual([
      [5, 1, 5],
      [6, 1, 6],
      [7, 2, 1],
      [8, 1, 7],
      [9, null, 0],
    ]);
  });
});
