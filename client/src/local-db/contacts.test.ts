import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { testDb } from '../sync/testing/factories';
import { SEARCH_WORDS_VERSION, contactSearchWords, searchTerms } from './contact-search-words';
import { queryContactsPage, queryContactsRows, toContactRow, warmContactSearch } from './contacts';
import type { LocalDb } from './db';
import { contact } from './testing/contacts';

let db: LocalDb;
afterEach(async () => {
  await db?.delete();
});

describe('#contacts.search', () => {
  it('makes the words of search words version 1 (change the words: bump the version and this)', () => {
    // A search index saved on a device holds these words; one of another version is not used.
    expect(SEARCH_WORDS_VERSION).toBe(1);
    expect(
      contactSearchWords({
        full_name: 'Zoë  O’Brien-Lee',
        email: 'Zoe.OBrien+rto@Mail.Example.com',
        primary_phone: '+1 (555) 010-7788',
        secondary_phone: '010 7788',
      }),
    ).toEqual([
      'zoë',
      'o’brien-lee',
      'o',
      'brien',
      'lee',
      'zoe.obrien+rto@mail.example.com',
      'zoe',
      'obrien',
      'rto',
      'mail',
      'example',
      'com',
      'mail.example.com',
      'example.com',
      '15550107788',
      '5550107788',
      '0107788',
      '7788',
    ]);
  });

  it('indexes name words, the email and its parts, and phone digits', () => {
    const words = contactSearchWords({
      full_name: 'Mary-Jane Watson',
      email: 'MJ.Watson@Example.com',
      primary_phone: '(555) 010-1234',
      secondary_phone: null,
    });
    expect(words).toEqual(
      expect.arrayContaining([
        'mary-jane',
        'mary',
        'jane',
        'watson',
        'mj.watson@example.com',
        'mj',
        '5550101234',
        '1234',
      ]),
    );
  });

  it("indexes an email's domain and its shorter endings, each word once", () => {
    const words = contactSearchWords({
      full_name: 'Ann  ann',
      email: ' Ann@Mail.Example.co.uk ',
      primary_phone: '1 (555) 010-1234',
      secondary_phone: '555-010-1234',
    });
    expect(words).toEqual([
      'ann',
      'ann@mail.example.co.uk',
      'mail',
      'example',
      'co',
      'uk',
      'mail.example.co.uk',
      'example.co.uk',
      'co.uk',
      '15550101234',
      '5550101234',
      '0101234',
      '1234',
    ]);
  });

  it('turns a typed phone into digits', () => {
    expect(searchTerms('  (555) 010 ')).toEqual(['555', '010']);
    expect(searchTerms('Ana  LIMA')).toEqual(['lima', 'ana']);
  });

  it('finds contacts by every term, sorted by name, a page at a time', async () => {
    db = testDb();
    await db.contacts.bulkPut(
      [
        contact({ full_name: 'Zoe Adams', email: 'zoe@example.com' }),
        contact({ full_name: 'Adam Smith', email: 'adam@corp.com' }),
        contact({
          full_name: 'Ana Adams',
          email: 'ana@example.com',
          primary_phone: '555-867-5309',
        }),
      ].map(toContactRow),
    );
    const all = await queryContactsPage(db, { offset: 0, limit: 50 });
    expect(all.total).toBe(3);
    expect(all.rows.map((r) => r.full_name)).toEqual(['Adam Smith', 'Ana Adams', 'Zoe Adams']);

    const adams = await queryContactsPage(db, { search: 'adams', offset: 0, limit: 1 });
    expect(adams.total).toBe(2);
    expect(adams.rows.map((r) => r.full_name)).toEqual(['Ana Adams']);

    expect(
      (await queryContactsPage(db, { search: 'ad example', offset: 0, limit: 50 })).rows.map(
        (r) => r.full_name,
      ),
    ).toEqual(['Ana Adams', 'Zoe Adams']);
    expect((await queryContactsPage(db, { search: '867-5309', offset: 0, limit: 50 })).total).toBe(
      1,
    );
    expect((await queryContactsPage(db, { search: 'nobody', offset: 0, limit: 50 })).total).toBe(0);
    // A partial email: the domain, with or without its at sign, or the start of it.
    for (const search of ['example.com', '@example.com', 'example.c'])
      expect(
        (await queryContactsPage(db, { search, offset: 0, limit: 50 })).rows.map(
          (r) => r.full_name,
        ),
      ).toEqual(['Ana Adams', 'Zoe Adams']);
    expect((await queryContactsPage(db, { search: 'corp.com', offset: 0, limit: 50 })).total).toBe(
      1,
    );
  });

  it('tells which contacts of the page have queued changes, with or without a search', async () => {
    db = testDb();
    const [ana, bea, cy] = [
      contact({ full_name: 'Ana Lane' }),
      contact({ full_name: 'Bea Lane' }),
      contact({ full_name: 'Cy Lane' }),
    ];
    await db.contacts.bulkPut([ana, bea, cy].map(toContactRow));
    await db.outbox.add({
      seq: 1,
      laneSeq: 1,
      id: 'm-1',
      name: 'contact.update',
      args: { id: bea.id },
      created_at: '2026-11-24T10:00:00.000Z',
      entity: 'contact',
      entityId: bea.id,
      employeeId: 7,
    });
    for (const search of ['', 'lane']) {
      const page = await queryContactsPage(db, { search, offset: 0, limit: 2, withPending: true });
      expect(page.rows.map((r) => r.full_name)).toEqual(['Ana Lane', 'Bea Lane']);
      expect(page.pendingIds).toEqual(new Set([bea.id]));
    }
    const without = await queryContactsPage(db, { search: 'lane', offset: 0, limit: 2 });
    expect(without.pendingIds).toEqual(new Set());
  });

  it('leaves the counts out of the list without a search until they come free', async () => {
    db = testDb();
    await db.contacts.bulkPut(
      ['Cy Park', 'Ada Lane', 'Ben Moss'].map((full_name) => toContactRow(contact({ full_name }))),
    );
    const first = await queryContactsRows(db, { offset: 1, limit: 1 });
    expect(first.rows.map((r) => r.full_name)).toEqual(['Ben Moss']);
    expect([first.total, first.stored]).toEqual([undefined, undefined]);
    // The search counts what it finds; the page with its counts always has them.
    expect((await queryContactsRows(db, { search: 'lane', offset: 0, limit: 5 })).total).toBe(1);
    expect((await queryContactsPage(db, { offset: 0, limit: 1 })).stored).toBe(3);

    // Once the search index is built, the list without a search answers from it, with counts.
    await warmContactSearch(db);
    const indexed = await queryContactsRows(db, { offset: 1, limit: 1 });
    expect(indexed.rows.map((r) => r.full_name)).toEqual(['Ben Moss']);
    expect([indexed.total, indexed.stored]).toEqual([3, 3]);
  });
});
