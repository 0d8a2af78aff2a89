/**
 * A TableMirror patches the rows a commit changed as soon as the commit is reported, not when
 * a reader next asks: a screen opened right after a save reads the mirror without waiting.
 */
import 'fake-indexeddb/auto';
import { v7 as uuidv7 } from 'uuid';
import type { IndexableType } from 'dexie';
import { describe, expect, it } from 'vitest';
import { toContactRow } from './contacts';
import type { LocalDb } from './db';
import { mirrorOf, TableMirror } from './table-mirror';
import { contact } from './testing/contacts';
import { openedDbs } from './testing/opened';

const open = openedDbs();

/** Counts what it is asked to do; its data is the contacts' names. */
class NamesMirror extends TableMirror {
  builds = 0;
  patched: IndexableType[][] = [];
  names = new Map<string, string>();

  constructor(db: LocalDb) {
    super(db, 'contacts');
  }

  async namesNow(): Promise<Map<string, string>> {
    await this.ready();
    return this.names;
  }

  protected async build(): Promise<void> {
    this.builds++;
    this.names = new Map((await this.db.contacts.toArray()).map((c) => [c.id, c.full_name]));
  }

  protected async patch(keys: IndexableType[]): Promise<void> {
    this.patched.push(keys);
    const rows = await this.db.contacts.bulkGet(keys as string[]);
    keys.forEach((key, k) => {
      const row = rows[k];
      if (row) this.names.set(row.id, row.full_name);
      else this.names.delete(key as string);
    });
  }
}

/** A mirror of `db`, listening to its commits (mirrorOf). */
const mirrorOn = (db: LocalDb) =>
  mirrorOf(new WeakMap<LocalDb, NamesMirror>(), db, (d) => new NamesMirror(d));

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  return check();
};

describe('#table-mirror', () => {
  it('patches a changed row when the commit is reported, with no reader asking', async () => {
    const db = open(`mirror-${uuidv7()}`);
    const mirror = mirrorOn(db);
    await db.contacts.put(toContactRow(contact({ full_name: 'Ada Stone' })));
    expect([...(await mirror.namesNow()).values()]).toEqual(['Ada Stone']);
    expect(mirror.builds).toBe(1);

    const zed = toContactRow(contact({ full_name: 'Zed Quill' }));
    await db.contacts.put(zed);
    // Nobody asks: the row comes in by itself.
    expect(await until(() => mirror.names.get(zed.id) === 'Zed Quill')).toBe(true);
    expect(mirror.patched).toEqual([[zed.id]]);
    // A reader now finds it with nothing left to patch.
    expect((await mirror.namesNow()).get(zed.id)).toBe('Zed Quill');
    expect(mirror.patched).toHaveLength(1);
    expect(mirror.builds).toBe(1);
  });

  it('leaves a wide change to the next reader, who rebuilds', async () => {
    const db = open(`mirror-${uuidv7()}`);
    const mirror = mirrorOn(db);
    await mirror.namesNow();
    await db.contacts.clear();
    await new Promise((r) => setTimeout(r, 50));
    expect(mirror.builds).toBe(1);
    expect(mirror.patched).toEqual([]);
    await mirror.namesNow();
    expect(mirror.builds).toBe(2);
  });
});
