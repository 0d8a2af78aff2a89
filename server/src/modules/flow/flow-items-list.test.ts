import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flowItemListResponseSchema } from '@rentline/sync-protocol/wire';
import { createLookup, insertFlowItemRow } from '../../testing/factories';
import { client, startTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
let api: ReturnType<typeof client>;
const cat: Record<string, number> = {};
const ven: Record<string, number> = {};

type Cell = string | number | null;
const COLUMNS = [
  'name',
  'status',
  'procurement_date',
  'category',
  'vendor',
  'our_cost',
  'retail_price',
  'model',
  'serial_number',
  'description',
] as const;
/** Five items, inserted in this order (so by ascending id), with distinct values in every sort column. */
// prettier-ignore
const FIXTURE: Cell[][] = [
  // name          status          procurement   category       vendor   cost  retail  model     serial       description
  ['Alpha Washer', 'In-Stock',     '2026-01-03', 'Appliances',  'Crest', 300,  600,    'WX-100', 'SN-0001',   'Front loader'],
  ['bravo Sofa',   'On Rent',      '2026-01-01', 'Furniture',   'Acme',  500,  900,    null,     'SN-0002',   null],
  ['Charlie TV',   'In-Stock',     '2026-01-05', 'Electronics', 'Bolt',  250,  null,   'TV-55',  null,        null],
  ['delta Fridge', 'Maintenance',  null,         'Appliances',  null,    800,  1000,   'FR-9',   'SN-100_%',  null],
  ['Echo Lamp',    'Out of Order', '2026-01-02', null,          'Acme',  20,   45,     null,     null,        'Brass, 50% off'],
];

beforeAll(async () => {
  server = await startTestServer();
  api = client(server.url, (await server.signIn()).token);
  await server.db.em.fork().transactional(async (em) => {
    for (const name of ['Appliances', 'Electronics', 'Furniture'])
      cat[name] = await createLookup(em, 'categories', name);
    for (const name of ['Acme', 'Bolt', 'Crest'])
      ven[name] = await createLookup(em, 'vendors', name);
    for (const cells of FIXTURE) {
      const { category, vendor, ...row } = Object.fromEntries(COLUMNS.map((c, i) => [c, cells[i]]));
      await insertFlowItemRow(em, {
        ...row,
        category_id: category ? cat[category] : null,
        vendor_id: vendor ? ven[vendor] : null,
      });
    }
  });
});
afterAll(() => server.close());

const A = 'Alpha Washer',
  B = 'bravo Sofa',
  C = 'Charlie TV',
  D = 'delta Fridge',
  E = 'Echo Lamp';

async function list(query: string) {
  const res = await api('GET', `/api/flow/items?${query}`);
  expect(res.status).toBe(200);
  const body = flowItemListResponseSchema.parse(res.body);
  return { ...body, names: body.items.map((i) => i.name) };
}

describe('#flow.items.list', () => {
  it('answers every item with names, profit and paging by default (name ascending, 20 a page)', async () => {
    const body = await list('');
    expect(body.names).toEqual([A, B, C, D, E]);
    expect(body.total_count).toBe(5);
    expect(body.page_info).toEqual({ total_pages: 1 });
    expect(body.items[0]).toMatchObject({
      name: A,
      status: 'In-Stock',
      procurement_date: '2026-01-03',
      our_cost: 300,
      retail_price: 600,
      category_name: 'Appliances',
      vendor_name: 'Crest',
      model: 'WX-100',
      serial_number: 'SN-0001',
      profit_amount: 300,
      profit_margin_percent: 50,
      in_stock_units: 1,
      primary_image: null,
    });
    expect(body.items[2]).toMatchObject({
      name: C,
      retail_price: null,
      profit_amount: null,
      profit_margin_percent: null,
    });
    expect(body.items[3]).toMatchObject({ name: D, vendor_name: null, procurement_date: null });
  });

  it.each([
    ['status=In-Stock', [A, C]],
    ['status=On%20Rent', [B]],
    ['status=Maintenance', [D]],
    ['status=all', [A, B, C, D, E]],
    ['status=In%20Stock', []],
  ])('filters by exact status: %s', async (query, names) => {
    expect((await list(query)).names).toEqual(names);
  });

  it('filters by category and by vendor id, alone and together', async () => {
    expect((await list(`category=${cat.Appliances}`)).names).toEqual([A, D]);
    expect((await list(`vendor=${ven.Acme}`)).names).toEqual([B, E]);
    expect((await list(`category=${cat.Furniture}&vendor=${ven.Acme}`)).names).toEqual([B]);
    expect((await list(`category=${cat.Furniture}&vendor=${ven.Bolt}`)).names).toEqual([]);
  });

  it.each([
    ['a name, case-insensitively', 'FRIDGE', [D]],
    ['a model', 'wx-1', [A]],
    ['a serial number', 'sn-0002', [B]],
    ['a description', 'loader', [A]],
    ['a literal %', '%', [D, E]],
    ['a literal _', '_', [D]],
    ['a question mark', '?', []],
    ['a quote', "o'brien", []],
  ])('searches %s', async (_label, search, names) => {
    expect((await list(`search=${encodeURIComponent(search)}`)).names).toEqual(names);
  });

  it('combines search with the status filter', async () => {
    expect((await list('search=tv&status=In-Stock')).names).toEqual([C]);
    expect((await list('search=tv&status=On%20Rent')).total_count).toBe(0);
  });

  // Ties are broken by id in the sort's direction; nulls go last in both directions.
  it.each([
    ['name', [A, B, C, D, E], [E, D, C, B, A]],
    ['status', [A, C, D, B, E], [E, B, D, C, A]],
    ['procurement_date', [B, E, A, C, D], [C, A, E, B, D]],
    ['category_name', [A, D, C, B, E], [B, C, D, A, E]],
    ['vendor_name', [B, E, C, A, D], [A, C, E, B, D]],
    ['our_cost', [E, C, A, B, D], [D, B, A, C, E]],
    ['retail_price', [E, A, B, D, C], [D, B, A, E, C]],
  ])('sorts by %s in both orders', async (column, asc, desc) => {
    expect((await list(`sort_by=${column}&sort_order=asc`)).names).toEqual(asc);
    expect((await list(`sort_by=${column}&sort_order=desc`)).names).toEqual(desc);
  });

  it('pages with limit and offset, counting every match', async () => {
    const first = await list('limit=2&offset=0');
    expect(first.names).toEqual([A, B]);
    expect(first.total_count).toBe(5);
    expect(first.page_info.total_pages).toBe(3);
    expect((await list('limit=2&offset=2')).names).toEqual([C, D]);
    expect((await list('limit=2&offset=4')).names).toEqual([E]);
    const past = await list('limit=2&offset=10');
    expect(past.names).toEqual([]);
    expect(past.total_count).toBe(5);
    const filtered = await list('limit=1&status=In-Stock&sort_by=our_cost&sort_order=desc');
    expect(filtered.names).toEqual([A]);
    expect(filtered.page_info.total_pages).toBe(2);
    expect((await list('search=nothing-matches')).page_info.total_pages).toBe(0);
  });

  it.each([
    ['an unknown sort column', 'sort_by=id;drop table flow_items'],
    ['an unknown sort order', 'sort_order=sideways'],
    ['a zero limit', 'limit=0'],
    ['a negative offset', 'offset=-1'],
    ['a non-numeric category', 'category=abc'],
  ])('fails with 400 on %s', async (_label, query) => {
    const res = await api('GET', `/api/flow/items?${query}`);
    expect(res.status).toBe(400);
    expect(typeof res.body.error).toBe('string');
    expect(res.body.fields).toBeDefined();
  });

  it('fails with 401 without a token', async () => {
    expect((await client(server.url)('GET', '/api/flow/items')).status).toBe(401);
  });
});

describe('#flow.categories and #flow.vendors', () => {
  it('answer id and name, sorted by name', async () => {
    const categories = await api('GET', '/api/flow/categories');
    expect(categories.body).toEqual([
      { id: cat.Appliances, name: 'Appliances' },
      { id: cat.Electronics, name: 'Electronics' },
      { id: cat.Furniture, name: 'Furniture' },
    ]);
    const vendors = await api('GET', '/api/flow/vendors');
    expect(vendors.body.map((v: { name: string }) => v.name)).toEqual(['Acme', 'Bolt', 'Crest']);
  });
});
