/**
 * A table's rows in memory follow every change (this tab's, another tab's, bulk writes) and
 * answer as `toArray()` would, and a save costs the one row it wrote.
 */
import 'fake-indexeddb/auto';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import type { LocalDb } from './db';
import type { FlowItemRow } from './schema';
import { tableRows } from './table-rows';
import { countRowsRead } from './testing/count-reads';
import { openedDbs } from './testing/opened';

const open = openedDbs();

const item = (name: string): FlowItemRow =>
  ({
    id: uuidv7(),
    name,
    status: 'In Stock',
    category_id: null,
    vendor_id: null,
    our_cost: 1000,
    retail_price: null,
    version: 1,
  }) as unknown as FlowItemRow;

const items = (n: number, prefix: string) =>
  Array.from({ length: n }, (_, i) => item(`${prefix}${i}`));

const rowsOf = (db: LocalDb) => tableRows<FlowItemRow>(db, 'flowItems').current();

/** A database counting the item rows read from it. */
function counting(name: string) {
  const db = open(name);
  const counted = countRowsRead(db, 'flowItems');
  return { db, counted };
}

describe('#local-db.table-rows', () => {
  it('answers as toArray through creates, edits, deletes and bulk writes, from any tab', async () => {
    const name = `rows-${uuidv7()}`;
    const tab1 = open(name);
    const tab2 = open(name);
    const first = items(30, 'a');
    await tab1.flowItems.bulkPut(first);
    expect(await rowsOf(tab1)).toEqual(await tab1.flowItems.toArray());

    await tab2.flowItems.put(item('new'));
    await tab2.flowItems.put({ ...first[4]!, name: 'renamed' });
    await tab2.flowItems.delete(first[7]!.id);
    expect(await rowsOf(tab1)).toEqual(await tab1.flowItems.toArray());

    await tab2.flowItems.bulkPut(items(70, 'b'));
    await tab2.flowItems.bulkDelete(first.slice(10, 20).map((i) => i.id));
    expect(await rowsOf(tab1)).toEqual(await tab1.flowItems.toArray());
    expect(await rowsOf(tab1)).toHaveLength(90);
  });

  it('reads the one row a save wrote, and leaves answers already given as they were', async () => {
    const { db, counted } = counting(`reads-${uuidv7()}`);
    await db.flowItems.bulkPut(items(300, 'a'));
    const before = await rowsOf(db);
    expect(counted.rows).toBe(300);

    counted.rows = 0;
    const saved = item('saved');
    await db.flowItems.put(saved);
    const after = await rowsOf(db);
    expect(after).toHaveLength(301);
    expect(after).toContainEqual(saved);
    expect(counted.rows).toBe(1);
    expect(before).toHaveLength(300);
  });

  it('keeps the tables apart', async () => {
    const db = open(`apart-${uuidv7()}`);
    await db.flowItems.bulkPut(items(3, 'a'));
    expect(await rowsOf(db)).toHaveLength(3);
    expect(await tableRows(db, 'engagements').current()).toEqual([]);
  });
});
