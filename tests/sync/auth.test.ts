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

describe('#sync auth', () => {
  it('keeps the outbox and pauses on a 401 during push, and drains after the same employee signs in', async () => {
    let unauthorized = 0;
    const tablet = await createSyncClient(server, { onUnauthorized: () => unauthorized++ });
    try {
      expect(await tablet.engine.syncNow()).toEqual({ ok: true });
      const args = contactArgs();
      await tablet.engine.mutate('contact.create', args);
      tablet.setToken('expired-or-forged-token');

      const result = await tablet.engine.syncNow();
      expect(result).toEqual({ ok: false, error: 'Authentication required' });
      expect(unauthorized).toBe(1);
      expect(tablet.engine.getStatus()).toMatchObject({
        state: 'paused',
        pending: 1,
        lastError: 'Authentication required',
      });
      expect(await tablet.db.outbox.count()).toBe(1);
      expect(tablet.requests.filter((r) => r.startsWith('POST /api/sync/push'))).toHaveLength(1);

      // Paused: nothing more is sent until sign-in starts the engine again.
      tablet.setToken((await server.signIn()).token);
      expect((await tablet.engine.syncNow()).ok).toBe(false);
      expect(tablet.requests.filter((r) => r.startsWith('POST /api/sync/push'))).toHaveLength(1);

      tablet.engine.start();
      expect(await tablet.engine.syncNow()).toEqual({ ok: true });
      expect(await tablet.db.outbox.count()).toBe(0);
      expect(
        (await serverGet(server, tablet.token(), `/api/core/contacts/${args.id}`)).status,
      ).toBe(200);
    } finally {
      await tablet.close();
    }
  });

  it("does not push or show one employee's waiting changes while another is signed in, and never holds hers up", async () => {
    const tablet = await createSyncClient(server);
    try {
      tablet.setOffline(true);
      const args = contactArgs({ full_name: 'Left By Jordan' });
      await tablet.engine.mutate('contact.create', args);
      tablet.setOffline(false);

      const casey = await tablet.signInAs('demo2@example.com');
      const hers = contactArgs({ full_name: 'Made By Casey' });
      await tablet.engine.mutate('contact.create', hers);
      expect(await tablet.engine.syncNow()).toEqual({ ok: true });
      // Hers went in one sync; his waits, named, and is not on her screen.
      expect((await serverGet(server, casey.token, `/api/core/contacts/${hers.id}`)).status).toBe(
        200,
      );
      expect(await tablet.db.outbox.count()).toBe(1);
      expect(tablet.engine.getStatus()).toMatchObject({
        pending: 0,
        waiting: [{ employeeId: tablet.employee.id, name: 'Jordan Avery', count: 1 }],
      });
      expect((await serverGet(server, casey.token, `/api/core/contacts/${args.id}`)).status).toBe(
        404,
      );
      expect(await tablet.db.contacts.get(args.id)).toBeUndefined();

      await tablet.signInAs('demo@example.com');
      expect(await tablet.engine.syncNow()).toEqual({ ok: true });
      expect(await tablet.db.outbox.count()).toBe(0);
      expect(tablet.engine.getStatus()).toMatchObject({ pending: 0, waiting: [] });
      expect(await tablet.db.contacts.get(args.id)).toBeDefined();
      expect((await serverGet(server, casey.token, `/api/core/contacts/${args.id}`)).status).toBe(
        200,
      );
    } finally {
      await tablet.close();
    }
  });
});
