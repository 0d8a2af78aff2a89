/**
 * A simulated tablet syncs 30 queued changes through a proxy that drops answers, duplicates
 * requests, delivers a batch late, or resets connections at random. Whatever the network does,
 * every mutation has exactly one effect on the server (stock deltas would double-count
 * otherwise), the server's `last_seq` equals the tablet's, the outbox ends empty and nothing is
 * parked or duplicated.
 */
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { v7 as uuidv7 } from 'uuid';
import { contactArgs } from '../../client/src/sync/testing/factories';
import { createLookup } from '../../server/src/testing/factories';
import { createSyncClient } from '../sync/testing/sync-client';
import { type FaultMode, type FaultProxy, startFaultProxy } from './support/fault-proxy';
import { startReliabilityServer, type ReliabilityServer } from './support/server';

const SEED = Number(process.env.FAULT_SEED ?? 7);
let server: ReliabilityServer;
let proxy: FaultProxy;
let categoryId: number;
let vendorId: number;

beforeAll(async () => {
  server = await startReliabilityServer();
  proxy = await startFaultProxy(server.url, SEED);
  await server.db.em.fork().transactional(async (em) => {
    categoryId = await createLookup(em, 'categories', 'Lamps');
    vendorId = await createLookup(em, 'vendors', 'Acme');
  });
});
afterAll(async () => {
  await proxy?.close();
  await server?.close();
});

const sql = async <T>(text: string, params: unknown[] = []) =>
  server.db.em.fork().execute<T[]>(text, params);

describe('#fault proxy: one effect per mutation, whatever the network does', () => {
  it.each<FaultMode>(['drop-response', 'duplicate', 'reorder', 'reset'])(
    'with %s',
    async (mode) => {
      const tablet = await createSyncClient(server, {
        pushBatchSize: 7,
        fetch: (input, init) => fetch(String(input).replace(server.url, proxy.url), init),
      });
      try {
        expect((await tablet.engine.syncNow()).ok).toBe(true); // bootstrap on a clean network
        // 30 changes queued offline: 20 contacts, 4 edits, 2 deletes, an item and 3 stock deltas.
        tablet.setOffline(true);
        const tag = `Fault ${mode}`;
        const contacts = Array.from({ length: 20 }, (_, i) =>
          contactArgs({ full_name: `${tag} ${i}` }),
        );
        for (const c of contacts) await tablet.engine.mutate('contact.create', c);
        for (const c of contacts.slice(0, 4))
          await tablet.engine.mutate('contact.update', { id: c.id, job_title: `${tag} lead` });
        for (const c of contacts.slice(18))
          await tablet.engine.mutate('contact.delete', { id: c.id });
        const itemId = uuidv7();
        await tablet.engine.mutate('flow_item.create', {
          id: itemId,
          name: `${tag} lamp`,
          status: 'In-Stock',
          procurement_date: '2026-01-05',
          our_cost: 10,
          category_id: categoryId,
          vendor_id: vendorId,
          in_stock_units: 1,
        });
        for (let i = 0; i < 3; i++)
          await tablet.engine.mutate('flow_item.update', { id: itemId, in_stock_units_delta: 2 });
        expect(await tablet.db.outbox.count()).toBe(30);
        tablet.setOffline(false);

        proxy.setMode(mode);
        let cycles = 0;
        while ((await tablet.db.outbox.count()) > 0 && cycles < 40) {
          await tablet.engine.syncNow();
          cycles++;
        }
        await proxy.releaseHeld(); // a batch still in flight arrives last
        proxy.setMode('none');
        expect((await tablet.engine.syncNow()).ok).toBe(true);

        const lane = await tablet.lane();
        const clientId = lane.laneId;
        expect(await tablet.db.outbox.count()).toBe(0);
        expect(await tablet.db.syncIssues.count()).toBe(0);
        expect(lane.lastSeq).toBe(30);

        const [client] = await sql<{ last_seq: string }>(
          'select last_seq from sync_clients where client_id = ?',
          [clientId],
        );
        expect(Number(client!.last_seq)).toBe(lane.lastSeq);
        const results = await sql<{ seq: string; status: string }>(
          'select seq, status from sync_mutation_results where client_id = ? order by seq',
          [clientId],
        );
        expect(results.map((r) => Number(r.seq))).toEqual(
          Array.from({ length: 30 }, (_, i) => i + 1),
        );
        expect(results.every((r) => r.status === 'applied')).toBe(true);

        const rows = await sql<{ full_name: string; job_title: string | null }>(
          'select full_name, job_title from contacts where full_name like ? order by full_name',
          [`${tag} %`],
        );
        expect(rows).toHaveLength(18);
        expect(rows.filter((r) => r.job_title === `${tag} lead`)).toHaveLength(4);
        const [item] = await sql<{ in_stock_units: number }>(
          'select in_stock_units from flow_items where id = ?',
          [itemId],
        );
        expect(Number(item!.in_stock_units)).toBe(1 + 3 * 2); // each delta counted once
        expect(await sql('select 1 from sync_conflicts where client_id = ?', [clientId])).toEqual(
          [],
        );
        // The tablet shows the same as the server.
        expect(
          await tablet.db.contacts
            .where('id')
            .anyOf(contacts.map((c) => c.id))
            .count(),
        ).toBe(18);
        expect((await tablet.db.flowItems.get(itemId))?.in_stock_units).toBe(7);
      } finally {
        await tablet.close();
      }
    },
  );

  it('the proxy really misbehaved', () => {
    expect(proxy.stats).toMatchObject({
      dropped: expect.any(Number),
      duplicated: expect.any(Number),
    });
    expect(proxy.stats.dropped).toBeGreaterThan(0);
    expect(proxy.stats.duplicated).toBeGreaterThan(0);
    expect(proxy.stats.reset).toBeGreaterThan(0);
    expect(proxy.stats.heldReplayed).toBe(1);
  });
});
