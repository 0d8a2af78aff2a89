/**
 * The in-memory search index follows the data it mirrors: writes through this database
 * instance, through another instance of the same database (another tab), bulk writes, a reset
 * (tables cleared and refilled), and writes that commit while the index is being built.
 */
import 'fake-indexeddb/auto';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { queryContactsPage, toContactRow } from './contacts';
import { replicatedTables } from './db';
import { openedDbs } from './testing/opened';
import { contact, found, people } from './testing/contacts';

const open = openedDbs();

describe('#contacts.search-index', () => {
  it('follows creates, renames and deletes made through another instance (another tab)', async () => {
    const name = `tabs-${uuidv7()}`;
    const tab1 = open(name);
    const tab2 = open(name);
    await tab1.contacts.bulkPut(people(300, 'Lane'));
    expect((await found(tab1, 'lane')).total).toBe(300);
    expect((await found(tab1, 'quill')).total).toBe(0);

    const zed = toContactRow(contact({ full_name: 'Zed Quill', email: 'zed@x.io' }));
    await tab2.contacts.put(zed);
    expect(await found(tab1, 'quill')).toEqual({ names: ['Zed Quill'], total: 1 });

    await tab2.contacts.put(toContactRow({ ...zed, full_name: 'Zed Marsh' }));
    expect((await found(tab1, 'quill')).total).toBe(0);
    expect(await found(tab1, 'zed marsh')).toEqual({ names: ['Zed Marsh'], total: 1 });

    // A change to what the card shows, not to what is searched: the answer shows it too.
    await tab2.contacts.put(
      toContactRow({ ...zed, full_name: 'Zed Marsh', preferred_payment_method: 'Cash' }),
    );
    const { rows } = await queryContactsPage(tab1, { search: 'zed', offset: 0, limit: 10 });
    expect(rows).toEqual([
      expect.objectContaining({ id: zed.id, preferred_payment_method: 'Cash' }),
    ]);

    await tab2.contacts.delete(zed.id);
    expect((await found(tab1, 'zed')).total).toBe(0);

    // 50 rows or more are reported as a wide change, not key by key: the index is rebuilt.
    await tab2.contacts.bulkPut(people(60, 'Stone'));
    expect((await found(tab1, 'stone')).total).toBe(60);
    expect((await found(tab1, 'person1')).total).toBe(111 + 11);
  });

  it('follows a reset: the replicated tables cleared and filled again', async () => {
    const db = open(`reset-${uuidv7()}`);
    await db.contacts.bulkPut(people(120, 'Lane'));
    expect((await found(db, 'lane')).total).toBe(120);

    await db.transaction('rw', replicatedTables(db), async () => {
      for (const table of replicatedTables(db)) await table.clear();
      await db.contacts.bulkPut(people(3, 'Stone'));
    });
    expect((await found(db, 'lane')).total).toBe(0);
    expect(await found(db, 'stone')).toEqual({
      names: ['Person0 Stone', 'Person1 Stone', 'Person2 Stone'],
      total: 3,
    });
  });

  it('answers with a write that committed while the index was being built', async () => {
    const db = open(`build-${uuidv7()}`);
    await db.contacts.bulkPut(people(2500, 'Lane'));
    const building = found(db, 'lane');
    const late = toContactRow(contact({ full_name: 'Late Lane', email: 'late@x.io' }));
    await db.contacts.put(late);
    await db.contacts.delete((await db.contacts.limit(1).primaryKeys())[0]!);
    await building;
    expect((await found(db, 'lane')).total).toBe(2500);
    expect((await found(db, 'late')).names).toEqual(['Late Lane']);
  });

  it('keeps the databases of different names apart', async () => {
    const one = open(`one-${uuidv7()}`);
    const two = open(`two-${uuidv7()}`);
    await one.contacts.bulkPut(people(5, 'Lane'));
    await two.contacts.bulkPut(people(7, 'Lane'));
    expect((await found(one, 'lane')).total).toBe(5);
    expect((await found(two, 'lane')).total).toBe(7);
    await two.contacts.clear();
    expect((await found(one, 'lane')).total).toBe(5);
    expect((await found(two, 'lane')).total).toBe(0);
  });
});
