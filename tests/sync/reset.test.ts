import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../server/src/testing/test-server';
import { pruneTombstones } from '../../server/src/sync/pull';
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

describe('#sync reset', () => {
  it('pushes the outbox first, then bootstraps again when the cursor is past the tombstone horizon', async () => {
    const tablet = await createSyncClient(server);
    const other = await createSyncClient(server, { email: 'demo2@example.com' });
    try {
      const kept = contactArgs({ full_name: 'Kept Kim' });
      const doomed = contactArgs({ full_name: 'Doomed Dee' });
      await other.engine.mutate('contact.create', kept);
      await other.engine.mutate('contact.create', doomed);
      await other.engine.syncNow();
      expect((await tablet.engine.syncNow()).ok).toBe(true);
      expect(await tablet.db.contacts.count()).toBe(2);

      // The other tablet deletes one; the server then forgets that tombstone.
      await other.engine.mutate('contact.delete', { id: doomed.id });
      await other.engine.syncNow();
      await pruneTombstones(server.db.em.fork(), -1);

      tablet.setOffline(true);
      const mine = contactArgs({ full_name: 'Queued Quinn' });
      await tablet.engine.mutate('contact.create', mine);
      tablet.setOffline(false);

      expect(await tablet.engine.syncNow()).toEqual({ ok: true });
      const pushIndex = tablet.requests.findIndex((r) => r.startsWith('POST /api/sync/push'));
      const restartIndex = tablet.requests.findIndex(
        (r, i) => i > pushIndex && r.includes('cursor=0&'),
      );
      expect(pushIndex).toBeGreaterThan(-1);
      expect(restartIndex).toBeGreaterThan(pushIndex);

      const names = (await tablet.db.contacts.toArray()).map((c) => c.full_name).sort();
      expect(names).toEqual(['Kept Kim', 'Queued Quinn']);
      expect(await tablet.db.outbox.count()).toBe(0);
      expect((await tablet.db.syncState.get('state'))?.bootstrapped).toBe(1);
      expect(
        (await serverGet(server, tablet.token(), `/api/core/contacts/${mine.id}`)).status,
      ).toBe(200);
    } finally {
      await tablet.close();
      await other.close();
    }
  });
});
