import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { v7 as uuidv7 } from 'uuid';
import { flowItemViewSchema } from '@rentline/sync-protocol/wire';
import {
  startFlowItemFixture,
  validItem,
  type FlowItemFixture,
} from '../../testing/flow-item-fixture';
import type { TestServer } from '../../testing/test-server';

let fx: FlowItemFixture;
let server: TestServer;
let api: FlowItemFixture['api'];
let categoryId: number;
let vendorId: number;
beforeAll(async () => {
  fx = await startFlowItemFixture();
  ({ server, api, categoryId, vendorId } = fx);
});
afterAll(() => server.close());

const valid = () => validItem(fx);
const create = async (overrides: Record<string, unknown> = {}) => {
  const res = await api('POST', '/api/flow/items', { ...valid(), ...overrides });
  expect(res.status).toBe(201);
  return flowItemViewSchema.parse(res.body);
};

describe('#flow.items.update', () => {
  it('changes only the fields sent and answers the item with a new version and profit', async () => {
    const item = await create({ serial_number: 'SN-UPD' });
    const res = await api('PATCH', `/api/flow/items/${item.id}`, {
      name: 'QLED TV 55" (demo)',
      status: 'On Rent',
      retail_price: '700',
      in_stock_units: 0,
    });
    expect(res.status).toBe(200);
    const updated = flowItemViewSchema.parse(res.body);
    expect(updated).toMatchObject({
      id: item.id,
      name: 'QLED TV 55" (demo)',
      status: 'On Rent',
      retail_price: 700,
      in_stock_units: 0,
      our_cost: 420.5,
      model: 'QN55',
      category_name: 'Electronics',
      profit_amount: 279.5,
      profit_margin_percent: 39.93,
    });
    expect(updated.version).toBeGreaterThan(item.version);
  });

  it('fails with 400 on a malformed category or vendor id and changes nothing', async () => {
    const item = await create();
    for (const body of [{ category_id: 'abc' }, { vendor_id: -3 }]) {
      const res = await api('PATCH', `/api/flow/items/${item.id}`, body);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('Must be a valid id');
    }
    const after = await api(
      'GET',
      `/api/flow/items?search=${encodeURIComponent(item.serial_number!)}&status=all`,
    );
    expect(after.body.items[0]).toMatchObject({
      category_id: categoryId,
      vendor_id: vendorId,
      version: item.version,
    });
  });

  it('clears the category with null or "none"', async () => {
    const item = await create({ serial_number: 'SN-CLR' });
    const res = await api('PATCH', `/api/flow/items/${item.id}`, {
      category_id: 'none',
      vendor_id: null,
    });
    expect(res.body).toMatchObject({
      category_id: null,
      category_name: null,
      vendor_id: null,
      vendor_name: null,
    });
  });

  it.each([
    ['the name is blank', { name: '' }, 'name', 'Name is required'],
    ['the cost is negative', { our_cost: -5 }, 'our_cost', 'Cost must be positive'],
    [
      'the retail price is negative',
      { retail_price: '-1' },
      'retail_price',
      'Retail price must be positive',
    ],
    [
      'the units are negative',
      { in_stock_units: -1 },
      'in_stock_units',
      'Units must be non-negative',
    ],
    [
      'the units are fractional',
      { in_stock_units: 1.5 },
      'in_stock_units',
      'Units must be non-negative',
    ],
    [
      'the status is not In-Stock or On Rent',
      { status: 'Maintenance' },
      'status',
      'Status is required',
    ],
    ['the category does not exist', { category_id: 999_999 }, 'category_id', 'Category not found'],
  ])('fails with 400 when %s, and changes nothing', async (label, change, field, message) => {
    const item = await create({ serial_number: `SN-BAD-${label}` });
    const res = await api('PATCH', `/api/flow/items/${item.id}`, { our_cost: 1, ...change });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
    expect(res.body.fields[field]).toBe(message);
    const [row] = await server.db.em
      .fork()
      .execute<{ version: string; our_cost: string }[]>(
        'select version, our_cost from flow_items where id = ?',
        [item.id],
      );
    expect(Number(row!.version)).toBe(item.version);
    expect(Number(row!.our_cost)).toBe(420.5);
  });

  it('fails with 400 on a malformed id and 404 on an unknown one', async () => {
    expect((await api('PATCH', '/api/flow/items/not-a-uuid', { name: 'x' })).status).toBe(400);
    const unknown = await api('PATCH', `/api/flow/items/${uuidv7()}`, { name: 'x' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('Item not found');
  });
});

describe('#flow.items.delete', () => {
  it('deletes, then the item is gone: 410 on a second delete or an edit, absent from the list', async () => {
    const item = await create({ serial_number: 'SN-DEL' });
    const res = await api('DELETE', `/api/flow/items/${item.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect((await api('GET', '/api/flow/items?search=SN-DEL')).body.total_count).toBe(0);
    for (const again of [
      await api('DELETE', `/api/flow/items/${item.id}`),
      await api('PATCH', `/api/flow/items/${item.id}`, { name: 'x' }),
    ]) {
      expect(again.status).toBe(410);
      expect(again.body.error).toBe('This record was deleted on the server');
    }
  });

  it('fails with 404 { error } on an unknown id and 400 on a malformed one', async () => {
    const res = await api('DELETE', `/api/flow/items/${uuidv7()}`);
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('Item not found');
    expect((await api('DELETE', '/api/flow/items/42')).status).toBe(400);
  });
});
