import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RejectedMutation } from '../../db/mutation-context';
import { createLookup, insertFlowItemRow } from '../../testing/factories';
import { client, startTestServer, syncDevice, type TestServer } from '../../testing/test-server';
import { updateFlowItem } from './flow-items.appliers';

let server: TestServer;
let api: ReturnType<typeof client>;
let employeeId: number;
beforeAll(async () => {
  server = await startTestServer();
  const session = await server.signIn();
  employeeId = session.employee.id;
  api = client(server.url, session.token);
});
afterAll(() => server.close());

const unitsOf = async (id: string) =>
  Number(
    (
      await server.db.em
        .fork()
        .execute<{ n: number }[]>('select in_stock_units as n from flow_items where id = ?', [id])
    )[0]!.n,
  );
const newItem = (units: number) =>
  server.db.em.fork().transactional((em) => insertFlowItemRow(em, { in_stock_units: units }));

type Result = { status: string; error?: string; code?: string };
const results = (body: Record<string, unknown>) => body.results as Result[];

describe('#flow_item.update stock below zero', () => {
  it('refuses a pushed take of more units than are left, saying how many are left (set-wise)', async () => {
    const id = await newItem(2);
    const d = syncDevice(api);
    const res = await d.push([
      d.m('flow_item.update', { id, in_stock_units_delta: -3 }),
      d.m('flow_item.update', { id, in_stock_units_delta: -2 }),
      d.m('flow_item.update', { id, in_stock_units_delta: -1 }),
      d.m('flow_item.update', { id, in_stock_units_delta: 4 }),
    ]);
    expect(res.status).toBe(200);
    expect(results(res.body)).toEqual([
      expect.objectContaining({
        status: 'rejected',
        code: 'invalid',
        error: 'Only 2 units are left in stock',
      }),
      expect.objectContaining({ status: 'applied' }),
      expect.objectContaining({
        status: 'rejected',
        code: 'invalid',
        error: 'No units are left in stock',
      }),
      expect.objectContaining({ status: 'applied' }),
    ]);
    expect(await unitsOf(id)).toBe(4);
  });

  it('refuses it when the push applies the take on its own (an update the run cannot decide)', async () => {
    // An item created in the same push without a model, then an update with a base for it:
    // the run defers that update to the one-by-one applier.
    const em = server.db.em.fork();
    const id = uuidv7();
    const d = syncDevice(api);
    const res = await d.push([
      d.m('flow_item.create', {
        id,
        name: 'Lamp',
        status: 'In-Stock',
        procurement_date: '2026-01-05',
        our_cost: 10,
        category_id: await createLookup(em, 'categories', `Lamps ${id}`),
        vendor_id: await createLookup(em, 'vendors', `Vendor ${id}`),
        in_stock_units: 1,
      }),
      d.m(
        'flow_item.update',
        { id, model: 'L-1', in_stock_units_delta: -2 },
        { base: { model: null } },
      ),
    ]);
    expect(results(res.body)).toEqual([
      expect.objectContaining({ status: 'applied' }),
      expect.objectContaining({
        status: 'rejected',
        code: 'invalid',
        error: 'Only 1 unit is left in stock',
      }),
    ]);
    expect(await unitsOf(id)).toBe(1);
  });

  it('refuses it in the one-by-one applier, and writes nothing of the update', async () => {
    const id = await newItem(3);
    const attempt = server.db.em
      .fork()
      .transactional((em) =>
        updateFlowItem(em, { id, name: 'Renamed', in_stock_units_delta: -4 }, { employeeId }),
      );
    await expect(attempt).rejects.toBeInstanceOf(RejectedMutation);
    await expect(attempt).rejects.toMatchObject({
      code: 'invalid',
      message: 'Only 3 units are left in stock',
      fields: { in_stock_units: 'Only 3 units are left in stock' },
    });
    const [row] = await server.db.em
      .fork()
      .execute<{ name: string; n: number }[]>(
        'select name, in_stock_units as n from flow_items where id = ?',
        [id],
      );
    expect(row).toEqual({ name: 'Test Item', n: 3 });
  });
});
