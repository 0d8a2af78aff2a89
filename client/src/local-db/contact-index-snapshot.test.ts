/**
 * The contacts' search index kept across starts: a new instance of the database (the next start,
 * another tab) answers from the saved index and re-reads only the contacts written since, by
 * whoever wrote them; anything the journal cannot vouch for means a build from the rows.
 */
import 'fake-indexeddb/auto';
import type { DBCore } from 'dexie';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it, vi } from 'vitest';
import { resetContactJournal } from './contact-journal';
import { toContactSummary } from './contact-summary';
import { queryContactsPage, toContactRow } from './contacts';
import type { LocalDb } from './db';
import { countRowsRead } from './testing/count-reads';
import { openedDbs } from './testing/opened';
import { contact, found, people } from './testing/contacts';

const open = openedDbs();

/** A new start of database `name`, counting the contact rows it reads. */
function startCounting(name: string) {
  const db = open(name);
  const counted = countRowsRead(db, 'contacts');
  return { db, counted };
}

/** The index of `db` built from its rows and saved (the save waits for an idle moment). */
async function builtAndSaved(db: LocalDb, search: string) {
  await found(db, search);
  await vi.waitFor(async () => expect(await db.searchSnapshots.count()).toBe(1));
}

describe('#contacts.search-index kept across starts', () => {
  it('answers the next start from the saved index, without reading the contacts', async () => {
    const name = `saved-${uuidv7()}`;
    const first = open(name);
    const lanes = people(300, 'Lane');
    await first.contacts.bulkPut(lanes);
    await builtAndSaved(first, 'lane');

    const next = startCounting(name);
    expect(await found(next.db, 'person12 lane')).toEqual({
      names: ['Person12 Lane', ...Array.from({ length: 10 }, (_, i) => `Person12${i} Lane`)],
      total: 11,
    });
    const { rows } = await queryContactsPage(next.db, { offset: 0, limit: 2 });
    // What the cards show comes back whole.
    expect(rows).toEqual([toContactSummary(lanes[0]!), toContactSummary(lanes[1]!)]);
    expect(next.counted.rows).toBe(0);
  });

  it('re-reads at the next start only the contacts written since, in this tab or another', async () => {
    const name = `since-${uuidv7()}`;
    const tab1 = open(name);
    const tab2 = open(name);
    const lanes = people(300, 'Lane');
    await tab1.contacts.bulkPut(lanes);
    await builtAndSaved(tab1, 'lane');

    await tab1.contacts.put(
      toContactRow({ ...lanes[0]!, full_name: 'Ada Quill', email: 'a@x.io' }),
    );
    await tab2.contacts.delete(lanes[1]!.id);
    await tab2.transaction('rw', tab2.contacts, tab2.outbox, async () => {
      await tab2.contacts.put(toContactRow(contact({ full_name: 'Bo Quill', email: 'bo@x.io' })));
    });

    const next = startCounting(name);
    expect(await found(next.db, 'quill')).toEqual({ names: ['Ada Quill', 'Bo Quill'], total: 2 });
    expect((await found(next.db, 'lane')).total).toBe(298);
    expect(next.counted.rows).toBe(3); // the three written: renamed, deleted, new
  });

  it('builds from the rows when a wide write came since (a page of a sync, a clear)', async () => {
    const name = `wide-${uuidv7()}`;
    const first = open(name);
    await first.contacts.bulkPut(people(30, 'Lane'));
    await builtAndSaved(first, 'lane');
    await first.contacts.bulkPut(people(1001, 'Stone'));

    const next = startCounting(name);
    expect((await found(next.db, 'stone')).total).toBe(1001);
    expect(next.counted.rows).toBe(1031);
  });

  it('does not use an index saved before the journal was started again (another tab built since)', async () => {
    const name = `epoch-${uuidv7()}`;
    const tab1 = open(name);
    await tab1.contacts.bulkPut(people(30, 'Lane'));
    await builtAndSaved(tab1, 'lane');
    await tab1.contacts.put(toContactRow(contact({ full_name: 'Cy Quill', email: 'cy@x.io' })));
    // Another tab starts a build: the journal no longer lists Cy, the saved index lacks Cy.
    await resetContactJournal(open(name));

    const next = startCounting(name);
    expect((await found(next.db, 'quill')).names).toEqual(['Cy Quill']);
    expect(next.counted.rows).toBe(31);
  });

  it('builds from the rows when the saved index was made by other search words (an app update)', async () => {
    const name = `format-${uuidv7()}`;
    const first = open(name);
    await first.contacts.bulkPut(people(40, 'Lane'));
    await builtAndSaved(first, 'lane');
    await first.searchSnapshots.update('contacts', { format: 'index-2/words-0' });

    const next = startCounting(name);
    expect((await found(next.db, 'lane')).total).toBe(40);
    expect(next.counted.rows).toBe(40);
  });

  it('keeps in the saved index a write that committed while it was being built', async () => {
    const name = `during-${uuidv7()}`;
    const first = open(name);
    const other = open(name);
    const late = toContactRow(contact({ full_name: 'Late Lane', email: 'l@x.io' }));
    let written: Promise<unknown> | undefined;
    // As the build reads its first rows, another tab saves a contact.
    first.use({
      stack: 'dbcore',
      name: 'WriteDuringBuild',
      create: (down: DBCore) => ({
        ...down,
        table(tableName: string) {
          const table = down.table(tableName);
          if (tableName !== 'contacts') return table;
          return {
            ...table,
            query(req) {
              if (req.query.index.isPrimaryKey && !written) written = other.contacts.put(late);
              return table.query(req);
            },
          };
        },
      }),
    });
    await first.contacts.bulkPut(people(2500, 'Lane'));
    await found(first, 'lane');
    await written;
    await vi.waitFor(async () => expect(await first.searchSnapshots.count()).toBe(1));

    const next = startCounting(name);
    expect((await found(next.db, 'late')).names).toEqual(['Late Lane']);
    expect((await found(next.db, 'lane')).total).toBe(2501);
    expect(next.counted.rows).toBe(1);
  });

  it('writes a contact and its journal entry together: an aborted write leaves neither', async () => {
    const db = open(`abort-${uuidv7()}`);
    const dropped = toContactRow(contact({ full_name: 'Di Quill', email: 'di@x.io' }));
    await expect(
      db.transaction('rw', db.contacts, async () => {
        await db.contacts.put(dropped);
        throw new Error('The form failed after the write');
      }),
    ).rejects.toThrow('The form failed');
    expect(await db.contacts.get(dropped.id)).toBeUndefined();
    expect(await db.contactJournal.get(dropped.id)).toBeUndefined();

    await db.contacts.put(dropped);
    expect(await db.contactJournal.get(dropped.id)).toEqual({ id: dropped.id });
  });
});
