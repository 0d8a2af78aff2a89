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

  it('logs a conflict when both tablets changed the same field: the later push wins', async () => {
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
      const conflicts = await tablet.db.conflicts.toArray();
      expect(conflicts).toEqual([
        expect.objectContaining({
          entity: 'contact',
          entityId: args.id,
          field: 'job_title',
          yourValue: 'Manager',
          keptValue: 'Manager',
          overwrittenValue: 'Supervisor',
          settled: 1,
        }),
      ]);
      expect(tablet.engine.getStatus().conflicts).toBe(1);

      await tablet.engine.dismissConflict(conflicts[0]!.id!);
      expect(await tablet.db.conflicts.count()).toBe(0);
      await other.engine.syncNow();
      expect((await other.db.contacts.get(args.id))?.job_title).toBe('Manager');
    } finally {
      await tablet.close();
      await other.close();
    }
  });
});
