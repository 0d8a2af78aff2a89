import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { v7 as uuidv7 } from 'uuid';
import { createLookup } from '../../testing/factories';
import { client, startTestServer, syncDevice, type TestServer } from '../../testing/test-server';

/**
 * Issue 49, hardening: a serial-numbered item is one unit. It counts 1 in stock while In Stock
 * (or Returned) and 0 otherwise, through REST and sync push alike; bulk stock keeps its count.
 */
let server: TestServer;
let api: ReturnType<typeof client>;
let categoryId: number;
let vendorId: number;
beforeAll(async () => {
  server = await startTestServer();
  api = client(server.url, (await server.signIn()).token);
  await server.db.em.fork().transactional(async (em) => {
    categoryId = await createLookup(em, 'categories', 'Televisions');
    vendorId = await createLookup(em, 'vendors', 'Sony');
  });
});
afterAll(() => server.close());

let serials = 0;
/** A new item through the API: a serial unit unless `serial_number: null`. */
async function newItem(overrides: Record<string, unknown> = {}) {
  const res = await api('POST', '/api/flow/items', {
    name: 'Bravia 65',
    status: 'In-Stock',
    procurement_date: '2026-03-01',
    our_cost: 900,
    category_id: categoryId,
    vendor_id: vendorId,
    serial_number: `BR-${++serials}`,
    ...overrides,
  });
  expect(res.status).toBe(201);
  return res.body as { id: string; serial_number: string | null; in_stock_units: number };
}
const row = async (id: string) =>
  (
    await server.db.em
      .fork()
      .execute<{ status: string; n: number; version: string }[]>(
        'select status, in_stock_units as n, version from flow_items where id = ?',
        [id],
      )
  )[0]!;
const inStock = (serial: string) =>
  `Bravia 65 (serial ${serial}) is a single serial-numbered unit: while In Stock it counts 1 unit in stock`;
const onRent = (serial: string) =>
  `Bravia 65 (serial ${serial}) is a single serial-numbered unit: while On Rent it counts 0 units in stock`;

describe('#flow.items.update of a serial unit', () => {
  it('fails with 400 naming the unit when a count other than its status gives is sent', async () => {
    const unit = await newItem();
    const rented = await newItem({ status: 'On Rent' });
    for (const [item, body, message] of [
      [unit, { in_stock_units: 7 }, inStock(unit.serial_number!)],
      [unit, { in_stock_units: 0 }, inStock(unit.serial_number!)],
      [rented, { in_stock_units: 7 }, onRent(rented.serial_number!)],
      [rented, { in_stock_units: 1 }, onRent(rented.serial_number!)],
      [unit, { status: 'On Rent', in_stock_units: 1 }, onRent(unit.serial_number!)],
    ] as const) {
      const before = await row(item.id);
      const res = await api('PATCH', `/api/flow/items/${item.id}`, body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: message, fields: { in_stock_units: message } });
      expect(await row(item.id)).toEqual(before);
    }
  });

  it('moves the count with the status, and takes the count its status gives', async () => {
    const unit = await newItem();
    expect(unit.in_stock_units).toBe(1);
    const rented = await api('PATCH', `/api/flow/items/${unit.id}`, { status: 'On Rent' });
    expect(rented.status).toBe(200);
    expect(rented.body).toMatchObject({ status: 'On Rent', in_stock_units: 0 });
    const back = await api('PATCH', `/api/flow/items/${unit.id}`, {
      status: 'In-Stock',
      in_stock_units: 1,
    });
    expect(back.body).toMatchObject({ status: 'In-Stock', in_stock_units: 1 });
  });

  it('fails with 400 when a new serial unit is given another count, and counts 0 for one On Rent', async () => {
    const res = await api('POST', '/api/flow/items', {
      name: 'Bravia 65',
      status: 'In-Stock',
      procurement_date: '2026-03-01',
      our_cost: 900,
      category_id: categoryId,
      vendor_id: vendorId,
      serial_number: 'BR-MANY',
      in_stock_units: 3,
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ in_stock_units: inStock('BR-MANY') });
    expect((await newItem({ status: 'On Rent' })).in_stock_units).toBe(0);
  });

  it('refuses a serial number on bulk stock of several units unless its count becomes one', async () => {
    const bulk = await newItem({ serial_number: null, in_stock_units: 7 });
    const res = await api('PATCH', `/api/flow/items/${bulk.id}`, { serial_number: 'BR-BULK' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(inStock('BR-BULK'));
    const one = await api('PATCH', `/api/flow/items/${bulk.id}`, {
      serial_number: 'BR-BULK',
      in_stock_units: 1,
    });
    expect(one.body).toMatchObject({ serial_number: 'BR-BULK', in_stock_units: 1 });
  });

  it('keeps bulk stock counted: any count is taken', async () => {
    const bulk = await newItem({ serial_number: null, in_stock_units: 2 });
    const res = await api('PATCH', `/api/flow/items/${bulk.id}`, {
      status: 'On Rent',
      in_stock_units: 7,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'On Rent', in_stock_units: 7 });
  });
});

type Result = { status: string; code?: string; field?: string; error?: string };

describe('#flow_item.update pushed for a serial unit', () => {
  it('rejects a stock delta on an On Rent unit, naming it, set-wise and one by one', async () => {
    const unit = await newItem({ status: 'On Rent' });
    const d = syncDevice(api);
    const res = await d.push([
      d.m('flow_item.update', { id: unit.id, in_stock_units_delta: 5 }),
      d.m('flow_item.update', { id: unit.id, in_stock_units_delta: 5 }),
      // A status change is applied alone (flow-items.batch.ts): the one-by-one applier.
      d.m('flow_item.update', { id: unit.id, status: 'In-Stock', in_stock_units_delta: 5 }),
      d.m('flow_item.update', { id: unit.id, name: 'Bravia 65' }),
    ]);
    const message = onRent(unit.serial_number!);
    expect(res.body.results as Result[]).toEqual([
      expect.objectContaining({
        status: 'rejected',
        code: 'invalid',
        field: 'in_stock_units',
        error: message,
      }),
      expect.objectContaining({ status: 'rejected', error: message }),
      expect.objectContaining({ status: 'rejected', error: inStock(unit.serial_number!) }),
      expect.objectContaining({ status: 'applied' }),
    ]);
    expect(await row(unit.id)).toMatchObject({ status: 'On Rent', n: 0 });
  });

  it('applies a status change with the delta it takes, or without one (the count follows)', async () => {
    const first = await newItem();
    const second = await newItem();
    const d = syncDevice(api);
    const res = await d.push([
      d.m('flow_item.update', { id: first.id, status: 'On Rent', in_stock_units_delta: -1 }),
      d.m('flow_item.update', { id: second.id, status: 'On Rent' }),
    ]);
    expect((res.body.results as Result[]).map((r) => r.status)).toEqual(['applied', 'applied']);
    expect(await row(first.id)).toMatchObject({ status: 'On Rent', n: 0 });
    expect(await row(second.id)).toMatchObject({ status: 'On Rent', n: 0 });
  });

  it('rejects a pushed new serial unit with several units', async () => {
    const d = syncDevice(api);
    const res = await d.push([
      d.m('flow_item.create', {
        id: uuidv7(),
        name: 'Bravia 65',
        status: 'In-Stock',
        procurement_date: '2026-03-01',
        our_cost: 900,
        category_id: categoryId,
        vendor_id: vendorId,
        serial_number: 'BR-PUSHED',
        in_stock_units: 4,
      }),
    ]);
    expect(res.body.results[0]).toMatchObject({ status: 'rejected', error: inStock('BR-PUSHED') });
  });

  it('merges the deltas of bulk stock', async () => {
    const bulk = await newItem({ serial_number: null, in_stock_units: 0 });
    const d = syncDevice(api);
    const res = await d.push([
      d.m('flow_item.update', { id: bulk.id, in_stock_units_delta: 5 }),
      d.m('flow_item.update', { id: bulk.id, in_stock_units_delta: 5 }),
    ]);
    expect((res.body.results as Result[]).map((r) => r.status)).toEqual(['applied', 'applied']);
    expect((await row(bulk.id)).n).toBe(10);
  });
});
