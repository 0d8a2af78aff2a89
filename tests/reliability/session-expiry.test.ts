/**
 * Session expiry with 200 changes waiting (reliability issue, item 7). A tablet with its engine
 * running on real timers (short interval and backoff) queues 200 changes offline; when it comes
 * back its token has expired. The engine pauses on the first 401 instead of retrying in a loop,
 * local work goes on, a different employee signing in on the tablet does not send the changes
 * and is told they wait, while their own change reaches the server at once (one lane per
 * employee), and after the same employee signs in again every change (the 200 and those typed
 * meanwhile) reaches the server exactly once.
 */
import 'fake-indexeddb/auto';
import jwt from 'jsonwebtoken';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { contactArgs } from '../../client/src/sync/testing/factories';
import { createSyncClient } from '../sync/testing/sync-client';
import { seeded } from './support/fault-proxy';
import { useItemServer } from './support/server';

const INTERVAL_MS = 200;
const file = useItemServer('Sofas');
// Wall time: the engine runs against a real server; a sleep of many intervals shows it does not retry.
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function until(check: () => Promise<boolean>, timeoutMs: number, what: string) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting until ${what}`);
    await sleep(50);
  }
}

/** The same claims the server signed, with a lifetime that ended an hour ago. */
function expired(token: string): string {
  const claims = jwt.decode(token) as Record<string, unknown>;
  const now = Math.floor(Date.now() / 1000);
  return jwt.sign({ ...claims, iat: now - 7200, exp: now - 3600 }, file.server.secrets.jwtSecret);
}

describe('#session expiry: 200 changes wait through an expired token', () => {
  it('pauses without a 401 loop, keeps local work, refuses another employee, then sends all once', async () => {
    let unauthorized = 0;
    const tablet = await createSyncClient(file.server, {
      pushBatchSize: 40,
      intervalMs: INTERVAL_MS,
      debounceMs: 20,
      maxBackoffMs: 400,
      random: seeded(11),
      onUnauthorized: () => unauthorized++,
    });
    try {
      expect((await tablet.engine.syncNow()).ok).toBe(true);
      tablet.engine.start();

      // 200 changes queued offline: 150 contacts, 30 edits, 10 deletes, an item and 9 stock deltas.
      tablet.setOffline(true);
      const contacts = Array.from({ length: 150 }, (_, i) =>
        contactArgs({ full_name: `Expiry ${String(i).padStart(3, '0')}` }),
      );
      for (const c of contacts) await tablet.engine.mutate('contact.create', c);
      for (const c of contacts.slice(0, 30))
        await tablet.engine.mutate('contact.update', { id: c.id, job_title: 'Expiry lead' });
      for (const c of contacts.slice(140))
        await tablet.engine.mutate('contact.delete', { id: c.id });
      const itemId = uuidv7();
      await tablet.engine.mutate('flow_item.create', {
        id: itemId,
        name: 'Expiry sofa',
        status: 'In-Stock',
        procurement_date: '2026-02-01',
        our_cost: 100,
        category_id: file.categoryId,
        vendor_id: file.vendorId,
        in_stock_units: 3,
      });
      for (let i = 0; i < 9; i++)
        await tablet.engine.mutate('flow_item.update', { id: itemId, in_stock_units_delta: 1 });
      expect(await tablet.db.outbox.count()).toBe(200);

      // Signal returns, but the session has expired meanwhile.
      tablet.setToken(expired(tablet.token()));
      const before = tablet.requests.length;
      tablet.setOffline(false);
      await until(async () => unauthorized > 0, 5_000, 'the engine meets the 401');
      // Many intervals and backoff periods pass: the engine stays paused, it does not retry.
      await sleep(15 * INTERVAL_MS);
      expect(tablet.requests.length - before).toBe(1);
      expect(unauthorized).toBe(1);
      expect(tablet.engine.getStatus()).toMatchObject({ state: 'paused', pending: 200 });
      expect(await file.sql('select 1 from contacts where full_name like ?', ['Expiry %'])).toEqual(
        [],
      );

      // Local work goes on while paused, and still sends nothing.
      const meanwhile = Array.from({ length: 5 }, (_, i) =>
        contactArgs({ full_name: `Expiry meanwhile ${i}` }),
      );
      for (const c of meanwhile) await tablet.engine.mutate('contact.create', c);
      await tablet.engine.mutate('contact.update', { id: contacts[100]!.id, job_title: 'Paused' });
      await sleep(5 * INTERVAL_MS);
      expect(tablet.requests.length - before).toBe(1);
      expect(await tablet.db.outbox.count()).toBe(206);
      expect((await tablet.db.contacts.get(meanwhile[0]!.id))?.full_name).toBe(
        'Expiry meanwhile 0',
      );

      // Another employee signs in on the tablet: the app restarts the engine; her own change
      // reaches the server within one sync, none of Jordan's is sent, and she is told they wait.
      const casey = await tablet.signInAs('demo2@example.com');
      const caseyFrom = tablet.requests.length;
      tablet.engine.start();
      const hers = contactArgs({ full_name: 'Casey on the shared tablet' });
      await tablet.engine.mutate('contact.create', hers);
      await until(
        async () => (await file.sql('select 1 from contacts where id = ?', [hers.id])).length === 1,
        5_000,
        "Casey's contact reaches the server",
      );
      await until(
        async () => tablet.engine.getStatus().pending === 0,
        5_000,
        'her change is acknowledged',
      );
      // The count reaches 0 once the push is answered; the same cycle then pulls.
      await tablet.engine.idle();
      expect(tablet.engine.getStatus().waiting).toEqual([
        { employeeId: tablet.employee.id, name: 'Jordan Avery', count: 206 },
      ]);
      expect(casey.employee.id).not.toBe(tablet.employee.id);
      const caseyRequests = tablet.requests.slice(caseyFrom);
      expect(caseyRequests.some((r) => r.startsWith('GET /api/sync/pull'))).toBe(true);
      expect(await file.sql('select 1 from contacts where full_name like ?', ['Expiry %'])).toEqual(
        [],
      );
      expect(unauthorized).toBe(1);

      // Jordan signs in again: everything drains, once.
      await tablet.signInAs('demo@example.com');
      tablet.engine.start();
      await until(async () => (await tablet.db.outbox.count()) === 0, 15_000, 'the outbox drains');
      await until(
        async () => tablet.engine.getStatus().waiting.length === 0,
        5_000,
        'the status clears',
      );

      const lane = await tablet.db.lanes.get(tablet.employee.id);
      expect(lane!.lastSeq).toBe(206);
      const results = await file.sql<{ seq: string; status: string }>(
        'select seq, status from sync_mutation_results where client_id = ? order by seq',
        [lane!.laneId],
      );
      expect(results.map((r) => Number(r.seq))).toEqual(
        Array.from({ length: 206 }, (_, i) => i + 1),
      );
      expect(results.every((r) => r.status === 'applied')).toBe(true);
      const [client] = await file.sql<{ last_seq: string; employee_id: number }>(
        'select last_seq, employee_id from sync_clients where client_id = ?',
        [lane!.laneId],
      );
      expect(Number(client!.last_seq)).toBe(206);
      expect(client!.employee_id).toBe(tablet.employee.id);

      const rows = await file.sql<{ id: string; full_name: string; job_title: string | null }>(
        'select id, full_name, job_title from contacts where full_name like ? order by full_name',
        ['Expiry %'],
      );
      expect(rows).toHaveLength(140 + 5);
      expect(rows.filter((r) => r.job_title === 'Expiry lead')).toHaveLength(30);
      expect(rows.find((r) => r.id === contacts[100]!.id)?.job_title).toBe('Paused');
      const [item] = await file.sql<{ in_stock_units: number }>(
        'select in_stock_units from flow_items where id = ?',
        [itemId],
      );
      expect(Number(item!.in_stock_units)).toBe(3 + 9);
      expect(await tablet.db.syncIssues.count()).toBe(0);
      // The tablet shows what the server has.
      const local = await tablet.db.contacts.toArray();
      expect(
        local
          .filter((c) => String(c.full_name).startsWith('Expiry '))
          .map((c) => c.id)
          .sort(),
      ).toEqual(rows.map((r) => r.id).sort());
      expect(unauthorized).toBe(1);
    } finally {
      await tablet.close();
    }
  });
});
