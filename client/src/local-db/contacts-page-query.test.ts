/**
 * The contacts list query (queryContactsPage) against a plain reference: every row read, kept
 * when each typed term starts one of its words, sorted by name then id, then paged. Covers
 * answers with few matches and with many, and that writes committed after a query (create,
 * rename, delete) show in the next answer and in a live query.
 */
import 'fake-indexeddb/auto';
import { liveQuery } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { testDb } from '../sync/testing/factories';
import { contactSearchWords, searchTerms } from './contact-search-words';
import { queryContactsPage, toContactRow } from './contacts';
import type { LocalDb } from './db';
import type { ContactRow } from './schema';
import { contact } from './testing/contacts';

let db: LocalDb;
afterEach(async () => {
  await db?.delete();
});

const FIRST = ['Ana', 'Andre', 'Maria', 'Mario', 'Kelly', 'Kelvin', 'John', 'Joan', 'Bea', 'Abe'];
const LAST = ['Adams', 'Johnson', 'Johns', 'Kellerman', 'Smith', 'Lima', 'Marquez', 'Abbott'];

/** Deterministic contacts with many shared names (so short terms match hundreds). */
function population(n: number): ContactRow[] {
  const rows: ContactRow[] = [];
  for (let i = 0; i < n; i++) {
    const first = FIRST[(i * 7) % FIRST.length]!;
    const last = LAST[(i * 3 + Math.floor(i / 10)) % LAST.length]!;
    rows.push(
      toContactRow(
        contact({
          full_name: `${first} ${last}`,
          email: `${first.toLowerCase()}.${i}@${i % 2 ? 'example' : 'corp'}.com`,
          primary_phone: `404-555-${String(i).padStart(4, '0')}`,
        }),
      ),
    );
  }
  return rows;
}

/** The answer by brute force: what the list must show. */
async function reference(search: string, offset: number, limit: number) {
  const terms = searchTerms(search);
  const all = (await db.contacts.toArray())
    .filter((r) => {
      const words = contactSearchWords(r);
      return terms.every((t) => words.some((w) => w.startsWith(t)));
    })
    .sort((a, b) =>
      a.sort_name < b.sort_name ? -1 : a.sort_name > b.sort_name ? 1 : a.id < b.id ? -1 : 1,
    );
  return { ids: all.slice(offset, offset + limit).map((r) => r.id), total: all.length };
}

async function expectSameAsReference(search: string, offset: number, limit: number) {
  const got = await queryContactsPage(db, { search, offset, limit });
  const want = await reference(search, offset, limit);
  expect({ search, offset, ids: got.rows.map((r) => r.id), total: got.total }).toEqual({
    search,
    offset,
    ...want,
  });
  return got;
}

describe('#contacts.page-query', () => {
  it('gives the same pages and totals as reading every row, for one or many terms', async () => {
    db = testDb();
    await db.contacts.bulkPut(population(1300));
    const searches = [
      'a',
      'ma',
      'maria',
      'kel',
      'jo',
      'john',
      'johns',
      'a adams',
      'ma lima',
      'jo example',
      'kel corp kellerman',
      'an ad',
      '404',
      '404-555-01',
      '0123',
      'maria zzz',
      'nobody',
      'ABBOTT   Bea',
      // The longest term matches every contact: the shorter ones decide.
      'com a',
      'com jo lima',
      'corp.com',
      // No search, once the index is built: the whole list from the index.
      '',
    ];
    expect((await queryContactsPage(db, { search: 'com', offset: 0, limit: 1 })).total).toBe(1300);
    let bigAnswers = 0;
    for (const search of searches) {
      for (const offset of [0, 150]) {
        const got = await expectSameAsReference(search, offset, 12);
        if (got.total > 200) bigAnswers++;
      }
    }
    // Both paths were exercised: answers with many matches and answers with few.
    expect(bigAnswers).toBeGreaterThan(0);
    expect((await queryContactsPage(db, { search: 'maria zzz', offset: 0, limit: 12 })).total).toBe(
      0,
    );
  });

  it('shows a create, a rename and a delete in the next answer', async () => {
    db = testDb();
    await db.contacts.bulkPut(population(600));
    const first = await expectSameAsReference('a', 0, 5);
    expect(first.total).toBeGreaterThan(200);

    const aaron = toContactRow(contact({ full_name: 'Aaron Aardvark', email: 'aa@x.io' }));
    await db.contacts.put(aaron);
    const afterCreate = await expectSameAsReference('a', 0, 5);
    expect(afterCreate.rows[0]!.id).toBe(aaron.id);
    expect((await expectSameAsReference('', 0, 5)).rows[0]!.id).toBe(aaron.id);
    expect(afterCreate.total).toBe(first.total + 1);

    await db.contacts.put(toContactRow({ ...aaron, full_name: 'Zed Adams' }));
    const afterRename = await expectSameAsReference('a', 0, 5);
    expect(afterRename.rows.map((r) => r.id)).not.toContain(aaron.id);
    // The renamed contact is now near the end of the same search.
    const last = await expectSameAsReference('a', afterRename.total - 1, 5);
    expect(last.rows.map((r) => r.id)).toEqual([aaron.id]);

    expect((await expectSameAsReference('', 0, 5)).rows[0]!.id).not.toBe(aaron.id);

    await db.contacts.delete(aaron.id);
    expect((await expectSameAsReference('', 0, 700)).total).toBe(600);
    const afterDelete = await expectSameAsReference('a', afterRename.total - 2, 5);
    expect(afterDelete.total).toBe(first.total);
    expect(afterDelete.rows.map((r) => r.id)).not.toContain(aaron.id);
  });

  it('updates a live query of a search page after a write and after a delete', async () => {
    db = testDb();
    await db.contacts.bulkPut(population(600));
    const answers: { first: string | undefined; total: number }[] = [];
    const subscription = liveQuery(() =>
      queryContactsPage(db, { search: 'a', offset: 0, limit: 12 }),
    ).subscribe((a) => answers.push({ first: a.rows[0]?.full_name, total: a.total }));
    const waitFor = async (ok: () => boolean) => {
      for (let i = 0; i < 200 && !ok(); i++) await new Promise((r) => setTimeout(r, 10));
      expect(ok()).toBe(true);
    };
    try {
      await waitFor(() => answers.length === 1);
      const before = answers[0]!;
      expect(before.total).toBeGreaterThan(200);

      const early = toContactRow(contact({ full_name: 'Aa Aaberg', email: 'aa@x.io' }));
      await db.contacts.put(early);
      await waitFor(() => answers.at(-1)!.first === 'Aa Aaberg');
      expect(answers.at(-1)!.total).toBe(before.total + 1);

      await db.contacts.delete(early.id);
      await waitFor(() => answers.at(-1)!.first !== 'Aa Aaberg');
      expect(answers.at(-1)).toEqual(before);
    } finally {
      subscription.unsubscribe();
    }
  });
});
