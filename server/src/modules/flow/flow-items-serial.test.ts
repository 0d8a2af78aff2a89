import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { v7 as uuidv7 } from 'uuid';
import { createLookup } from '../../testing/factories';
import { client, startTestServer, syncDevice, type TestServer } from '../../testing/test-server';

/** Issue 21, point 1: one item per serial number, trimmed and without case, REST and sync. */
let server: TestServer;
let api: ReturnType<typeof client>;
let categoryId: number;
let vendorId: number;
beforeAll(async () => {
  server = await startTestServer();
  api = client(server.url, (await server.signIn()).token);
  await server.db.em.fork().transactional(async (em) => {
    categoryId = await createLookup(em, 'categories', 'Laptops');
    vendorId = await createLookup(em, 'vendors', 'Dell');
  });
});
afterAll(() => server.close());

const item = (serial_number: string | null, name = 'Latitude 5440') => ({
  name,
  status: 'In-Stock',
  procurement_date: '2026-03-01',
  our_cost: 800,
  category_id: categoryId,
  vendor_id: vendorId,
  serial_number,
});
/** The serials in the store that start with `prefix` (each test uses its own: DL-774, DL-776). */
const serials = async (prefix: string) =>
  (
    await server.db.em
      .fork()
      .execute<{ serial_number: string }[]>(
        'select serial_number from flow_items where serial_number ilike ? order by serial_number',
        [`%${prefix}%`],
      )
  ).map((r) => r.serial_number);

describe('#flow.items serial numbers', () => {
  it('refuses a second item with a serial in use, whatever its case and spaces, naming the item', async () => {
    const first = await api('POST', '/api/flow/items', item('DL-7741', 'Latitude 5440 #1'));
    expect(first.status).toBe(201);
    const res = await api('POST', '/api/flow/items', item('  dl-7741 '));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      error: 'Serial number dl-7741 is already used by Latitude 5440 #1',
      fields: { serial_number: 'Serial number dl-7741 is already used by Latitude 5440 #1' },
    });
    expect(await serials('dl-774')).toEqual(['DL-7741']);
  });

  it("refuses an edit to another item's serial, and keeps an item's own serial on edit", async () => {
    await api('POST', '/api/flow/items', item('DL-7750', 'Owner'));
    const other = await api('POST', '/api/flow/items', item('DL-7751'));
    const res = await api('PATCH', `/api/flow/items/${other.body.id}`, {
      serial_number: 'dl-7750',
    });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('Serial number dl-7750 is already used by Owner');
    const own = await api('PATCH', `/api/flow/items/${other.body.id}`, {
      serial_number: 'DL-7751',
      name: 'Renamed',
    });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ serial_number: 'DL-7751', name: 'Renamed' });
  });

  it('lets many items go without a serial number', async () => {
    for (const serial of [null, '', '   ']) {
      const res = await api('POST', '/api/flow/items', item(serial, 'Bulk chair'));
      expect(res.status).toBe(201);
    }
  });

  it('rejects a pushed create or edit with a serial in use, saying which item has it, and applies the rest', async () => {
    await api('POST', '/api/flow/items', item('DL-7760', 'Precision 3580'));
    const d = syncDevice(api);
    const free = uuidv7();
    const twin = uuidv7();
    const res = await d.push([
      d.m('flow_item.create', { id: free, ...item('DL-7761') }),
      d.m('flow_item.create', { id: twin, ...item('dl-7760') }),
      d.m('flow_item.create', { id: uuidv7(), ...item('DL-7761 ', 'Same push') }),
      d.m('flow_item.update', { id: free, serial_number: 'DL-7760' }),
      d.m('flow_item.update', { id: free, name: 'Kept' }),
    ]);
    expect(res.status).toBe(200);
    const results = res.body.results as { status: string; code?: string; error?: string }[];
    expect(results.map((r) => r.status)).toEqual([
      'applied',
      'rejected',
      'rejected',
      'rejected',
      'applied',
    ]);
    expect(results[1]).toMatchObject({
      code: 'conflict',
      field: 'serial_number',
      error: 'Serial number dl-7760 is already used by Precision 3580',
    });
    expect(results[2]!.error).toBe('Serial number DL-7761 is already used by Latitude 5440');
    // This test's serials: the one it created first and the pushed create that was applied.
    expect(await serials('dl-776')).toEqual(['DL-7760', 'DL-7761']);
  });
});
