import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { Change, Contact } from '@rentline/sync-protocol/wire';
import type { LocalDb } from '../local-db/db';
import { toContactRow } from '../local-db/contacts';
import { enqueueMutation, type EnqueueContext } from './outbox';
import { applyMutation } from './appliers';
import { recordResults } from './push';
import { applyPulledPage } from './rebase';
import { contactArgs, itemRow, testDb } from './testing/factories';

let db: LocalDb;
const ctx = (): EnqueueContext => ({
  db,
  employeeId: 1,
  now: () => new Date('2026-01-02T03:04:05Z'),
});

afterEach(async () => {
  await db?.delete();
});

/** A server row for a contact, as a pull brings it. */
function serverContact(
  args: ReturnType<typeof contactArgs>,
  patch: Partial<Contact> = {},
): Contact {
  const row = applyMutation(
    'contact.create',
    args as Record<string, unknown>,
    undefined,
    '2026-01-01T00:00:00.000Z',
  )!;
  return { ...(row as unknown as Contact), version: 10, has_ssn: false, ...patch };
}

const put = (data: Contact): Change => ({
  entity: 'contact',
  op: 'put',
  id: data.id,
  version: data.version,
  data,
});

async function seed(contact: Contact) {
  await db.contacts.put(toContactRow(contact));
}

/** The server's answer to `m`: refused. */
const refuse = (m: { id: string; laneSeq: number }, error: string) =>
  recordResults(
    db,
    1,
    [m as never],
    {
      last_seq: m.laneSeq,
      results: [{ id: m.id, seq: m.laneSeq, status: 'rejected', error, code: 'validation' }],
    },
    new Date(),
  );

describe('#rebase', () => {
  it('re-applies a pending edit on top of a newer pulled row', async () => {
    db = testDb();
    const args = contactArgs({ job_title: 'Clerk' });
    await seed(serverContact(args));
    await enqueueMutation(ctx(), 'contact.update', { id: args.id, job_title: 'Manager' });

    // Someone else changed another field; the server row still has the old job title.
    await applyPulledPage(db, [put(serverContact(args, { version: 11, address: '9 Elm Road' }))], {
      employeeId: 1,
      lastSeq: 0,
    });

    const local = await db.contacts.get(args.id);
    expect(local).toMatchObject({ address: '9 Elm Road', job_title: 'Manager', version: 11 });
    expect(await db.outbox.count()).toBe(1);
  });

  it("shows the pulled row without another employee's waiting edit", async () => {
    db = testDb();
    const args = contactArgs({ job_title: 'Clerk' });
    await seed(serverContact(args));
    await enqueueMutation({ ...ctx(), employeeId: 2 }, 'contact.update', {
      id: args.id,
      job_title: 'Their edit',
    });
    await applyPulledPage(db, [put(serverContact(args, { version: 11 }))], { employeeId: 1 });
    expect((await db.contacts.get(args.id))?.job_title).toBe('Clerk');
    expect(await db.outbox.count()).toBe(1);
  });

  it('keeps a record with a pending edit when a pull deletes it', async () => {
    db = testDb();
    const args = contactArgs();
    await seed(serverContact(args));
    await enqueueMutation(ctx(), 'contact.update', { id: args.id, job_title: 'Manager' });
    await applyPulledPage(db, [{ entity: 'contact', op: 'delete', id: args.id, version: 12 }], {
      employeeId: 1,
      lastSeq: 0,
    });
    expect(await db.contacts.get(args.id)).toBeDefined();
  });

  it('removes the record once the server rejects the edit as deleted, keeping it in sync issues', async () => {
    db = testDb();
    const args = contactArgs();
    await seed(serverContact(args));
    const m = (await enqueueMutation(ctx(), 'contact.update', {
      id: args.id,
      job_title: 'Manager',
    }))!;
    await recordResults(
      db,
      1,
      [m],
      {
        last_seq: m.seq,
        results: [
          {
            id: m.id,
            seq: m.seq,
            status: 'rejected',
            error: 'This record was deleted on the server',
            code: 'deleted',
          },
        ],
      },
      new Date(),
    );
    expect(await db.contacts.get(args.id)).toBeUndefined();
    const [issue] = await db.syncIssues.toArray();
    expect(issue).toMatchObject({
      code: 'deleted',
      record: expect.objectContaining({ job_title: 'Manager' }),
    });
  });

  it('does not apply twice a mutation the server already applied (a stock delta)', async () => {
    db = testDb();
    const id = '0190f5e2-7a4c-7b3e-9c1d-2e3f4a5b6c7e';
    const item = itemRow(id);
    await db.flowItems.put(item);
    const m = await enqueueMutation(ctx(), 'flow_item.update', { id, in_stock_units_delta: -1 });
    const pulled: Change = {
      entity: 'flow_item',
      op: 'put',
      id,
      version: 4,
      data: { ...item, in_stock_units: 4, version: 4 },
    };

    await applyPulledPage(db, [pulled], { employeeId: 1, lastSeq: m!.laneSeq }); // applied on the server, answer not received
    expect((await db.flowItems.get(id))?.in_stock_units).toBe(4);
    await applyPulledPage(db, [{ ...pulled, data: { ...item, in_stock_units: 5, version: 4 } }], {
      employeeId: 1,
      lastSeq: 0,
    }); // not yet applied
    expect((await db.flowItems.get(id))?.in_stock_units).toBe(4);
  });

  it("after the server's row replaced a change it refused, the refusal undoes nothing more", async () => {
    db = testDb();
    const id = '0190f5e2-7a4c-7b3e-9c1d-2e3f4a5b6c7f';
    const item = itemRow(id, { name: 'Lamp', in_stock_units: 1 });
    await db.flowItems.put(item);
    // A take of 2 from the 1 unit left: the server refuses it, and its answer is lost.
    const take = (await enqueueMutation(ctx(), 'flow_item.update', {
      id,
      in_stock_units_delta: -2,
    }))!;
    // Someone renames the item; the pull brings the server's row, which never had the take.
    await applyPulledPage(
      db,
      [
        {
          entity: 'flow_item',
          op: 'put',
          id,
          version: 5,
          data: { ...item, name: 'Desk lamp', version: 5 },
        },
      ],
      { employeeId: 1, lastSeq: take.laneSeq },
    );
    expect(await db.flowItems.get(id)).toMatchObject({ name: 'Desk lamp', in_stock_units: 1 });

    // The retry is answered with the stored refusal.
    await refuse(take, 'Only 1 unit in stock');
    expect(await db.flowItems.get(id)).toMatchObject({ name: 'Desk lamp', in_stock_units: 1 });
    expect(await db.syncIssues.count()).toBe(1);
  });

  it('puts back the fields and the time of the last change when the server refuses an edit', async () => {
    db = testDb();
    const id = '0190f5e2-7a4c-7b3e-9c1d-2e3f4a5b6c80';
    await db.flowItems.put(itemRow(id, { in_stock_units: 1 }));
    const take = (await enqueueMutation(ctx(), 'flow_item.update', {
      id,
      name: 'Corner sofa',
      in_stock_units_delta: -2,
    }))!;
    expect(await db.flowItems.get(id)).toMatchObject({
      name: 'Corner sofa',
      in_stock_units: -1,
      updated_at: '2026-01-02T03:04:05.000Z',
    });

    await refuse(take, 'Only 1 unit in stock');
    expect(await db.flowItems.get(id)).toEqual(itemRow(id, { in_stock_units: 1 }));
  });

  it('puts back the time of the last change when the server refuses two edits in a row', async () => {
    db = testDb();
    const id = '0190f5e2-7a4c-7b3e-9c1d-2e3f4a5b6c81';
    await db.flowItems.put(itemRow(id, { in_stock_units: 1 }));
    const at = (iso: string): EnqueueContext => ({ ...ctx(), now: () => new Date(iso) });
    const first = (await enqueueMutation(at('2026-01-02T00:00:00Z'), 'flow_item.update', {
      id,
      in_stock_units_delta: -2,
    }))!;
    const second = (await enqueueMutation(at('2026-01-03T00:00:00Z'), 'flow_item.update', {
      id,
      in_stock_units_delta: -2,
    }))!;
    await recordResults(
      db,
      1,
      [first, second],
      {
        last_seq: second.laneSeq,
        results: [first, second].map((m) => ({
          id: m.id,
          seq: m.laneSeq,
          status: 'rejected' as const,
          error: 'Only 1 unit in stock',
          code: 'validation',
        })),
      },
      new Date(),
    );
    expect(await db.flowItems.get(id)).toEqual(itemRow(id, { in_stock_units: 1 }));
  });

  it('writes pulled rows without pending changes as they are', async () => {
    db = testDb();
    const args = contactArgs();
    await applyPulledPage(db, [put(serverContact(args, { full_name: 'Ana Lima' }))], {
      employeeId: 1,
    });
    expect(await db.contacts.get(args.id)).toMatchObject({
      full_name: 'Ana Lima',
      sort_name: 'ana lima',
    });
  });
});
