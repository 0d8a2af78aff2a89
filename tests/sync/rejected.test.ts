import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { v7 as uuidv7 } from 'uuid';
import { startTestServer, type TestServer } from '../../server/src/testing/test-server';
import { contactArgs } from '../../client/src/sync/testing/factories';
import { createSyncClient, serverGet } from './testing/sync-client';

let server: TestServer;
beforeAll(async () => {
  // demo2@ deletes here: both are managers (this is about sync, not roles).
  server = await startTestServer({ demo2Role: 'manager' });
});
afterAll(async () => {
  await server?.close();
});

describe('#sync rejected mutations', () => {
  it('parks a rejected mutation in sync issues and goes on with the queue', async () => {
    const tablet = await createSyncClient(server);
    const other = await createSyncClient(server, { email: 'demo2@example.com' });
    try {
      // Both tablets create a contact with the same id; the second to arrive is refused.
      const shared = contactArgs({ full_name: 'First Arrival' });
      await other.engine.mutate('contact.create', shared);
      expect((await other.engine.syncNow()).ok).toBe(true);

      tablet.setOffline(true);
      await tablet.engine.mutate('contact.create', { ...shared, full_name: 'Second Arrival' });
      const next = contactArgs({ full_name: 'Queued Behind' });
      await tablet.engine.mutate('contact.create', next);
      tablet.setOffline(false);
      expect((await tablet.engine.syncNow()).ok).toBe(true);

      expect(await tablet.db.outbox.count()).toBe(0);
      const issues = await tablet.db.syncIssues.toArray();
      expect(issues).toEqual([
        expect.objectContaining({
          name: 'contact.create',
          entityId: shared.id,
          code: 'conflict',
          error: 'This contact already exists',
          args: expect.objectContaining({ full_name: 'Second Arrival' }),
        }),
      ]);
      expect(tablet.engine.getStatus().issues).toBe(1);
      // The next mutation applied; the replica shows the server's version of the clashing record.
      expect(
        (await serverGet(server, tablet.token(), `/api/core/contacts/${next.id}`)).status,
      ).toBe(200);
      expect((await tablet.db.contacts.get(shared.id))?.full_name).toBe('First Arrival');

      await tablet.engine.discardIssue(issues[0]!.id!);
      expect(await tablet.db.syncIssues.count()).toBe(0);
    } finally {
      await tablet.close();
      await other.close();
    }
  });

  it('rejects an edit of a record deleted elsewhere as deleted, and can restore it as a new record', async () => {
    const tablet = await createSyncClient(server);
    const other = await createSyncClient(server, { email: 'demo2@example.com' });
    try {
      const args = contactArgs({ full_name: 'Deleted Dana', job_title: 'Clerk' });
      await tablet.engine.mutate('contact.create', args);
      await tablet.engine.syncNow();
      await other.engine.syncNow();

      await other.engine.mutate('contact.delete', { id: args.id });
      expect((await other.engine.syncNow()).ok).toBe(true);

      await tablet.engine.mutate('contact.update', { id: args.id, job_title: 'Manager' });
      expect((await tablet.engine.syncNow()).ok).toBe(true);

      expect(await tablet.db.contacts.get(args.id)).toBeUndefined();
      const [issue] = await tablet.db.syncIssues.toArray();
      expect(issue).toMatchObject({
        name: 'contact.update',
        code: 'deleted',
        error: 'This record was deleted on the server',
      });
      expect(issue!.record).toMatchObject({ full_name: 'Deleted Dana', job_title: 'Manager' });

      const newId = await tablet.engine.restoreIssueAsNew(issue!.id!);
      expect(newId).not.toBe(args.id);
      expect(await tablet.db.syncIssues.count()).toBe(0);
      expect((await tablet.engine.syncNow()).ok).toBe(true);
      const restored = await serverGet(server, tablet.token(), `/api/core/contacts/${newId}`);
      expect(restored.body?.contact).toMatchObject({
        full_name: 'Deleted Dana',
        job_title: 'Manager',
        email: args.email,
      });
    } finally {
      await tablet.close();
      await other.close();
    }
  });

  it('resends a fixed mutation as a new one with a new seq', async () => {
    const tablet = await createSyncClient(server);
    try {
      const contact = contactArgs();
      await tablet.engine.mutate('contact.create', contact);
      await tablet.engine.syncNow();

      // An engagement that names a contact the server does not have is refused.
      const engagementId = uuidv7();
      await tablet.engine.mutate('engagement.create', {
        id: engagementId,
        contact_id: uuidv7(),
        initial_engagement: 'Walk-in visit',
        employee_id: tablet.employee.id,
        engagement_date_time: '2026-03-01T15:00:00.000Z',
      });
      expect((await tablet.engine.syncNow()).ok).toBe(true);
      const [issue] = await tablet.db.syncIssues.toArray();
      expect(issue).toMatchObject({ name: 'engagement.create', seq: 2, code: 'invalid' });
      expect(await tablet.db.engagements.get(engagementId)).toBeUndefined();

      await tablet.engine.resendIssue(issue!.id!, { contact_id: contact.id });
      const [queued] = await tablet.db.outbox.toArray();
      expect(queued).toMatchObject({
        seq: 3,
        name: 'engagement.create',
        args: expect.objectContaining({ contact_id: contact.id }),
      });
      expect(queued!.id).not.toBe(issue!.mutationId);
      expect(await tablet.db.syncIssues.count()).toBe(0);

      expect((await tablet.engine.syncNow()).ok).toBe(true);
      expect(await tablet.db.syncIssues.count()).toBe(0);
      expect(await tablet.db.engagements.get(engagementId)).toMatchObject({
        contact_id: contact.id,
      });
    } finally {
      await tablet.close();
    }
  });
});
