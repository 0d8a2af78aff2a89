import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { Contact, MutationResult } from '@rentline/sync-protocol/wire';
import type { LocalDb } from '../local-db/db';
import type { OutboxRow } from '../local-db/schema';
import { putHeldContact } from '../local-db/testing/contacts';
import { enqueueMutation, type EnqueueContext } from './outbox';
import { recordResults } from './push';
import { contactArgs, testDb } from './testing/factories';
import { countIdbRequests } from './testing/idb-requests';

let db: LocalDb;
const NOW = new Date('2026-01-02T03:04:05Z');
const ctx = (): EnqueueContext => ({ db, employeeId: 1, now: () => NOW });

afterEach(async () => {
  await db?.delete();
});

/** A contact this device holds, as a pull brought it. */
const heldContact = (patch: Partial<Contact> = {}) =>
  putHeldContact(db, { job_title: 'Clerk' }, patch);

const answer = (rows: OutboxRow[], status: MutationResult['status'] = 'applied') =>
  rows.map((m): MutationResult => ({ id: m.id, seq: m.seq, status }));

/** IndexedDB requests made while recording one answer that applies every row. */
async function requestsToRecord(rows: OutboxRow[]): Promise<number> {
  const counter = countIdbRequests();
  try {
    await recordResults(db, 1, rows, { last_seq: rows.at(-1)!.seq, results: answer(rows) }, NOW);
    return counter.total();
  } finally {
    counter.stop();
  }
}

describe('#push.recordResults', () => {
  it('records an answer of 100 creates with as many IndexedDB requests as an answer of 10', async () => {
    db = testDb();
    const queue: OutboxRow[] = [];
    for (let i = 0; i < 110; i++)
      queue.push((await enqueueMutation(ctx(), 'contact.create', contactArgs()))!);

    const ten = await requestsToRecord(queue.slice(0, 10));
    const hundred = await requestsToRecord(queue.slice(10));

    expect(hundred).toBe(ten);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.lanes.get(1)).toMatchObject({ lastSeq: 110 });
  });

  it('records 100 acknowledged edits with at most a read and a write of each record', async () => {
    db = testDb();
    const queue: OutboxRow[] = [];
    for (let i = 0; i < 100; i++) {
      const contact = await heldContact();
      queue.push(
        (await enqueueMutation(ctx(), 'contact.update', {
          id: contact.id,
          job_title: `Lead ${i}`,
        }))!,
      );
    }

    const requests = await requestsToRecord(queue);

    expect(requests).toBeLessThanOrEqual(2 * 100 + 20);
    expect(await db.outbox.count()).toBe(0);
    const kept = await db.ackedEdits.toArray();
    expect(kept).toHaveLength(100);
    expect(kept[0]!.record).toMatchObject({ job_title: expect.stringMatching(/^Lead /) });
  });

  it('records applied, merged and rejected answers of one push in order', async () => {
    db = testDb();
    const a = await heldContact({ job_title: 'Clerk', full_name: 'Ann Able' });
    const b = await heldContact({ job_title: 'Clerk', full_name: 'Bo Baker' });
    const first = (await enqueueMutation(ctx(), 'contact.update', {
      id: a.id,
      job_title: 'Lead',
    }))!;
    const merged = (await enqueueMutation(ctx(), 'contact.update', {
      id: b.id,
      job_title: 'Chief',
    }))!;
    // Refused; a later edit of the same record, applied in the same answer, also changed the title.
    const refused = (await enqueueMutation(ctx(), 'contact.update', {
      id: a.id,
      job_title: 'Boss',
      full_name: 'Ann Refused',
    }))!;
    const later = (await enqueueMutation(ctx(), 'contact.update', {
      id: a.id,
      job_title: 'Head',
    }))!;
    const rows = [first, merged, refused, later];

    const settled = await recordResults(
      db,
      1,
      rows,
      {
        last_seq: later.seq,
        results: [
          { id: first.id, seq: first.seq, status: 'applied' },
          { id: merged.id, seq: merged.seq, status: 'merged' },
          { id: refused.id, seq: refused.seq, status: 'rejected', error: 'No', code: 'validation' },
          { id: later.id, seq: later.seq, status: 'applied' },
        ],
      },
      NOW,
    );

    expect(settled).toBe(4);
    expect(await db.outbox.count()).toBe(0);
    // The refused name goes back; its title stays, as the later applied edit set it.
    expect(await db.contacts.get(a.id)).toMatchObject({ full_name: 'Ann Able', job_title: 'Head' });
    expect(await db.syncIssues.toArray()).toEqual([
      expect.objectContaining({ mutationId: refused.id, code: 'validation' }),
    ]);
    // A merged edit is acknowledged like an applied one; the conflict is told by the server.
    // One acknowledged edit per record: the latest, with the record as it stands after the answer.
    const kept = (await db.ackedEdits.toArray()).sort((x, y) => x.seq - y.seq);
    expect(kept.map((e) => e.mutationId)).toEqual([merged.id, later.id]);
    expect(kept[1]!.record).toMatchObject({ full_name: 'Ann Able', job_title: 'Head' });
    expect((await db.lanes.get(1))!.lastSeq).toBe(later.seq);
  });

  it('leaves a mutation the answer does not name in the outbox, between answered ones', async () => {
    db = testDb();
    const rows: OutboxRow[] = [];
    for (let i = 0; i < 4; i++)
      rows.push((await enqueueMutation(ctx(), 'contact.create', contactArgs()))!);
    const [one, two, three, four] = rows as [OutboxRow, OutboxRow, OutboxRow, OutboxRow];

    const settled = await recordResults(
      db,
      1,
      rows,
      { last_seq: four.seq, results: answer([one, two, four]) },
      NOW,
    );

    expect(settled).toBe(3);
    expect((await db.outbox.toArray()).map((m) => m.id)).toEqual([three.id]);
  });

  it('settles nothing twice when the answer names a mutation twice', async () => {
    db = testDb();
    const row = (await enqueueMutation(ctx(), 'contact.create', contactArgs()))!;
    const settled = await recordResults(
      db,
      1,
      [row],
      { last_seq: row.seq, results: [...answer([row]), ...answer([row], 'merged')] },
      NOW,
    );
    expect(settled).toBe(1);
    expect(await db.conflicts.count()).toBe(0);
  });
});
