/**
 * Edit against delete, in both orders, with two simulated tablets: tablet A edits a contact while
 * tablet B (offline at the same time) deletes it. The delete wins whichever pushes first: the
 * server and both tablets end without the contact, and the edit that lost is parked in A's sync
 * issues with its data, so it can be restored as a new record.
 */
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { v7 as uuidv7 } from 'uuid';
import { contactArgs } from '../../client/src/sync/testing/factories';
import { createSyncClient, serverGet, type SyncClient } from '../sync/testing/sync-client';
import { startReliabilityServer, type ReliabilityServer } from './support/server';

let server: ReliabilityServer;
beforeAll(async () => {
  server = await startReliabilityServer();
});
afterAll(async () => {
  await server?.close();
});

async function twoTabletsSharingAContact() {
  const a = await createSyncClient(server);
  const b = await createSyncClient(server, { email: 'demo2@example.com' });
  const args = contactArgs({ full_name: 'Contested Casey', job_title: 'Clerk' });
  await a.engine.mutate('contact.create', args);
  expect((await a.engine.syncNow()).ok).toBe(true);
  expect((await b.engine.syncNow()).ok).toBe(true);
  expect(await b.db.contacts.get(args.id)).toBeDefined();
  // Both go offline and each changes the contact.
  a.setOffline(true);
  b.setOffline(true);
  await a.engine.mutate('contact.update', { id: args.id, job_title: 'Manager' });
  await b.engine.mutate('contact.delete', { id: args.id });
  a.setOffline(false);
  b.setOffline(false);
  return { a, b, id: args.id };
}

/** An engagement tablet A makes for a new contact, synced to both tablets; answers its id. */
async function engagementOnBoth(a: SyncClient, b: SyncClient, contactName: string) {
  const contact = contactArgs({ full_name: contactName });
  const engagement = uuidv7();
  await a.engine.mutate('contact.create', contact);
  await a.engine.mutate('engagement.create', {
    id: engagement,
    contact_id: contact.id,
    initial_engagement: 'Store Visit (Core)',
    employee_id: a.employee.id,
    engagement_date_time: '2026-03-01T15:00:00.000Z',
  });
  expect((await a.engine.syncNow()).ok).toBe(true);
  expect((await b.engine.syncNow()).ok).toBe(true);
  return engagement;
}

/** A follow-up of `engagement` that tablet A's person makes. */
const followUpOf = (
  a: SyncClient,
  id: string,
  engagement: string,
  extra: Record<string, unknown> = {},
) => ({
  id,
  engagement_id: engagement,
  required_engagement: 'Courtesy Call (Core)',
  status: 'Scheduled',
  employee_id: a.employee.id,
  date_time: '2026-03-05T15:00:00.000Z',
  ...extra,
});

async function expectDeletedEverywhere(id: string, a: SyncClient, b: SyncClient) {
  expect((await serverGet(server, a.token(), `/api/core/contacts/${id}`)).status).toBe(404);
  expect(await a.db.contacts.get(id)).toBeUndefined();
  expect(await b.db.contacts.get(id)).toBeUndefined();
  expect(await a.db.outbox.count()).toBe(0);
  expect(await b.db.outbox.count()).toBe(0);
  expect(await b.db.syncIssues.count()).toBe(0);
}

async function expectEditParked(a: SyncClient, id: string) {
  const issues = await a.db.syncIssues.toArray();
  // The same issue whichever order the two pushes arrived in.
  expect(issues).toEqual([
    expect.objectContaining({
      name: 'contact.update',
      entityId: id,
      code: 'deleted',
      error: 'This record was deleted on the server',
      args: { id, job_title: 'Manager' },
    }),
  ]);
  expect(issues[0]!.record).toMatchObject({ full_name: 'Contested Casey', job_title: 'Manager' });
  // Restore as new: the kept data comes back under a new id.
  const newId = await a.engine.restoreIssueAsNew(issues[0]!.id!);
  expect((await a.engine.syncNow()).ok).toBe(true);
  expect(
    (await serverGet(server, a.token(), `/api/core/contacts/${newId}`)).body?.contact,
  ).toMatchObject({
    full_name: 'Contested Casey',
    job_title: 'Manager',
  });
}

describe('#edit against delete', () => {
  it('the delete wins when it is pushed first; the edit is parked in sync issues after one sync', async () => {
    const { a, b, id } = await twoTabletsSharingAContact();
    try {
      expect((await b.engine.syncNow()).ok).toBe(true);
      expect((await a.engine.syncNow()).ok).toBe(true); // one sync: push (rejected), pull
      expect((await b.engine.syncNow()).ok).toBe(true);
      await expectDeletedEverywhere(id, a, b);
      await expectEditParked(a, id);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('the delete wins when the edit is pushed first: server and both tablets end without it', async () => {
    const { a, b, id } = await twoTabletsSharingAContact();
    try {
      expect((await a.engine.syncNow()).ok).toBe(true); // the edit is applied
      expect((await b.engine.syncNow()).ok).toBe(true); // the delete lands after it
      expect((await a.engine.syncNow()).ok).toBe(true); // one sync after the delete landed
      await expectDeletedEverywhere(id, a, b);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('the edit overwritten by a later delete is parked in sync issues after one sync', async () => {
    const { a, b, id } = await twoTabletsSharingAContact();
    try {
      expect((await a.engine.syncNow()).ok).toBe(true); // the edit is applied
      expect((await b.engine.syncNow()).ok).toBe(true); // the delete, which had not seen it
      expect((await a.engine.syncNow()).ok).toBe(true); // one sync: the tombstone names the edit
      await expectDeletedEverywhere(id, a, b);
      await expectEditParked(a, id);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('raises no issue when the deleter had already seen the edit', async () => {
    const a = await createSyncClient(server);
    const b = await createSyncClient(server, { email: 'demo2@example.com' });
    try {
      const args = contactArgs({ full_name: 'Seen Sam', job_title: 'Clerk' });
      await a.engine.mutate('contact.create', args);
      expect((await a.engine.syncNow()).ok).toBe(true);
      await a.engine.mutate('contact.update', { id: args.id, job_title: 'Manager' });
      expect((await a.engine.syncNow()).ok).toBe(true);
      expect((await b.engine.syncNow()).ok).toBe(true);
      expect(await b.db.contacts.get(args.id)).toMatchObject({ job_title: 'Manager' });
      await b.engine.mutate('contact.delete', { id: args.id });
      expect((await b.engine.syncNow()).ok).toBe(true);
      expect((await a.engine.syncNow()).ok).toBe(true);
      await expectDeletedEverywhere(args.id, a, b);
      expect(await a.db.syncIssues.count()).toBe(0);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it("a follow-up edit overwritten by its engagement's later delete is parked in sync issues", async () => {
    const a = await createSyncClient(server);
    const b = await createSyncClient(server, { email: 'demo2@example.com' });
    try {
      const engagement = await engagementOnBoth(a, b, 'Follow Fiona');
      const followUp = uuidv7();
      await a.engine.mutate('follow_up.create', followUpOf(a, followUp, engagement));
      expect((await a.engine.syncNow()).ok).toBe(true);
      expect((await b.engine.syncNow()).ok).toBe(true);
      expect(await b.db.followUps.get(followUp)).toBeDefined();
      a.setOffline(true);
      b.setOffline(true);
      await a.engine.mutate('follow_up.update', { id: followUp, notes: 'Wants Friday' });
      await b.engine.mutate('engagement.delete', { id: engagement });
      a.setOffline(false);
      b.setOffline(false);

      expect((await a.engine.syncNow()).ok).toBe(true); // the edit is applied
      expect((await b.engine.syncNow()).ok).toBe(true); // the delete, which had not seen it
      expect((await a.engine.syncNow()).ok).toBe(true); // one sync: the tombstone names the edit
      expect(await a.db.followUps.get(followUp)).toBeUndefined();
      expect(await a.db.syncIssues.toArray()).toEqual([
        expect.objectContaining({
          name: 'follow_up.update',
          entityId: followUp,
          code: 'deleted',
          args: { id: followUp, notes: 'Wants Friday' },
        }),
      ]);
      expect(await b.db.syncIssues.count()).toBe(0);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it("a follow-up made on one tablet and taken unseen by its engagement's delete on another is parked in sync issues", async () => {
    const a = await createSyncClient(server);
    const b = await createSyncClient(server, { email: 'demo2@example.com' });
    try {
      const engagement = await engagementOnBoth(a, b, 'Follow Frida');
      const followUp = uuidv7();
      b.setOffline(true);
      await b.engine.mutate('engagement.delete', { id: engagement });
      // Made on A while B is away: B never has it.
      await a.engine.mutate(
        'follow_up.create',
        followUpOf(a, followUp, engagement, { notes: 'Bring the brochure' }),
      );
      expect((await a.engine.syncNow()).ok).toBe(true); // the follow-up is on the server
      b.setOffline(false);
      expect((await b.engine.syncNow()).ok).toBe(true); // the delete takes it
      expect((await a.engine.syncNow()).ok).toBe(true); // one sync: its maker is told

      expect(await a.db.followUps.get(followUp)).toBeUndefined();
      expect(await a.db.syncIssues.toArray()).toEqual([
        expect.objectContaining({
          name: 'follow_up.create',
          entityId: followUp,
          code: 'deleted',
          args: expect.objectContaining({ notes: 'Bring the brochure' }),
        }),
      ]);
      expect(await b.db.syncIssues.count()).toBe(0);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
