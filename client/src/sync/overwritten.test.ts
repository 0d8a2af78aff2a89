import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { Change, Contact } from '@rentline/sync-protocol/wire';
import type { LocalDb } from '../local-db/db';
import type { OutboxRow } from '../local-db/schema';
import { putHeldContact } from '../local-db/testing/contacts';
import { resendIssue, restoreIssueAsNew } from './issues';
import { enqueueMutation, type EnqueueContext } from './outbox';
import { ACKED_EDIT_DAYS } from './overwritten';
import { recordResults } from './push';
import { applyPulledPage } from './rebase';
import { testDb } from './testing/factories';

let db: LocalDb;
const NOW = new Date('2026-01-02T03:04:05Z');
const ctx = (): EnqueueContext => ({ db, employeeId: 1, now: () => NOW });

afterEach(async () => {
  await db?.delete();
});

/** A contact this device holds, as a pull brought it. */
const heldContact = (patch: Partial<Contact> = {}) =>
  putHeldContact(db, { full_name: 'Held Hana', job_title: 'Clerk' }, patch);

/** Queues an edit and records the server's acknowledgement of it. */
async function ackedEdit(id: string, args: Record<string, unknown>, at = NOW) {
  const m = (await enqueueMutation(ctx(), 'contact.update', { id, ...args }))!;
  await recordResults(
    db,
    1,
    [m],
    { last_seq: m.seq, results: [{ id: m.id, seq: m.seq, status: 'applied' }] },
    at,
  );
  return m;
}

const tombstone = (id: string, overwrote?: string[]): Change => ({
  entity: 'contact',
  op: 'delete',
  id,
  version: 20,
  ...(overwrote ? { overwrote } : {}),
});

describe('#overwritten edits', () => {
  it('parks the acknowledged edit a pulled delete overwrote, restorable as a new record', async () => {
    db = testDb();
    const contact = await heldContact();
    const edit = await ackedEdit(contact.id, { job_title: 'Manager' });

    await applyPulledPage(
      db,
      [tombstone(contact.id, [edit.id])],
      { employeeId: 1, lastSeq: edit.laneSeq },
      NOW.toISOString(),
    );

    expect(await db.contacts.get(contact.id)).toBeUndefined();
    const issues = await db.syncIssues.toArray();
    expect(issues).toEqual([
      expect.objectContaining({
        mutationId: edit.id,
        name: 'contact.update',
        entityId: contact.id,
        args: { id: contact.id, job_title: 'Manager' },
        base: { job_title: 'Clerk' },
        code: 'deleted',
        error: 'This record was deleted on the server',
        rejected_at: NOW.toISOString(),
      }),
    ]);
    expect(issues[0]!.record).toMatchObject({ full_name: 'Held Hana', job_title: 'Manager' });
    expect(await db.ackedEdits.count()).toBe(0);

    const newId = await restoreIssueAsNew(ctx(), issues[0]!.id!);
    expect(await db.contacts.get(newId)).toMatchObject({
      full_name: 'Held Hana',
      job_title: 'Manager',
    });
  });

  it("parks a new follow-up its engagement's delete took unseen; it cannot come back without the engagement", async () => {
    db = testDb();
    const engagement = '0190f5e2-7a4c-7b3e-9c1d-0000000000e1';
    await db.engagements.put({ id: engagement, version: 9 } as never);
    const made = (await enqueueMutation(ctx(), 'follow_up.create', {
      id: '0190f5e2-7a4c-7b3e-9c1d-0000000000f1',
      engagement_id: engagement,
      required_engagement: 'Courtesy Call (Core)',
      date_time: '2026-03-06T15:00:00.000Z',
      status: 'Scheduled',
      employee_id: 1,
      notes: 'Bring the sofa brochure',
    }))!;
    await recordResults(
      db,
      1,
      [made],
      { last_seq: made.seq, results: [{ id: made.id, seq: made.seq, status: 'applied' }] },
      NOW,
    );

    // Another tablet, which never had the follow-up, deleted the engagement.
    await applyPulledPage(
      db,
      [
        { entity: 'engagement', op: 'delete', id: engagement, version: 20 },
        { entity: 'follow_up', op: 'delete', id: made.entityId, version: 21, overwrote: [made.id] },
      ],
      { employeeId: 1, lastSeq: made.laneSeq },
      NOW.toISOString(),
    );

    expect(await db.followUps.get(made.entityId)).toBeUndefined();
    const issues = await db.syncIssues.toArray();
    expect(issues).toEqual([
      expect.objectContaining({
        mutationId: made.id,
        name: 'follow_up.create',
        entityId: made.entityId,
        code: 'deleted',
        error: 'This record was deleted on the server',
      }),
    ]);
    expect(issues[0]!.record).toMatchObject({ notes: 'Bring the sofa brochure' });
    // The server would refuse it for its deleted engagement: so does the tablet, queuing nothing.
    const refusal = 'The engagement was deleted: This record was deleted on the server';
    await expect(restoreIssueAsNew(ctx(), issues[0]!.id!)).rejects.toThrow(refusal);
    await expect(resendIssue(ctx(), issues[0]!.id!)).rejects.toThrow(refusal);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.syncIssues.count()).toBe(1);
  });

  it('parks nothing for a tombstone that names no edit of ours, and forgets the record', async () => {
    db = testDb();
    const contact = await heldContact();
    await ackedEdit(contact.id, { job_title: 'Manager' });

    await applyPulledPage(db, [tombstone(contact.id)], { employeeId: 1 });

    expect(await db.syncIssues.count()).toBe(0);
    expect(await db.ackedEdits.count()).toBe(0);
    expect(await db.contacts.get(contact.id)).toBeUndefined();
  });

  it('keeps one acknowledged edit per record, without the SSN, and none past the horizon', async () => {
    db = testDb();
    const contact = await heldContact();
    const old = await heldContact();
    const longAgo = new Date(NOW.getTime() - (ACKED_EDIT_DAYS + 1) * 86_400_000);
    await ackedEdit(old.id, { job_title: 'Ancient' }, longAgo);
    await ackedEdit(contact.id, { job_title: 'Manager' });
    const latest = await ackedEdit(contact.id, {
      address: '9 Late Lane',
      ssn_sealed: 'pk1:QUJDRA==',
    });

    const kept = await db.ackedEdits.toArray();
    expect(kept.map((e) => e.mutationId)).toEqual([latest.id]);
    expect(kept[0]!.args).toEqual({ id: contact.id, address: '9 Late Lane' });
  });

  it('finds an applied edit whose answer was lost in the outbox', async () => {
    db = testDb();
    const contact = await heldContact();
    const edit = (await enqueueMutation(ctx(), 'contact.update', {
      id: contact.id,
      job_title: 'Manager',
    })) as OutboxRow;

    // The pull says the server applied it (last_seq), the answer has not arrived.
    await applyPulledPage(db, [tombstone(contact.id, [edit.id])], {
      employeeId: 1,
      lastSeq: edit.laneSeq,
    });

    expect(await db.syncIssues.toArray()).toEqual([
      expect.objectContaining({ mutationId: edit.id, code: 'deleted' }),
    ]);
    expect(await db.contacts.get(contact.id)).toBeUndefined();
  });

  it('leaves a waiting edit to be refused by the server, and parks it once', async () => {
    db = testDb();
    const contact = await heldContact();
    const acked = await ackedEdit(contact.id, { job_title: 'Manager' });
    await enqueueMutation(ctx(), 'contact.update', { id: contact.id, address: '1 Wait Way' });

    await applyPulledPage(db, [tombstone(contact.id, [acked.id])], {
      employeeId: 1,
      lastSeq: acked.laneSeq,
    });

    // Kept on screen until the push is answered `deleted` (reject.ts parks it then).
    expect(await db.contacts.get(contact.id)).toMatchObject({ address: '1 Wait Way' });
    expect(await db.syncIssues.count()).toBe(0);
    expect(await db.ackedEdits.count()).toBe(0);
  });

  it('parks nothing twice when the same tombstone is pulled again', async () => {
    db = testDb();
    const contact = await heldContact();
    const edit = await ackedEdit(contact.id, { job_title: 'Manager' });

    await applyPulledPage(db, [tombstone(contact.id, [edit.id])], {
      employeeId: 1,
      lastSeq: edit.laneSeq,
    });
    const [issue] = await db.syncIssues.toArray();
    await db.syncIssues.delete(issue!.id!); // discarded
    await applyPulledPage(db, [tombstone(contact.id, [edit.id])], {
      employeeId: 1,
      lastSeq: edit.laneSeq,
    });

    expect(await db.syncIssues.count()).toBe(0);
  });
});
