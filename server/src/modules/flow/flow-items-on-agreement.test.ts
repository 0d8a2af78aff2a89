import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unitHistoryResponseSchema } from '@rentline/sync-protocol/wire';
import type { EntityManager } from '@mikro-orm/sql';
import {
  insertAgreement,
  insertCustomerWithContact,
  insertFlowItem,
} from '../../testing/pulse-factories';
import { client, startTestServer, syncDevice, type TestServer } from '../../testing/test-server';

/**
 * Issue 21, point 1: a unit on a pending, active or suspended agreement cannot be deleted, nor
 * (a serialised one) have its status changed by hand, and each unit shows the agreements it has
 * been on.
 */
let server: TestServer;
let api: ReturnType<typeof client>;
beforeAll(async () => {
  server = await startTestServer();
  api = client(server.url, (await server.signIn()).token);
});
afterAll(() => server.close());

let n = 0;
/** An item on an agreement of the given status (a serialised unit when `unit` gives a serial). */
async function unitOn(
  status: string,
  unit: { serial_number?: string; status?: string; in_stock_units?: number } = {},
) {
  return server.db.em.fork().transactional(async (em: EntityManager) => {
    n++;
    const customer = await insertCustomerWithContact(em, `Lessee ${n}`);
    const number = `AGR-2026-${String(900 + n).padStart(5, '0')}`;
    const agreement = await insertAgreement(em, {
      customer_id: customer,
      custom_agreement_id: number,
      agreement_status: status,
      total_cost: 1200,
      activated_on: '2026-10-01',
    });
    const item = await insertFlowItem(em, { name: `Sofa ${n}`, status: 'On Rent', ...unit });
    await em.execute(
      'insert into agreement_items (agreement_id, flow_item_id, item_name) values (?, ?, ?)',
      [agreement, item, `Sofa ${n}`],
    );
    return { item, number, agreement };
  });
}
const exists = async (id: string) =>
  (await server.db.em.fork().execute('select 1 from flow_items where id = ?', [id])).length > 0;
const statusOf = async (id: string) =>
  String(
    (await server.db.em.fork().execute('select status from flow_items where id = ?', [id]))[0]!
      .status,
  );

describe('#flow.items.delete of a unit on an agreement', () => {
  it.each(['Active', 'Pending Progress', 'Suspended'])(
    'refuses with 409 naming the %s agreement, and keeps the item',
    async (status) => {
      const { item, number } = await unitOn(status);
      const res = await api('DELETE', `/api/flow/items/${item}`);
      expect(res.status).toBe(409);
      expect(res.body.error).toBe(
        `This item is on agreement ${number} (${status}) and cannot be deleted`,
      );
      expect(await exists(item)).toBe(true);
    },
  );

  it('deletes a unit whose agreement is completed or cancelled', async () => {
    for (const status of ['Completed', 'Cancelled']) {
      const { item } = await unitOn(status);
      expect((await api('DELETE', `/api/flow/items/${item}`)).status).toBe(200);
      expect(await exists(item)).toBe(false);
    }
  });

  it('rejects a pushed delete of a unit on an agreement, saying which, and applies the rest', async () => {
    const held = await unitOn('Active');
    const free = await unitOn('Completed');
    const d = syncDevice(api);
    const res = await d.push([
      d.m('flow_item.delete', { id: held.item }),
      d.m('flow_item.delete', { id: free.item }),
    ]);
    expect(res.body.results).toMatchObject([
      {
        status: 'rejected',
        code: 'conflict',
        error: `This item is on agreement ${held.number} (Active) and cannot be deleted`,
      },
      { status: 'applied' },
    ]);
    expect(await exists(held.item)).toBe(true);
    expect(await exists(free.item)).toBe(false);
  });
});

describe('#flow.items.update of a unit on an agreement', () => {
  it.each([
    ['Pending Progress', 'Reserved', 'In-Stock'],
    ['Active', 'On Rent', 'In-Stock'],
    ['Suspended', 'On Rent', 'In-Stock'],
    ['Pending Progress', 'Reserved', 'On Rent'],
  ])(
    'refuses with 409 to move a serialised unit on a %s agreement from %s to %s, naming the agreement',
    async (agreementStatus, unitStatus, next) => {
      const { item, number } = await unitOn(agreementStatus, {
        serial_number: `SER-${agreementStatus}-${next}`,
        status: unitStatus,
      });
      const res = await api('PATCH', `/api/flow/items/${item}`, { status: next, name: 'Renamed' });
      expect(res.status).toBe(409);
      const message = `This item is on agreement ${number} (${agreementStatus}); its status follows the agreement and cannot be changed by hand`;
      expect(res.body.error).toBe(message);
      expect(await statusOf(item)).toBe(unitStatus);
    },
  );

  it('edits a held unit when its status is sent unchanged, and frees the status once the agreement ends', async () => {
    const { item } = await unitOn('Active', { serial_number: 'SER-SAME-1', status: 'On Rent' });
    const same = await api('PATCH', `/api/flow/items/${item}`, {
      status: 'On Rent',
      retail_price: 999,
    });
    expect(same.status).toBe(200);
    expect(same.body).toMatchObject({ status: 'On Rent', retail_price: 999 });
    for (const ended of ['Completed', 'Cancelled']) {
      const free = await unitOn(ended, { serial_number: `SER-${ended}`, status: 'On Rent' });
      const res = await api('PATCH', `/api/flow/items/${free.item}`, { status: 'In-Stock' });
      expect(res.status).toBe(200);
      expect(await statusOf(free.item)).toBe('In-Stock');
    }
  });

  it('leaves the status of bulk stock (no serial number) free: the agreement took one of its units', async () => {
    const { item } = await unitOn('Active', { status: 'In-Stock', in_stock_units: 5 });
    const res = await api('PATCH', `/api/flow/items/${item}`, { status: 'On Rent' });
    expect(res.status).toBe(200);
    expect(await statusOf(item)).toBe('On Rent');
  });

  it('rejects a pushed status change of a held unit, saying which agreement, and applies the rest', async () => {
    const held = await unitOn('Active', { serial_number: 'SER-PUSH-1', status: 'On Rent' });
    const free = await unitOn('Completed', { serial_number: 'SER-PUSH-2', status: 'On Rent' });
    const d = syncDevice(api);
    const res = await d.push([
      d.m('flow_item.update', { id: held.item, name: 'Renamed sofa' }),
      d.m('flow_item.update', { id: held.item, status: 'In-Stock' }),
      d.m('flow_item.update', { id: free.item, status: 'In-Stock' }),
      d.m('flow_item.update', { id: held.item, status: 'On Rent', model: 'SF-1' }),
    ]);
    expect(res.body.results).toMatchObject([
      { status: 'applied' },
      {
        status: 'rejected',
        code: 'conflict',
        error: `This item is on agreement ${held.number} (Active); its status follows the agreement and cannot be changed by hand`,
      },
      { status: 'applied' },
      { status: 'applied' },
    ]);
    expect(await statusOf(held.item)).toBe('On Rent');
    expect(await statusOf(free.item)).toBe('In-Stock');
    const [row] = await server.db.em
      .fork()
      .execute('select name, model from flow_items where id = ?', [held.item]);
    expect(row).toMatchObject({ name: 'Renamed sofa', model: 'SF-1' });
  });
});

describe('#flow.items.history', () => {
  it('lists the agreements a unit has been on, newest first, with the customer and condition', async () => {
    const { item, number, agreement } = await unitOn('Completed');
    const later = await server.db.em.fork().transactional(async (em: EntityManager) => {
      const customer = await insertCustomerWithContact(em, 'Second Lessee');
      const id = await insertAgreement(em, {
        customer_id: customer,
        custom_agreement_id: 'AGR-2026-00999',
        agreement_status: 'Active',
        total_cost: 900,
        activated_on: '2026-11-01',
      });
      await em.execute(
        `insert into agreement_items (agreement_id, flow_item_id, item_name, item_condition, item_status)
         values (?, ?, 'Sofa', 'Good', 'In-Stock')`,
        [id, item],
      );
      return id;
    });
    const res = await api('GET', `/api/flow/items/${item}/history`);
    expect(res.status).toBe(200);
    const { agreements } = unitHistoryResponseSchema.parse(res.body);
    expect(agreements).toMatchObject([
      {
        agreement_id: later,
        custom_agreement_id: 'AGR-2026-00999',
        agreement_status: 'Active',
        customer_name: 'Second Lessee',
        item_condition: 'Good',
        item_status: 'In-Stock',
      },
      { agreement_id: agreement, custom_agreement_id: number, agreement_status: 'Completed' },
    ]);
    expect(agreements[0]!.activation_date! > agreements[1]!.activation_date!).toBe(true);
  });

  it('answers an empty history for a unit never rented, 404 for an unknown one, 400 for a bad id', async () => {
    const fresh = await server.db.em
      .fork()
      .transactional((em: EntityManager) => insertFlowItem(em, { name: 'New desk' }));
    expect((await api('GET', `/api/flow/items/${fresh}/history`)).body).toEqual({ agreements: [] });
    expect(
      (await api('GET', '/api/flow/items/0190a6e2-7a3b-7c4d-8e5f-123456789abc/history')).status,
    ).toBe(404);
    expect((await api('GET', '/api/flow/items/nope/history')).status).toBe(400);
  });
});
