import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPLIT_COUNTED_SERIAL_ROWS } from '../../../migrations/Migration20261127010000_one_row_per_serial_unit';
import { openTestDatabase } from '../testing/test-database';
import type { Database } from './orm';

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

const rows = () =>
  db.em
    .fork()
    .execute<
      { name: string; serial_number: string | null; in_stock_units: number; version: string }[]
    >(
      `select name, serial_number, in_stock_units, version::text from flow_items order by name, serial_number`,
    );

describe('#migration one row per serial unit', () => {
  it('splits a serial-numbered row that counted units into one row per unit, each with a new version', async () => {
    const em = db.em.fork();
    await em.execute(
      `insert into flow_items (id, name, serial_number, status, our_cost, in_stock_units, version) values
        (gen_random_uuid(), 'Sofa', 'SN-1', 'In-Stock', 100, 3, 1),
        (gen_random_uuid(), 'Lamp', 'SN-2', 'In-Stock', 10, 1, 1),
        (gen_random_uuid(), 'Screws', null, 'In-Stock', 1, 40, 1)`,
    );
    const [{ before }] = await em.execute<{ before: string }[]>(
      'select value::text as before from sync_version where id = 1',
    );
    await em.execute(SPLIT_COUNTED_SERIAL_ROWS);
    const after = await rows();
    expect(after.map((r) => [r.name, r.serial_number, r.in_stock_units])).toEqual([
      ['Lamp', 'SN-2', 1],
      ['Screws', null, 40],
      ['Sofa', 'SN-1', 1],
      ['Sofa', 'SN-1 (unit 2)', 1],
      ['Sofa', 'SN-1 (unit 3)', 1],
    ]);
    const sofas = after.filter((r) => r.name === 'Sofa').map((r) => Number(r.version));
    expect(new Set(sofas).size).toBe(3);
    expect(sofas.every((v) => v > Number(before))).toBe(true);
    expect(after.find((r) => r.name === 'Lamp')!.version).toBe('1');
  });
});
