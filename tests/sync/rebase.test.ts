import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../server/src/testing/test-server';
import { contactArgs } from '../../client/src/sync/testing/factories';
import { createSyncClient, serverGet } from './testing/sync-client';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const unavailable = () =>
  new Response(JSON.stringify({ error: 'The database is unavailable. Please try again.' }), {
    status: 503,
  });

describe('#sync rebase', () => {
  it('keeps an edit pending while a pull brings a newer server row, then sends it', async () => {
    const tablet = await createSyncClient(server);
    const other = await createSyncClient(server, { email: 'demo2@example.com' });
    try {
      const args = contactArgs({ job_title: 'Clerk' });
      await tablet.engine.mutate('contact.create', args);
      expect((await tablet.engine.syncNow()).ok).toBe(true);
      expect((await other.engine.syncNow()).ok).toBe(true);

      // The tablet edits while its pushes fail; the other tablet changes another field.
      tablet.setInterceptor((path) =>
        path.startsWith('/api/sync/push') ? unavailable() : undefined,
      );
      await tablet.engine.mutate('contact.update', { id: args.id, job_title: 'Manager' });
      await other.engine.mutate('contact.update', { id: args.id, address: '9 Elm Road' });
      expect((await other.engine.syncNow()).ok).toBe(true);

      const failed = await tablet.engine.syncNow();
      expect(failed.ok).toBe(false);
      expect(tablet.engine.getStatus().state).toBe('error');
      // The pull brought the newer row; the pending edit is still on screen.
      expect(await tablet.db.contacts.get(args.id)).toMatchObject({
        address: '9 Elm Road',
        job_title: 'Manager',
      });
      expect(await tablet.db.outbox.count()).toBe(1);

      tablet.setInterceptor(null);
      expect(await tablet.engine.syncNow()).toEqual({ ok: true });
      expect(await tablet.db.outbox.count()).toBe(0);
      expect(await tablet.db.contacts.get(args.id)).toMatchObject({
        address: '9 Elm Road',
        job_title: 'Manager',
      });
      const onServer = await serverGet(server, tablet.token(), `/api/core/contacts/${args.id}`);
      expect(onServer.body?.contact).toMatchObject({ address: '9 Elm Road', job_title: 'Manager' });

      expect((await other.engine.syncNow()).ok).toBe(true);
      expect(await other.db.contacts.get(args.id)).toMatchObject({
        address: '9 Elm Road',
        job_title: 'Manager',
      });
      expect(await tablet.db.conflicts.count()).toBe(0);
    } finally {
      await tablet.close();
      await other.close();
    }
  });

  it('logs a conflict when both tablets changed the same field, and tells both people', async () => {
    const tablet = await createSyncClient(server);
    const other = await createSyncClient(server, { email: 'demo2@example.com' });
    try {
      const args = contactArgs({ job_title: 'Clerk' });
      await tablet.engine.mutate('contact.create', args);
      await tablet.engine.syncNow();
      await other.engine.syncNow();

      await tablet.engine.mutate('contact.update', { id: args.id, job_title: 'Manager' });
      await other.engine.mutate('contact.update', { id: args.id, job_title: 'Supervisor' });
      expect((await other.engine.syncNow()).ok).toBe(true);
      expect((await tablet.engine.syncNow()).ok).toBe(true);

      expect((await tablet.db.contacts.get(args.id))?.job_title).toBe('Manager');
      const told = expect.objectContaining({
        entity: 'contact',
        entityId: args.id,
        field: 'job_title',
        keptValue: 'Manager',
        keptBy: expect.objectContaining({ name: 'Jordan Avery' }),
        overwrittenValue: 'Supervisor',
        overwrittenBy: expect.objectContaining({ name: 'Casey Morgan' }),
      });
      const conflicts = await tablet.db.conflicts.toArray();
      expect(conflicts).toEqual([told]);
      expect(tablet.engine.getStatus().conflicts).toBe(1);

      await tablet.engine.dismissConflict(conflicts[0]!.id!);
      expect(await tablet.db.conflicts.count()).toBe(0);
      // The person whose value was overwritten is told on their next pull.
      await other.engine.syncNow();
      expect((await other.db.contacts.get(args.id))?.job_title).toBe('Manager');
      expect(await other.db.conflicts.toArray()).toEqual([told]);
      expect(other.engine.getStatus().conflicts).toBe(1);
    } finally {
      await tablet.close();
      await other.close();
    }
  });

  it("sends only what a form left open changed, so another device's edit survives", async () => {
    const tablet = await createSyncClient(server);
    const other = await createSyncClient(server, { email: 'demo2@example.com' });
    try {
      const args = contactArgs({ job_title: 'Clerk', address: '1 Old Road' });
      await tablet.engine.mutate('contact.create', args);
      await tablet.engine.syncNow();
      await other.engine.syncNow();

      // Tablet A opens Edit Contact: the form shows the record as it is.
      const shown = { ...(await tablet.db.contacts.get(args.id))! };
      // Device B changes the address and phone; A pulls while the form stays open.
      await other.engine.mutate('contact.update', {
        id: args.id,
        address: '9 New Avenue',
        primary_phone: '555-0777',
      });
      expect((await other.engine.syncNow()).ok).toBe(true);
      expect((await tablet.engine.syncNow()).ok).toBe(true);
      // A changes only Job Title and saves every value the form holds.
      await tablet.engine.mutate(
        'contact.update',
        { ...args, job_title: 'Manager' },
        { base: shown, baseVersion: shown.version },
      );
      expect((await tablet.engine.syncNow()).ok).toBe(true);

      const { body } = await serverGet(server, tablet.token(), `/api/core/contacts/${args.id}`);
      expect(body?.contact).toMatchObject({
        job_title: 'Manager',
        address: '9 New Avenue',
        primary_phone: '555-0777',
      });
      expect(await tablet.db.conflicts.count()).toBe(0);
    } finally {
      await tablet.close();
      await other.close();
    }
  });

  it('tells the deleter that their delete removed an edit the other person had not sent yet', async () => {
    const tablet = await createSyncClient(server);
    const other = await createSyncClient(server, { email: 'demo2@example.com' });
    try {
      const args = contactArgs({ full_name: 'Doomed Dana' });
      await tablet.engine.mutate('contact.create', args);
      await tablet.engine.syncNow();
      await other.engine.syncNow();

      other.setOffline(true);
      await other.engine.mutate('contact.update', { id: args.id, job_title: 'Unsent edit' });
      await tablet.engine.mutate('contact.delete', { id: args.id });
      expect((await tablet.engine.syncNow()).ok).toBe(true);
      other.setOffline(false);
      expect((await other.engine.syncNow()).ok).toBe(true);
      expect((await tablet.engine.syncNow()).ok).toBe(true);

      // The editor keeps the edit in sync issues (restore as new or discard) and is told.
      expect(await other.db.syncIssues.toArray()).toEqual([
        expect.objectContaining({ entityId: args.id, code: 'deleted' }),
      ]);
      const told = expect.objectContaining({
        entityId: args.id,
        field: '*',
        keptBy: expect.objectContaining({ name: 'Jordan Avery' }),
        overwrittenBy: expect.objectContaining({ name: 'Casey Morgan' }),
        overwrittenValue: { job_title: 'Unsent edit' },
      });
      expect(await other.db.conflicts.toArray()).toEqual([told]);
      // And so is the deleter.
      expect(await tablet.db.conflicts.toArray()).toEqual([told]);
    } finally {
      await tablet.close();
      await other.close();
    }
  });
});
