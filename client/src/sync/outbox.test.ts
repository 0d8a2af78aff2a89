import 'fake-indexeddb/auto';
import type { DBCore } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import type { LocalDb } from '../local-db/db';
import type { OutboxRow } from '../local-db/schema';
import { createdRecord } from './appliers';
import { enqueueMutation, toWireMutation, type EnqueueContext } from './outbox';
import { recordResults } from './push';
import { sealSsn } from './ssn-seal';
import { contactArgs, itemRow, testDb, withSsnKey } from './testing/factories';

let db: LocalDb;
/** A PNG's first bytes, base64: enough for the type to be told. */
const PHOTO =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const ctx = (): EnqueueContext => ({
  db,
  employeeId: 7,
  now: () => new Date('2026-01-02T03:04:05Z'),
});

afterEach(async () => {
  await db?.delete();
});

async function everything(database: LocalDb): Promise<string> {
  const dump: Record<string, unknown> = {};
  for (const table of database.tables) dump[table.name] = await table.toArray();
  return JSON.stringify(dump);
}

describe('#outbox.enqueue', () => {
  it('writes the local row and the outbox row together', async () => {
    db = testDb();
    const args = contactArgs();
    const row = await enqueueMutation(ctx(), 'contact.create', args);
    expect(row).toMatchObject({
      seq: 1,
      name: 'contact.create',
      entity: 'contact',
      entityId: args.id,
      employeeId: 7,
    });
    expect(await db.contacts.get(args.id)).toMatchObject({
      full_name: args.full_name,
      contact_status: 'Active',
    });
    expect(await db.outbox.count()).toBe(1);
    expect(row?.laneSeq).toBe(1);
    expect(await db.lanes.get(7)).toMatchObject({ lastSeq: 0, nextSeq: 2 });
  });

  it('reads what it needs together, then writes together: two rounds of its transaction on a slow tablet', async () => {
    db = testDb();
    // Each request's round: how many requests had answered when it was made.
    const rounds = new Set<number>();
    let answered = 0;
    db.use({
      stack: 'dbcore',
      name: 'Rounds',
      create: (down: DBCore) => ({
        ...down,
        table(name: string) {
          const table = down.table(name);
          const counted =
            <A extends unknown[], R>(request: (...args: A) => Promise<R>) =>
            async (...args: A): Promise<R> => {
              rounds.add(answered);
              try {
                return await request(...args);
              } finally {
                answered++;
              }
            };
          return {
            ...table,
            get: counted(table.get.bind(table)),
            getMany: counted(table.getMany.bind(table)),
            query: counted(table.query.bind(table)),
            mutate: counted(table.mutate.bind(table)),
          };
        },
      }),
    });
    await enqueueMutation(ctx(), 'contact.create', contactArgs());
    await db.lanes.get(7);
    rounds.clear();
    answered = 0;

    await enqueueMutation(ctx(), 'contact.create', contactArgs());
    expect(rounds.size).toBe(2);
    // A photo waiting to be sent is written with the rest.
    rounds.clear();
    answered = 0;
    await enqueueMutation(ctx(), 'contact.create', { ...contactArgs(), photo_id: PHOTO });
    expect(rounds.size).toBe(2);
  });

  it("keeps a contact's photo waiting to be sent, and drops it when the photo is cleared", async () => {
    db = testDb();
    const args = { ...contactArgs(), photo_id: `data:image/png;base64,${PHOTO}` };
    const created = await enqueueMutation(ctx(), 'contact.create', args);
    expect(await db.pendingUploads.toArray()).toEqual([
      expect.objectContaining({
        id: `contact_photo:${args.id}`,
        kind: 'contact_photo',
        entityId: args.id,
        mutationId: created!.id,
        mime: 'image/png',
        data: PHOTO,
      }),
    ]);
    await enqueueMutation(ctx(), 'contact.update', { id: args.id, photo_id: null });
    expect(await db.pendingUploads.count()).toBe(0);
  });

  it('tells from the queued row alone what a create wrote (createdRecord)', async () => {
    db = testDb();
    const engagement = await enqueueMutation(ctx(), 'engagement.create', {
      id: '01900000-0000-7000-8000-0000000000e1',
      contact_id: '01900000-0000-7000-8000-0000000000c1',
      contact_type: 'Customer',
      customer_id: 3,
      initial_engagement: 'Store Visit (Core)',
      employee_id: 7,
      engagement_date_time: '2026-01-02T10:00:00.000Z',
      notes: 'Looked at sofas',
    });
    const item = await enqueueMutation(ctx(), 'flow_item.create', {
      id: '01900000-0000-7000-8000-0000000000f1',
      name: 'Oak sofa',
      status: 'In-Stock',
      procurement_date: '2026-01-02',
      our_cost: 40,
      category_id: 1,
      vendor_id: 1,
      item_condition: 'Good',
      description: 'Three seats',
    });
    expect(createdRecord(engagement)).toEqual(
      await db.engagements.get('01900000-0000-7000-8000-0000000000e1'),
    );
    expect(createdRecord(item)).toEqual(
      await db.flowItems.get('01900000-0000-7000-8000-0000000000f1'),
    );
    const edit = await enqueueMutation(ctx(), 'engagement.update', {
      id: '01900000-0000-7000-8000-0000000000e1',
      notes: 'Bought a sofa',
    });
    expect(() => createdRecord(edit)).toThrow('Not a queued create');
  });

  it("numbers each employee's changes in their own lane", async () => {
    db = testDb();
    const a1 = await enqueueMutation(ctx(), 'contact.create', contactArgs());
    const b1 = await enqueueMutation({ ...ctx(), employeeId: 8 }, 'contact.create', contactArgs());
    const a2 = await enqueueMutation(ctx(), 'contact.create', contactArgs());
    expect([a1, b1, a2].map((r) => [r!.seq, r!.laneSeq])).toEqual([
      [1, 1],
      [2, 1],
      [3, 2],
    ]);
    const [laneA, laneB] = await Promise.all([db.lanes.get(7), db.lanes.get(8)]);
    expect(laneA!.laneId).not.toBe(laneB!.laneId);
  });

  it('writes neither the row nor the outbox entry when the transaction fails, and burns no seq', async () => {
    db = testDb();
    const fail = () => {
      throw new Error('disk full');
    };
    db.contacts.hook('creating', fail);
    await expect(enqueueMutation(ctx(), 'contact.create', contactArgs())).rejects.toThrow(
      'disk full',
    );
    expect(await db.contacts.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
    db.contacts.hook('creating').unsubscribe(fail);
    const next = await enqueueMutation(ctx(), 'contact.create', contactArgs());
    expect(next?.seq).toBe(1);
  });

  it('rejects invalid args before writing anything', async () => {
    db = testDb();
    await expect(
      enqueueMutation(ctx(), 'contact.create', contactArgs({ email: 'nope' })),
    ).rejects.toThrow('Please enter a valid email address');
    expect(await db.outbox.count()).toBe(0);
    expect(await db.contacts.count()).toBe(0);
  });

  it('allocates consecutive seqs, even for concurrent writes', async () => {
    db = testDb();
    const rows = await Promise.all(
      Array.from({ length: 20 }, () => enqueueMutation(ctx(), 'contact.create', contactArgs())),
    );
    expect(rows.map((r) => r!.seq).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    expect((await db.outbox.orderBy('seq').keys()).length).toBe(20);
  });

  it('keeps counting after the outbox has drained', async () => {
    db = testDb();
    const first = (await enqueueMutation(ctx(), 'contact.create', contactArgs()))!;
    await recordResults(
      db,
      7,
      [first],
      { last_seq: 1, results: [{ id: first.id, seq: 1, status: 'applied' }] },
      new Date(),
    );
    expect(await db.outbox.count()).toBe(0);
    const second = await enqueueMutation(ctx(), 'contact.create', contactArgs());
    expect(second?.seq).toBe(2);
  });

  it('sends only the changed fields of an update, with their previous values as base', async () => {
    db = testDb();
    const args = contactArgs({ job_title: 'Clerk' });
    await enqueueMutation(ctx(), 'contact.create', args);
    const update = await enqueueMutation(ctx(), 'contact.update', {
      ...args,
      job_title: 'Manager',
      secondary_phone: '555-1111',
    });
    expect(update?.args).toEqual({
      id: args.id,
      job_title: 'Manager',
      secondary_phone: '555-1111',
    });
    expect(update?.base).toEqual({ job_title: 'Clerk', secondary_phone: null });
    expect(await db.contacts.get(args.id)).toMatchObject({
      job_title: 'Manager',
      secondary_phone: '555-1111',
    });
  });

  it("compares with the form's base, not with the row a pull changed while the form was open", async () => {
    db = testDb();
    const args = contactArgs({ job_title: 'Clerk', address: '1 Old Road' });
    await enqueueMutation(ctx(), 'contact.create', args);
    const shown = { ...(await db.contacts.get(args.id))! };
    // Another device moved the contact; a pull wrote it here while the form stayed open.
    await db.contacts.update(args.id, { address: '9 New Avenue', primary_phone: '555-9999' });
    // The form sends every value it holds: the old address and phone, and the new job title.
    const update = await enqueueMutation(
      ctx(),
      'contact.update',
      { ...args, job_title: 'Manager' },
      { base: shown, baseVersion: 4 },
    );
    expect(update?.args).toEqual({ id: args.id, job_title: 'Manager' });
    expect(update?.base).toEqual({ job_title: 'Clerk' });
    expect(update?.base_version).toBe(4);
    expect(await db.contacts.get(args.id)).toMatchObject({
      job_title: 'Manager',
      address: '9 New Avenue',
      primary_phone: '555-9999',
    });
  });

  it('queues nothing for an update that changes nothing', async () => {
    db = testDb();
    const args = contactArgs();
    await enqueueMutation(ctx(), 'contact.create', args);
    expect(await enqueueMutation(ctx(), 'contact.update', { ...args })).toBeNull();
    expect(await db.outbox.count()).toBe(1);
  });

  it('applies a stock delta locally', async () => {
    db = testDb();
    await db.flowItems.put(itemRow('0190f5e2-7a4c-7b3e-9c1d-2e3f4a5b6c7d'));
    const row = await enqueueMutation(ctx(), 'flow_item.update', {
      id: '0190f5e2-7a4c-7b3e-9c1d-2e3f4a5b6c7d',
      in_stock_units_delta: -2,
    });
    expect(row?.args).toEqual({
      id: '0190f5e2-7a4c-7b3e-9c1d-2e3f4a5b6c7d',
      in_stock_units_delta: -2,
    });
    expect(row?.base_version).toBe(3);
    expect((await db.flowItems.get('0190f5e2-7a4c-7b3e-9c1d-2e3f4a5b6c7d'))?.in_stock_units).toBe(
      3,
    );
  });

  it("tells with an engagement's delete which versions of its follow-ups the device held", async () => {
    db = testDb();
    const engagement = '0190f5e2-7a4c-7b3e-9c1d-000000000001';
    const pulled = '0190f5e2-7a4c-7b3e-9c1d-000000000002';
    const madeHere = '0190f5e2-7a4c-7b3e-9c1d-000000000003';
    const other = '0190f5e2-7a4c-7b3e-9c1d-000000000004';
    await db.engagements.put({ id: engagement, version: 9 } as never);
    await db.followUps.bulkPut([
      { id: pulled, engagement_id: engagement, version: 12 },
      { id: madeHere, engagement_id: engagement },
      { id: other, engagement_id: '0190f5e2-7a4c-7b3e-9c1d-000000000005', version: 4 },
    ] as never);
    const row = await enqueueMutation(ctx(), 'engagement.delete', { id: engagement });
    expect(row).toMatchObject({
      args: { id: engagement, follow_up_versions: { [pulled]: 12 } },
      base_version: 9,
    });
    // They leave the device with it, and come back with it if the server refuses the delete.
    expect(await db.followUps.count()).toBe(1);
    expect(row?.undo?.followUps.map((f) => f.id).sort()).toEqual([pulled, madeHere]);
  });

  it('sends the held follow-up versions of an engagement delete queued by an older app from its undo', () => {
    const engagement = '0190f5e2-7a4c-7b3e-9c1d-000000000011';
    const pulled = '0190f5e2-7a4c-7b3e-9c1d-000000000012';
    const madeHere = '0190f5e2-7a4c-7b3e-9c1d-000000000013';
    // As an app from before `follow_up_versions` queued it: the follow-ups only in its undo.
    const older: OutboxRow = {
      seq: 4,
      laneSeq: 2,
      schemaVersion: 2,
      id: '0190f5e2-7a4c-7b3e-9c1d-000000000014',
      name: 'engagement.delete',
      args: { id: engagement },
      base_version: 9,
      created_at: '2026-01-01T10:00:00.000Z',
      entity: 'engagement',
      entityId: engagement,
      employeeId: 1,
      undo: {
        row: { id: engagement, version: 9 },
        followUps: [
          { id: pulled, engagement_id: engagement, version: 12 },
          { id: madeHere, engagement_id: engagement },
        ],
      },
    };
    expect(toWireMutation(older).args).toEqual({
      id: engagement,
      follow_up_versions: { [pulled]: 12 },
    });
    // One that carries them already goes as it is.
    const current = { ...older, args: { id: engagement, follow_up_versions: {} } };
    expect(toWireMutation(current).args).toEqual({ id: engagement, follow_up_versions: {} });
  });
});

describe('#outbox.ssn', () => {
  it('holds the SSN only sealed: never in clear anywhere on the device', async () => {
    db = testDb();
    const server = await withSsnKey(db);
    const sealed = await sealSsn(db, '123-45-6789');
    const args = contactArgs({ ssn_sealed: sealed });
    const row = await enqueueMutation(ctx(), 'contact.create', args);
    expect(row?.args.ssn_sealed).toBe(sealed);
    expect(await server.open(sealed)).toBe('123-45-6789');
    const contact = await db.contacts.get(args.id);
    expect(contact).not.toHaveProperty('ssn_sealed');
    expect(contact?.has_ssn).toBe(true);
    expect(await everything(db)).not.toContain('123-45-6789');
  });

  it('refuses an SSN in clear before writing anything', async () => {
    db = testDb();
    await expect(
      enqueueMutation(ctx(), 'contact.create', {
        ...contactArgs(),
        ssn_encrypted: '123-45-6789',
      } as never),
    ).rejects.toThrow('The SSN must be sealed on the device before it is sent');
    expect(await everything(db)).not.toContain('123-45-6789');
  });

  it('removes the sealed SSN from the device once the server has acknowledged it', async () => {
    db = testDb();
    await withSsnKey(db);
    const sealed = await sealSsn(db, '123-45-6789');
    const row = (await enqueueMutation(
      ctx(),
      'contact.create',
      contactArgs({ ssn_sealed: sealed }),
    ))!;
    await recordResults(
      db,
      7,
      [row],
      { last_seq: 1, results: [{ id: row.id, seq: 1, status: 'applied' }] },
      new Date(),
    );
    expect(await everything(db)).not.toContain(sealed.slice(4, 40));
  });

  it('does not copy the SSN into a sync issue when the mutation is rejected', async () => {
    db = testDb();
    await withSsnKey(db);
    const sealed = await sealSsn(db, '987-65-4321');
    const args = contactArgs({ ssn_sealed: sealed });
    const row = (await enqueueMutation(ctx(), 'contact.create', args))!;
    await recordResults(
      db,
      7,
      [row],
      {
        last_seq: 1,
        results: [{ id: row.id, seq: 1, status: 'rejected', error: 'Nope', code: 'validation' }],
      },
      new Date(),
    );
    expect(await db.syncIssues.count()).toBe(1);
    expect(await everything(db)).not.toContain(sealed.slice(4, 40));
    // The rejected create no longer shows as if it existed.
    expect(await db.contacts.get(args.id)).toBeUndefined();
  });
});
