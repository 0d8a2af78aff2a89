/**
 * The serials' map answers which item holds a serial without reading the items each time, and
 * follows the commits that change them.
 */
import 'fake-indexeddb/auto';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import type { LocalDb } from './db';
import { itemSerials } from './item-serials';
import { openedDbs } from './testing/opened';
import type { FlowItemRow } from './schema';

const open = openedDbs();

const itemRow = (name: string, serial_number: string | null) =>
  ({
    id: uuidv7(),
    name,
    description: null,
    model: null,
    serial_number,
    status: 'In-Stock',
    procurement_date: null,
    our_cost: 100,
    retail_price: 200,
    in_stock_units: 1,
    category_id: null,
    vendor_id: null,
    primary_image: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    version: 1,
  }) as FlowItemRow;

const until = async (check: () => Promise<boolean>) => {
  for (let i = 0; i < 100 && !(await check()); i++) await new Promise((r) => setTimeout(r, 5));
  return check();
};

describe('#item-serials', () => {
  it('finds the holder of a serial in any case and spacing, never the item itself', async () => {
    const db: LocalDb = open(`serials-${uuidv7()}`);
    const washer = itemRow('Washer', 'SN-9981');
    await db.flowItems.bulkPut([washer, itemRow('Dryer', null), itemRow('Sofa', '  ')]);
    const serials = itemSerials(db);
    expect(await serials.holderOf(' sn-9981 ')).toEqual({ id: washer.id, name: 'Washer' });
    expect(await serials.holderOf('SN-9981', washer.id)).toBeNull();
    expect(await serials.holderOf('SN-0000')).toBeNull();
    expect(await serials.holderOf('')).toBeNull();
  });

  it('follows the commits that give, change or take away a serial', async () => {
    const db: LocalDb = open(`serials-${uuidv7()}`);
    const washer = itemRow('Washer', 'SN-1');
    await db.flowItems.put(washer);
    const serials = itemSerials(db);
    expect(await serials.holderOf('SN-1')).not.toBeNull();

    await db.flowItems.update(washer.id, { serial_number: 'SN-2' });
    expect(await until(async () => (await serials.holderOf('SN-1')) === null)).toBe(true);
    expect(await serials.holderOf('sn-2')).toEqual({ id: washer.id, name: 'Washer' });

    const tv = itemRow('TV', 'SN-3');
    await db.flowItems.put(tv);
    expect(await serials.holderOf('SN-3')).toEqual({ id: tv.id, name: 'TV' });

    await db.flowItems.delete(washer.id);
    expect(await serials.holderOf('SN-2')).toBeNull();
    // A wide change (a clear) is rebuilt when next asked.
    await db.flowItems.clear();
    expect(await serials.holderOf('SN-3')).toBeNull();
  });
});
