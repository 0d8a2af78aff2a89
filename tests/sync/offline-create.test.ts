import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../server/src/testing/test-server';
import { createSsnCipher } from '../../server/src/modules/contacts/ssn-cipher';
import { sealSsn } from '../../client/src/sync/ssn-seal';
import { contactArgs } from '../../client/src/sync/testing/factories';
import { createSyncClient, serverGet } from './testing/sync-client';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('#sync offline create', () => {
  it('pushes a contact created offline once online, and a second client sees it after a pull', async () => {
    const tablet = await createSyncClient(server);
    const other = await createSyncClient(server, { email: 'demo2@example.com' });
    try {
      // Online once (the morning's sync): the tablet learns the key it seals SSNs to.
      expect(await tablet.engine.syncNow()).toEqual({ ok: true });
      tablet.setOffline(true);
      const args = contactArgs({
        full_name: 'Offline Olivia',
        ssn_sealed: await sealSsn(tablet.db, '111-22-3333'),
      });
      await tablet.engine.mutate('contact.create', args);
      expect(await tablet.db.contacts.get(args.id)).toMatchObject({ full_name: 'Offline Olivia' });

      const offlineRun = await tablet.engine.syncNow();
      expect(offlineRun.ok).toBe(false);
      expect(tablet.engine.getStatus()).toMatchObject({ state: 'offline', pending: 1 });
      expect(await tablet.db.outbox.count()).toBe(1);

      tablet.setOffline(false);
      expect(await tablet.engine.syncNow()).toEqual({ ok: true });
      expect(await tablet.db.outbox.count()).toBe(0);
      expect(tablet.engine.getStatus()).toMatchObject({ state: 'idle', pending: 0, issues: 0 });
      const local = await tablet.db.contacts.get(args.id);
      expect(local?.version).toBeGreaterThan(0);
      expect(local?.has_ssn).toBe(true);

      const onServer = await serverGet(server, other.token(), `/api/core/contacts/${args.id}`);
      expect(onServer.status).toBe(200);
      expect(onServer.body?.contact).toMatchObject({
        full_name: 'Offline Olivia',
        email: args.email,
      });
      const [stored] = await server.db.em
        .fork()
        .execute<{ ssn_encrypted: string }[]>('select ssn_encrypted from contacts where id = ?', [
          args.id,
        ]);
      const cipher = createSsnCipher(server.secrets.encryptionKey, server.secrets.ssnPrivateKey);
      expect(cipher.decrypt(stored!.ssn_encrypted)).toBe('111-22-3333');

      expect(await other.engine.syncNow()).toEqual({ ok: true });
      expect(await other.db.contacts.get(args.id)).toMatchObject({
        full_name: 'Offline Olivia',
        email: args.email,
      });
    } finally {
      await tablet.close();
      await other.close();
    }
  });

  it('pushes many queued changes in batches, in order', async () => {
    const tablet = await createSyncClient(server, { pushBatchSize: 3 });
    try {
      tablet.setOffline(true);
      const ids: string[] = [];
      for (let i = 0; i < 8; i++) {
        const args = contactArgs();
        ids.push(args.id);
        await tablet.engine.mutate('contact.create', args);
      }
      await tablet.engine.mutate('contact.update', { id: ids[0]!, job_title: 'Lead' });
      await tablet.engine.mutate('contact.delete', { id: ids[1]! });
      tablet.setOffline(false);
      expect(await tablet.engine.syncNow()).toEqual({ ok: true });
      expect(tablet.requests.filter((r) => r.startsWith('POST /api/sync/push'))).toHaveLength(4);
      expect(await tablet.db.outbox.count()).toBe(0);
      expect((await tablet.db.contacts.get(ids[0]!))?.job_title).toBe('Lead');
      expect(await tablet.db.contacts.get(ids[1]!)).toBeUndefined();
      expect(await tablet.db.syncIssues.count()).toBe(0);
    } finally {
      await tablet.close();
    }
  });
});
