import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PullResponse } from '@rentline/sync-protocol/wire';
import { startTestServer, type TestServer } from '../../server/src/testing/test-server';
import { contactArgs } from '../../client/src/sync/testing/factories';
import { createSyncClient, serverGet } from './testing/sync-client';

const CONTACTS = 130;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  // Another tablet fills the server: contacts plus the two employees make the row stream.
  const seeder = await createSyncClient(server, { email: 'demo2@example.com' });
  for (let i = 0; i < CONTACTS; i++) await seeder.engine.mutate('contact.create', contactArgs());
  const seeded = await seeder.engine.syncNow();
  await seeder.close();
  if (!seeded.ok) throw new Error(seeded.error);
});
afterAll(async () => {
  await server?.close();
});

describe('#sync bootstrap', () => {
  it('resumes an interrupted bootstrap at its stored cursor and ends with every row exactly once', async () => {
    const received: string[] = [];
    const cursorsAsked: number[] = [];
    let pulls = 0;
    let failFrom = 3;
    const recordingFetch: typeof fetch = async (input, init) => {
      const url = new URL(String(input));
      if (url.pathname === '/api/sync/pull') {
        pulls++;
        if (pulls >= failFrom) throw new TypeError('fetch failed');
        cursorsAsked.push(Number(url.searchParams.get('cursor')));
        const res = await fetch(input, init);
        const page = (await res.clone().json()) as PullResponse;
        for (const c of page.changes) received.push(`${c.entity}:${c.id}`);
        return res;
      }
      return fetch(input, init);
    };
    const tablet = await createSyncClient(server, { pullPageSize: 20, fetch: recordingFetch });
    try {
      const interrupted = await tablet.engine.syncNow();
      expect(interrupted.ok).toBe(false);
      const stored = (await tablet.db.syncState.get('state'))!;
      expect(stored.bootstrapped).toBe(0);
      expect(stored.cursor).toBeGreaterThan(0);
      expect(received).toHaveLength(40);
      expect(await tablet.db.contacts.count()).toBeLessThanOrEqual(40);
      expect(tablet.engine.getStatus().bootstrap).toBeNull();

      failFrom = Number.POSITIVE_INFINITY;
      expect(await tablet.engine.syncNow()).toEqual({ ok: true });
      // The first page after the failure starts where the stored pages ended.
      expect(cursorsAsked[2]).toBe(stored.cursor);
      expect((await tablet.db.syncState.get('state'))?.bootstrapped).toBe(1);

      expect(new Set(received).size).toBe(received.length);
      const contactsReceived = received.filter((k) => k.startsWith('contact:')).length;
      const { body } = await serverGet(server, tablet.token(), '/api/core/contacts?limit=1');
      expect(body?.pagination?.total).toBe(CONTACTS);
      expect(contactsReceived).toBe(CONTACTS);
      expect(await tablet.db.contacts.count()).toBe(CONTACTS);
      const flowReceived = received.filter((k) => k.startsWith('flow_item:')).length;
      expect(await tablet.db.flowItems.count()).toBe(flowReceived);
      expect(
        await tablet.db.lookups.where('entity').equals('employee').count(),
      ).toBeGreaterThanOrEqual(2);
      expect(tablet.engine.getStatus().lastSyncedAt).not.toBeNull();
    } finally {
      await tablet.close();
    }
  });

  it('reports bootstrap progress as pages arrive', async () => {
    const tablet = await createSyncClient(server, { pullPageSize: 40 });
    const seen: number[] = [];
    const unsubscribe = tablet.engine.subscribe(() => {
      const b = tablet.engine.getStatus().bootstrap;
      if (b) seen.push(b.received);
    });
    try {
      expect(await tablet.engine.syncNow()).toEqual({ ok: true });
      expect(seen.length).toBeGreaterThan(1);
      expect(seen).toEqual([...seen].sort((a, b) => a - b));
      expect(tablet.engine.getStatus().bootstrap).toBeNull();
    } finally {
      unsubscribe();
      await tablet.close();
    }
  });
});
