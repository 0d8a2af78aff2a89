import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { flowMetricsSchema } from '@rentline/sync-protocol/wire';
import { createLookup, insertFlowItemRow } from '../../testing/factories';
import { client, startTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
let api: ReturnType<typeof client>;
beforeAll(async () => {
  server = await startTestServer();
  api = client(server.url, (await server.signIn()).token);
});
afterAll(() => server.close());

const metrics = async (call = api) => {
  const res = await call('GET', '/api/flow/metrics');
  expect(res.status).toBe(200);
  return flowMetricsSchema.parse(res.body);
};

describe('#flow.metrics on an empty inventory', () => {
  it('answers zeros, no average and empty lists', async () => {
    expect(await metrics()).toEqual({
      overall_metrics: {
        total_items: 0,
        in_stock_items: 0,
        on_rent_items: 0,
        total_inventory_value: 0,
        avg_profit_margin: null,
      },
      category_breakdown: [],
      top_vendors: [],
    });
  });
});

/**
 * The fixture, worked by hand (value = our_cost × in_stock_units; margin = (retail − cost) / retail):
 *
 * | item | status       | cost   | retail | units | category  | vendor   | value  | margin   |
 * | i1   | In-Stock     | 100.00 | 200.00 | 3     | Audio     | Sonic    | 300.00 | 50       |
 * | i2   | In-Stock     | 250.50 | 500.00 | 2     | Bedroom   | Restwell | 501.00 | 49.9     |
 * | i3   | On Rent      | 400.00 | 500.00 | 0     | Computers | Sonic    |   0.00 | 20       |
 * | i4   | On Rent      |  80.00 |  null  | 1     | Dining    | Restwell |  80.00 | –        |
 * | i5   | Maintenance  |  60.00 | 100.00 | 4     | Fitness   | Gymco    | 240.00 | 40       |
 * | i6   | In-Stock     |  10.25 |   0.00 | 2     | Audio     | –        |  20.50 | – (no retail price) |
 * | i7   | Out of Order |   5.00 |  12.00 | 1     | Garden    | Gymco    |   5.00 | 58.333…  |
 *
 * Total value 1146.50. Average margin (50 + 49.9 + 20 + 40 + 58.333…) / 5 = 43.6466… → 43.65.
 * Categories by value: Bedroom 501.00, Audio 320.50 (2 items), Fitness 240.00, Dining 80.00,
 * Garden 5.00; Computers (0.00) is sixth and left out; Unused has no items.
 * Vendors: Restwell 581.00, Sonic 300.00, Gymco 245.00 (2 items each); i6 has none.
 */
async function startFixtureStore() {
  const store = await startTestServer();
  const storeApi = client(store.url, (await store.signIn()).token);
  const i4 = await store.db.em.fork().transactional(async (em) => {
    const c: Record<string, number> = {};
    for (const n of ['Audio', 'Bedroom', 'Computers', 'Dining', 'Fitness', 'Garden', 'Unused'])
      c[n] = await createLookup(em, 'categories', n);
    const v: Record<string, number> = {};
    for (const n of ['Sonic', 'Restwell', 'Gymco']) v[n] = await createLookup(em, 'vendors', n);
    const item = (
      status: string,
      our_cost: number,
      retail_price: number | null,
      in_stock_units: number,
      category: string,
      vendor: string | null,
    ) =>
      insertFlowItemRow(em, {
        status,
        our_cost,
        retail_price,
        in_stock_units,
        category_id: c[category],
        vendor_id: vendor ? v[vendor] : null,
      });
    await item('In-Stock', 100, 200, 3, 'Audio', 'Sonic');
    await item('In-Stock', 250.5, 500, 2, 'Bedroom', 'Restwell');
    await item('On Rent', 400, 500, 0, 'Computers', 'Sonic');
    const onRent = await item('On Rent', 80, null, 1, 'Dining', 'Restwell');
    await item('Maintenance', 60, 100, 4, 'Fitness', 'Gymco');
    await item('In-Stock', 10.25, 0, 2, 'Audio', null);
    await item('Out of Order', 5, 12, 1, 'Garden', 'Gymco');
    return onRent;
  });
  return { store, storeApi, i4 };
}

/**
 * Each fixture store is its own: `fixture` is only read, and the test that edits i4 builds one
 * for itself, so that neither the empty store above nor the hand-computed figures depend on the
 * order the tests run in.
 */
describe('#flow.metrics', () => {
  let fixture: Awaited<ReturnType<typeof startFixtureStore>>;
  beforeAll(async () => {
    fixture = await startFixtureStore();
  });
  afterAll(() => fixture?.store.close());

  it('answers every figure of the hand-computed fixture exactly', async () => {
    expect(await metrics(fixture.storeApi)).toEqual({
      overall_metrics: {
        total_items: 7,
        in_stock_items: 3,
        on_rent_items: 2,
        total_inventory_value: 1146.5,
        avg_profit_margin: 43.65,
      },
      category_breakdown: [
        { category_name: 'Bedroom', item_count: 1, category_value: 501 },
        { category_name: 'Audio', item_count: 2, category_value: 320.5 },
        { category_name: 'Fitness', item_count: 1, category_value: 240 },
        { category_name: 'Dining', item_count: 1, category_value: 80 },
        { category_name: 'Garden', item_count: 1, category_value: 5 },
      ],
      top_vendors: [
        { vendor_name: 'Restwell', item_count: 2, vendor_inventory_value: 581 },
        { vendor_name: 'Sonic', item_count: 2, vendor_inventory_value: 300 },
        { vendor_name: 'Gymco', item_count: 2, vendor_inventory_value: 245 },
      ],
    });
  });

  it('follows an edit made through the item route', async () => {
    const { store, storeApi, i4 } = await startFixtureStore();
    onTestFinished(() => store.close());
    // i4: 3 units of 80.00 instead of 1 adds 160.00; it is now In-Stock rather than On Rent.
    const res = await storeApi('PATCH', `/api/flow/items/${i4}`, {
      in_stock_units: 3,
      status: 'In-Stock',
    });
    expect(res.status).toBe(200);
    const after = await metrics(storeApi);
    expect(after.overall_metrics).toMatchObject({
      in_stock_items: 4,
      on_rent_items: 1,
      total_inventory_value: 1306.5,
    });
    expect(after.category_breakdown.find((g) => g.category_name === 'Dining')!.category_value).toBe(
      240,
    );
    expect(after.top_vendors[0]).toEqual({
      vendor_name: 'Restwell',
      item_count: 2,
      vendor_inventory_value: 741,
    });
  });

  it('fails with 401 without a token', async () => {
    expect((await client(server.url)('GET', '/api/flow/metrics')).status).toBe(401);
  });
});
