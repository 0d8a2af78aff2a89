import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../../server/src/testing/test-server';
import { createSyncClient, serverGet } from './testing/sync-client';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ demo: true });
});
afterAll(async () => {
  await server?.close();
});

describe('#sync bootstrap of the demo data', () => {
  it('downloads every replicated row in the protocol shape', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const tablet = await createSyncClient(server);
    try {
      expect(await tablet.engine.syncNow()).toEqual({ ok: true });
      expect(warn).not.toHaveBeenCalled();
      const { body } = await serverGet(server, tablet.token(), '/api/core/contacts?limit=1');
      expect(body?.pagination?.total).toBe(354);
      expect(await tablet.db.contacts.count()).toBe(354);
      expect(await tablet.db.flowItems.count()).toBe(627);
      expect(await tablet.db.engagements.count()).toBeGreaterThan(0);
      expect(await tablet.db.lookups.where('entity').equals('category').count()).toBeGreaterThan(0);
      const sample = await tablet.db.contacts.orderBy('sort_name').first();
      expect(sample).not.toHaveProperty('ssn_encrypted');
      expect(sample).not.toHaveProperty('photo_id');
    } finally {
      warn.mockRestore();
      await tablet.close();
    }
  });
});
