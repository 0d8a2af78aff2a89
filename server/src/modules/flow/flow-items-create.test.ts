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
const countItems = async () =>
  Number(
    (
      await server.db.em
        .fork()
        .execute<{ n: number }[]>('select count(*)::int as n from flow_items')
    )[0]!.n,
  );
const create = async (overrides: Record<string, unknown> = {}) => {
  const res = await api('POST', '/api/flow/items', { ...valid(), ...overrides });
  expect(res.status).toBe(201);
  return flowItemViewSchema.parse(res.body);
};

describe('#flow.items.create', () => {
  it('creates an item with a server-made id, folding the condition into the description', async () => {
    const item = await create();
    expect(item.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-/);
    expect(item).toMatchObject({
      name: 'QLED TV 55"',
      status: 'In-Stock',
      procurement_date: '2026-02-01',
      our_cost: 420.5,
      retail_price: null,
      in_stock_units: 1,
      category_id: categoryId,
      vendor_id: vendorId,
      category_name: 'Electronics',
      vendor_name: 'Samsung',
      model: 'QN55',
      serial_number: 'SN-55-001',
      description: 'Condition: Like New\n\nWall mount included',
      primary_image: null,
    });
    const listed = await api('GET', '/api/flow/items?search=SN-55-001');
    expect(listed.body.items.map((i: { id: string }) => i.id)).toEqual([item.id]);
  });

  it('ignores an id sent by the caller', async () => {
    const sent = uuidv7();
    const item = await create({ id: sent, serial_number: 'SN-ID' });
    expect(item.id).not.toBe(sent);
  });

  it.each([
    ['the name is missing', { name: '  ' }, 'name', 'Item name is required'],
    ['the status is missing', { status: undefined }, 'status', 'Status is required'],
    ['the status is unknown', { status: 'Sold' }, 'status', 'Status is required'],
    [
      'the procurement date is missing',
      { procurement_date: '' },
      'procurement_date',
      'Procurement date is required',
    ],
    [
      'the procurement date is in the future',
      { procurement_date: '2206-02-01' },
      'procurement_date',
      'Procurement date cannot be in the future',
    ],
    ['the cost is negative', { our_cost: -1 }, 'our_cost', 'Must be a valid positive number'],
    [
      'the cost is not a number',
      { our_cost: 'abc' },
      'our_cost',
      'Must be a valid positive number',
    ],
    ['the category is missing', { category_id: '' }, 'category_id', 'Category is required'],
    ['the vendor is missing', { vendor_id: undefined }, 'vendor_id', 'Vendor is required'],
    ['the category does not exist', { category_id: 999_999 }, 'category_id', 'Category not found'],
    ['the vendor does not exist', { vendor_id: 999_999 }, 'vendor_id', 'Vendor not found'],
  ])('fails with 400 when %s, and writes nothing', async (_label, change, field, message) => {
    const before = await countItems();
    const res = await api('POST', '/api/flow/items', { ...valid(), ...change });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
    expect(res.body.fields[field]).toBe(message);
    expect(await countItems()).toBe(before);
  });
});
