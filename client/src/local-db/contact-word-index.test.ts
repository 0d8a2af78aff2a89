/**
 * The in-memory word index against brute force: for many searches (one term or several, few
 * matches or thousands), the same count and the same page in list order, before and after
 * contacts are renamed, deleted and added (slots reused, words dropped and new ones inserted).
 */
import { describe, expect, it } from 'vitest';
import { ContactWordIndex, type IndexedContact } from './contact-word-index';

const FIRST = ['ana', 'andre', 'maria', 'mario', 'kelly', 'kel', 'john', 'joan', 'bea', 'abe'];
const LAST = ['adams', 'johnson', 'johns', 'kellerman', 'smith', 'lima', 'marquez', 'abbott'];

function person(i: number, salt = 0): IndexedContact {
  const first = FIRST[(i * 7 + salt) % FIRST.length]!;
  const last = LAST[(i * 3 + Math.floor(i / 10) + salt) % LAST.length]!;
  return {
    id: `id-${String(i).padStart(5, '0')}`,
    name: `${first} ${last}`,
    words: [first, last, `${first}.${i}@x.com`, 'com', String(4040000 + i * 13)],
  };
}

function reference(
  all: Map<string, IndexedContact>,
  terms: string[],
  offset: number,
  limit: number,
) {
  const found = [...all.values()]
    .filter((c) => terms.every((t) => c.words.some((w) => w.startsWith(t))))
    .sort((a, b) =>
      a.name !== b.name ? (a.name < b.name ? -1 : 1) : a.id < b.id ? -1 : a.id > b.id ? 1 : 0,
    );
  return { ids: found.slice(offset, offset + limit).map((c) => c.id), total: found.length };
}

const SEARCHES = [
  ['a'],
  ['ma'],
  ['maria'],
  ['kel'],
  ['kellerman', 'kel'],
  ['com', 'a'],
  ['com', 'jo', 'l'],
  ['404'],
  ['4040', 'an'],
  ['maria', 'zzz'],
  ['nobody'],
];

function checkAgainstBruteForce(index: ContactWordIndex, all: Map<string, IndexedContact>) {
  for (const terms of SEARCHES) {
    for (const offset of [0, 37, 2900]) {
      expect({ terms, offset, ...index.search(terms, offset, 20) }).toEqual({
        terms,
        offset,
        ...reference(all, terms, offset, 20),
      });
    }
  }
  expect(index.size).toBe(all.size);
}

describe('#contacts.word-index', () => {
  it('answers as brute force does, before and after contacts change', () => {
    const all = new Map<string, IndexedContact>();
    for (let i = 0; i < 3000; i++) all.set(person(i).id, person(i));
    const index = new ContactWordIndex([...all.values()]);
    checkAgainstBruteForce(index, all);
    // Renames, deletes, then new contacts (which take the freed slots) with words never seen.
    for (let i = 0; i < 3000; i += 7) {
      const renamed = { ...person(i, 3), words: [...person(i, 3).words, `new${i}`] };
      all.set(renamed.id, renamed);
      index.set(renamed.id, renamed);
    }
    for (let i = 1; i < 3000; i += 11) {
      all.delete(person(i).id);
      index.set(person(i).id, undefined);
    }
    for (let i = 3000; i < 3200; i++) {
      all.set(person(i).id, person(i));
      index.set(person(i).id, person(i));
    }
    checkAgainstBruteForce(index, all);
    expect(index.search(['new7'], 0, 50).total).toBe(reference(all, ['new7'], 0, 50).total);
  });

  it('reads back from its saved data as it was, and goes on changing from there', () => {
    const all = new Map<string, IndexedContact>();
    for (let i = 0; i < 3000; i++) all.set(person(i).id, person(i));
    const index = new ContactWordIndex([...all.values()]);
    // Free slots, one of them holding the old id of a contact that came back in another slot.
    for (let i = 2; i < 3000; i += 13) {
      all.delete(person(i).id);
      index.set(person(i).id, undefined);
    }
    index.set(person(2).id, person(2, 1));
    all.set(person(2).id, person(2, 1));
    // A word holding the character that joins a contact's words in the snapshot.
    const odd = { id: 'id-odd', name: 'odd one', words: ['odd\u0000one', 'odd'] };
    index.set(odd.id, odd);
    all.set(odd.id, odd);
    const saved = index.data();
    const asSaved = new Map(all);

    // The index changes on before IndexedDB clones what it was given.
    for (let i = 3000; i < 3100; i++) index.set(person(i).id, { ...person(i), words: [`00w${i}`] });
    index.set(person(0).id, undefined);

    const restored = ContactWordIndex.fromData(structuredClone(saved));
    checkAgainstBruteForce(restored, asSaved);
    for (let i = 0; i < 3000; i += 5) {
      const renamed = person(i, 2);
      asSaved.set(renamed.id, renamed);
      restored.set(renamed.id, renamed);
    }
    restored.set(person(4).id, undefined);
    asSaved.delete(person(4).id);
    checkAgainstBruteForce(restored, asSaved);
    expect(restored.search(['odd\u0000o'], 0, 5)).toEqual({ ids: ['id-odd'], total: 1 });
    restored.set(odd.id, undefined);
    expect(restored.search(['odd'], 0, 5)).toEqual({ ids: [], total: 0 });
    asSaved.delete(odd.id);
    checkAgainstBruteForce(restored, asSaved);
  });

  it('built in steps, pausing between them, answers as one built at once', async () => {
    const contacts = Array.from({ length: 3000 }, (_, i) => person(i));
    const building = new ContactWordIndex();
    for (const c of contacts) building.gather(c);
    let pauses = 0;
    const index = await building.finish(async () => {
      pauses++;
    });
    expect(pauses).toBeGreaterThanOrEqual(2);
    checkAgainstBruteForce(index, new Map(contacts.map((c) => [c.id, c])));
    const atOnce = new ContactWordIndex(contacts);
    for (const terms of SEARCHES)
      expect(index.search(terms, 0, 50)).toEqual(atOnce.search(terms, 0, 50));
  });
});
