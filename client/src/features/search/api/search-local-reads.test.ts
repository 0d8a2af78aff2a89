/**
 * The top bar's search answers each keystroke from memory: it does not read every engagement
 * and every item again (20,000 and 31,000 at a store fifty times the demo).
 */
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { localDb } from '@/local-db/app-db';
import { countRowsRead, type RowsRead } from '@/local-db/testing/count-reads';
import { engagementRow } from '@/features/core/engagements/testing/factories';
import { item } from '@/features/flow/testing/flow-screens';
import { searchLocal } from './search-local';

let engagements: RowsRead;
let items: RowsRead;

beforeAll(async () => {
  localDb.close({ disableAutoOpen: false });
  engagements = countRowsRead(localDb, 'engagements');
  items = countRowsRead(localDb, 'flowItems');
  await localDb.open();
});
afterAll(async () => {
  await Promise.all(localDb.tables.map((t) => t.clear()));
  localDb.close({ disableAutoOpen: false });
});

it('#searchLocal reads neither every engagement nor every item at each keystroke', async () => {
  await localDb.engagements.bulkPut(
    Array.from({ length: 200 }, () => engagementRow({ initial_engagement: 'Delivery (Flow)' })),
  );
  await localDb.flowItems.bulkPut(Array.from({ length: 200 }, () => item()));
  const labels = async (query: string) => (await searchLocal(localDb, query)).map((h) => h.group);

  expect(await labels('de')).toContain('Engagements');
  Object.assign(engagements, { rows: 0, cursorRows: 0 });
  Object.assign(items, { rows: 0, cursorRows: 0 });
  expect(await labels('del')).toContain('Engagements');
  expect(await labels('item 01')).toContain('Inventory');
  // Each search steps one row of each table: the step that keeps a live query following changes.
  expect(engagements).toEqual({ rows: 0, cursorRows: 2 });
  expect(items).toEqual({ rows: 0, cursorRows: 2 });
});
