/**
 * Offline past the tombstone horizon (reliability issue, item 8). Tablet A is offline with many
 * local changes (creates, edits, deletes, stock deltas, an edit of a contact tablet B deletes)
 * while B's deletes are pruned past the horizon. A's next pull is answered `reset`: A pushes its
 * whole outbox before it starts the bootstrap again, and afterwards its replica equals the
 * server's rows (the pruned deletes are gone from it too), every change typed on A is on the
 * server, and the edit of the deleted contact is parked in sync issues, not silently lost.
 */
import 'fake-indexeddb/auto';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { SYNC_STATE_KEY } from '../../client/src/local-db/schema';
import { contactArgs } from '../../client/src/sync/testing/factories';
import { pruneTombstones } from '../../server/src/sync/pull';
import { createSyncClient } from '../sync/testing/sync-client';
import { useItemServer } from './support/server';

const GONE = /^(deleted|not_found)$/;
const file = useItemServer('Beds');

describe('#horizon: offline past the tombstone horizon', () => {
  it('pushes the whole outbox before bootstrapping again, and loses nothing typed offline', async () => {
    const a = await createSyncClient(file.server, { pullPageSize: 7, pushBatchSize: 9 });
    const b = await createSyncClient(file.server, { email: 'demo2@example.com' });
    try {
      // B creates 20 contacts and an item; both tablets hold them.
      const shared = Array.from({ length: 20 }, (_, i) =>
        contactArgs({ full_name: `Horizon shared ${String(i).padStart(2, '0')}` }),
      );
      for (const c of shared) await b.engine.mutate('contact.create', c);
      const itemId = uuidv7();
      await b.engine.mutate('flow_item.create', {
        id: itemId,
        name: 'Horizon bed',
        status: 'In-Stock',
        procurement_date: '2026-03-01',
        our_cost: 80,
        category_id: file.categoryId,
        vendor_id: file.vendorId,
        in_stock_units: 10,
      });
      expect((await b.engine.syncNow()).ok).toBe(true);
      expect((await a.engine.syncNow()).ok).toBe(true);
      expect(
        await a.db.contacts
          .where('id')
          .anyOf(shared.map((c) => c.id))
          .count(),
      ).toBe(20);

      // A goes offline and works: 12 creates (2 then edited, 1 then deleted), 5 edits and
      // 3 deletes of shared contacts, an edit of the contact B is about to delete, 4 stock deltas.
      a.setOffline(true);
      const mine = Array.from({ length: 12 }, (_, i) =>
        contactArgs({ full_name: `Horizon mine ${String(i).padStart(2, '0')}` }),
      );
      for (const c of mine) await a.engine.mutate('contact.create', c);
      for (const c of mine.slice(0, 2))
        await a.engine.mutate('contact.update', { id: c.id, job_title: 'Typed offline' });
      await a.engine.mutate('contact.delete', { id: mine[11]!.id });
      for (const c of shared.slice(0, 5))
        await a.engine.mutate('contact.update', { id: c.id, job_title: 'Edited by A' });
      for (const c of shared.slice(5, 8)) await a.engine.mutate('contact.delete', { id: c.id });
      const doomed = shared[19]!;
      await a.engine.mutate('contact.update', { id: doomed.id, job_title: 'Edited on a deleted' });
      for (const delta of [-1, -2, 3, -1])
        await a.engine.mutate('flow_item.update', { id: itemId, in_stock_units_delta: delta });
      const queued = await a.db.outbox.count();
      expect(queued).toBe(12 + 2 + 1 + 5 + 3 + 1 + 4);

      // Meanwhile B deletes four contacts (one of them the one A edits) and moves stock; the
      // server then prunes every tombstone, so A's cursor is past the horizon.
      for (const c of shared.slice(16)) await b.engine.mutate('contact.delete', { id: c.id });
      await b.engine.mutate('contact.update', { id: shared[10]!.id, job_title: 'Edited by B' });
      await b.engine.mutate('flow_item.update', { id: itemId, in_stock_units_delta: 5 });
      expect((await b.engine.syncNow()).ok).toBe(true);
      expect(await pruneTombstones(file.server.db.em.fork(), -1)).toBeGreaterThanOrEqual(4);

      // A comes back. Note what waits in its outbox when it asks for page one again.
      const outboxAtRestart: number[] = [];
      a.setInterceptor(async (path) => {
        if (path.startsWith('/api/sync/pull?cursor=0&'))
          outboxAtRestart.push(await a.db.outbox.count());
        return undefined;
      });
      const from = a.requests.length;
      a.setOffline(false);
      expect(await a.engine.syncNow()).toEqual({ ok: true });
      a.setInterceptor(null);

      const requests = a.requests.slice(from);
      const firstPush = requests.findIndex((r) => r.startsWith('POST /api/sync/push'));
      const lastPush = requests.findLastIndex((r) => r.startsWith('POST /api/sync/push'));
      const restart = requests.findIndex((r) => r.startsWith('GET /api/sync/pull?cursor=0&'));
      expect(firstPush).toBeGreaterThan(-1);
      expect(restart).toBeGreaterThan(lastPush);
      expect(requests.filter((r) => r.startsWith('POST /api/sync/push')).length).toBe(
        Math.ceil(queued / 9),
      );
      // The bootstrap started with nothing left to send, and it was paged.
      expect(outboxAtRestart[0]).toBe(0);
      expect(requests.filter((r) => r.startsWith('GET /api/sync/pull')).length).toBeGreaterThan(3);

      // Every mutation reached the server once; the edit of the deleted contact was refused.
      const state = await a.db.syncState.get(SYNC_STATE_KEY);
      const lane = await a.lane();
      expect(state).toMatchObject({ bootstrapped: 1 });
      expect(lane.lastSeq).toBe(queued);
      const results = await file.sql<{ seq: string; status: string; code: string | null }>(
        'select seq, status, code from sync_mutation_results where client_id = ? order by seq',
        [lane.laneId],
      );
      expect(results.map((r) => Number(r.seq))).toEqual(
        Array.from({ length: queued }, (_, i) => i + 1),
      );
      // Its tombstone is pruned, so the server knows it only as missing: both codes mean "gone".
      const refused = results.filter((r) => r.status !== 'applied');
      expect(refused).toHaveLength(1);
      expect(refused[0]).toMatchObject({ status: 'rejected', code: expect.stringMatching(GONE) });

      // The server holds every change typed on A.
      const server_ = await file.sql<{ id: string; full_name: string; job_title: string | null }>(
        'select id, full_name, job_title from contacts where full_name like ? order by id',
        ['Horizon %'],
      );
      const byId = new Map(server_.map((r) => [r.id, r]));
      for (const c of mine.slice(0, 11)) expect(byId.has(c.id)).toBe(true);
      expect(byId.has(mine[11]!.id)).toBe(false);
      for (const c of mine.slice(0, 2)) expect(byId.get(c.id)?.job_title).toBe('Typed offline');
      for (const c of shared.slice(0, 5)) expect(byId.get(c.id)?.job_title).toBe('Edited by A');
      for (const c of [...shared.slice(5, 8), ...shared.slice(16)])
        expect(byId.has(c.id)).toBe(false);
      expect(byId.get(shared[10]!.id)?.job_title).toBe('Edited by B');
      expect(server_).toHaveLength(11 + 20 - 3 - 4);
      const [item] = await file.sql<{ in_stock_units: number }>(
        'select in_stock_units from flow_items where id = ?',
        [itemId],
      );
      expect(Number(item!.in_stock_units)).toBe(10 - 1 - 2 + 3 - 1 + 5);

      // A shows exactly the server's rows: the pruned deletes are gone from it as well.
      const local = (await a.db.contacts.toArray())
        .filter((c) => String(c.full_name).startsWith('Horizon '))
        .map((c) => ({ id: c.id, full_name: c.full_name, job_title: c.job_title ?? null }))
        .sort((x, y) => x.id.localeCompare(y.id));
      expect(local).toEqual(server_);
      expect((await a.db.flowItems.get(itemId))?.in_stock_units).toBe(14);
      expect(await a.db.outbox.count()).toBe(0);

      // The edit of the deleted contact waits in sync issues, with what was typed.
      const issues = await a.db.syncIssues.toArray();
      expect(issues).toHaveLength(1);
      expect(issues[0]).toMatchObject({
        name: 'contact.update',
        entityId: doomed.id,
        code: expect.stringMatching(GONE),
        args: { id: doomed.id, job_title: 'Edited on a deleted' },
        record: { id: doomed.id, full_name: doomed.full_name },
      });
      // Staff can restore it as a new contact, with the edit, and it reaches the server.
      const restoredId = await a.engine.restoreIssueAsNew(issues[0]!.id!);
      expect(await a.engine.syncNow()).toEqual({ ok: true });
      const [restored] = await file.sql<{ full_name: string; job_title: string }>(
        'select full_name, job_title from contacts where id = ?',
        [restoredId],
      );
      expect(restored).toEqual({ full_name: doomed.full_name, job_title: 'Edited on a deleted' });
    } finally {
      await a.close();
      await b.close();
    }
  });
});
