/**
 * Sign-out empties the replica: nothing of the contacts stays at rest on the tablet, the search
 * index saved from them included, even one whose save was still to come when the person left.
 */
import 'fake-indexeddb/auto';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it, vi } from 'vitest';
import { queryContactsPage, toContactRow } from '../local-db/contacts';
import type { LocalDb } from '../local-db/db';
import { openedDbs } from '../local-db/testing/opened';
import { contact } from '../local-db/testing/contacts';
import { clearForSignOut } from './device-data';

const open = openedDbs();

const lanes = (n: number) =>
  Array.from({ length: n }, (_, i) =>
    toContactRow(contact({ full_name: `Person${i} Lane`, email: `p${i}@lane.io` })),
  );

const search = (db: LocalDb, text: string) =>
  queryContactsPage(db, { search: text, offset: 0, limit: 10 });

/** Everything the saved search index holds, as text. */
const savedText = async (db: LocalDb) => JSON.stringify(await db.searchSnapshots.toArray());

describe('#shared-tablet sign-out and the saved search index', () => {
  it('removes the saved index with the contacts', async () => {
    const db = open(`signout-${uuidv7()}`);
    await db.contacts.bulkPut(lanes(20));
    await search(db, 'lane');
    await vi.waitFor(async () => expect(await savedText(db)).toContain('Person1 Lane'));

    await clearForSignOut(db, 1);

    expect(await db.contacts.count()).toBe(0);
    expect(await db.searchSnapshots.count()).toBe(0);
  });

  it('does not save afterwards an index built before the sign-out', async () => {
    const db = open(`signout-late-${uuidv7()}`);
    await db.contacts.bulkPut(lanes(20));
    await search(db, 'lane'); // built; its save waits for an idle moment
    await clearForSignOut(db, 1);

    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await savedText(db)).not.toContain('Lane');
    expect((await search(open(db.name), 'lane')).total).toBe(0);
  });
});
