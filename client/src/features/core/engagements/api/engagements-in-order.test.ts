/**
 * The engagements kept in the list's order follow every change (this tab's, another tab's, bulk
 * writes) in the order the list's rules give, and a save costs the one engagement it wrote.
 */
import 'fake-indexeddb/auto';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import type { Engagement } from '@rentline/sync-protocol/wire';
import type { LocalDb } from '@/local-db/db';
import { countRowsRead } from '@/local-db/testing/count-reads';
import { openedDbs } from '@/local-db/testing/opened';
import { engagementRow } from '../testing/factories';
import { engagementsInOrder } from './engagements-in-order';
import { applyListFilters, NO_LIST_FILTERS } from './list-filters';

const open = openedDbs();

/** A database counting the engagement rows read from it. */
function counting(name: string) {
  const db = open(name);
  const counted = countRowsRead(db, 'engagements');
  return { db, counted };
}

/** Engagements logged over a few days, many at the same instant (ties go by date, then id). */
const engagements = (n: number, seed = 0) =>
  Array.from({ length: n }, (_, i) => {
    const day = 1 + ((i * 7 + seed) % 5);
    const hour = 10 + ((i * 3 + seed) % 4);
    return engagementRow({
      created_at: `2026-03-0${day}T10:00:00.000Z`,
      engagement_date_time: `2026-04-0${day}T${hour}:00:00.000Z`,
    });
  });

/** The order the list's rules give, from every row read and sorted. */
async function expectedOrder(db: LocalDb) {
  const rows = (await db.engagements.toArray()).map((engagement) => ({
    engagement,
    contactName: null,
  }));
  return applyListFilters(rows, NO_LIST_FILTERS, 0).map((r) => r.engagement.id);
}

const idsOf = async (db: LocalDb) =>
  (await engagementsInOrder(db).current()).map((r) => r.engagement.id);

describe('#engagements.in-order', () => {
  it('keeps the list order through creates, edits, deletes and bulk writes, from any tab', async () => {
    const name = `order-${uuidv7()}`;
    const tab1 = open(name);
    const tab2 = open(name);
    const rows = engagements(120);
    await tab1.engagements.bulkPut(rows);
    expect(await idsOf(tab1)).toEqual(await expectedOrder(tab1));

    // One at a time, from the other tab: a new one, a date moved (its place among its ties), a delete.
    await tab2.engagements.put(engagements(1, 3)[0]!);
    await tab2.engagements.put({ ...rows[5]!, engagement_date_time: '2026-05-01T09:00:00.000Z' });
    await tab2.engagements.delete(rows[9]!.id);
    expect(await idsOf(tab1)).toEqual(await expectedOrder(tab1));
    expect(await idsOf(tab1)).toHaveLength(120);

    // A page of a sync: rebuilt.
    await tab2.engagements.bulkPut(engagements(80, 1));
    expect(await idsOf(tab1)).toEqual(await expectedOrder(tab1));
    expect(await idsOf(tab1)).toHaveLength(200);
  });

  it('reads the one engagement a save wrote, not every engagement again', async () => {
    const { db, counted } = counting(`reads-${uuidv7()}`);
    await db.engagements.bulkPut(engagements(300));
    await idsOf(db);
    expect(counted.rows).toBe(300);

    counted.rows = 0;
    const saved: Engagement = engagementRow({ created_at: '2026-03-09T10:00:00.000Z' });
    await db.engagements.put(saved);
    expect((await idsOf(db))[0]).toBe(saved.id);
    expect(counted.rows).toBe(1);
  });

  it('gives out answers that stay as they were when the engagements change', async () => {
    const db = open(`answers-${uuidv7()}`);
    await db.engagements.bulkPut(engagements(10));
    const before = await engagementsInOrder(db).current();
    const ids = before.map((r) => r.engagement.id);
    await db.engagements.put(engagementRow({ created_at: '2026-03-09T10:00:00.000Z' }));
    await db.engagements.delete(ids[3]!);
    expect(await idsOf(db)).toHaveLength(10);
    expect(before.map((r) => r.engagement.id)).toEqual(ids);
  });
});
