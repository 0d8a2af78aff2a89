/**
 * A screen's kept last answers are given out only while they are current: a commit of a row
 * makes them stale unless the app put that row in itself (before or after the commit is
 * reported); a wide change, a change of a table they also show, or sign-out forgets them.
 */
import 'fake-indexeddb/auto';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { toContactRow } from './contacts';
import type { LocalDb } from './db';
import { forgetLastAnswers, lastAnswersOf, type LastAnswers } from './last-answers';
import { contact } from './testing/contacts';
import { openedDbs } from './testing/opened';

const open = openedDbs();

/**
 * Answers of names, kept for `db`'s contacts (and its lookups), once it is open (opening reports
 * every table changed).
 */
async function answersOn(db: LocalDb) {
  await db.open();
  await reported();
  return lastAnswersOf(new WeakMap<LocalDb, LastAnswers<string[]>>(), db, 'contacts', ['lookups']);
}

/** Mutation reports reach listeners after the commit's promise: give them a moment. */
const reported = () => new Promise((r) => setTimeout(r, 20));

const row = (full_name: string) => toContactRow(contact({ full_name }));

describe('#last-answers', () => {
  it('gives the last answer of a key until a commit changes a row', async () => {
    const db = open(`answers-${uuidv7()}`);
    const answers = await answersOn(db);
    answers.set('all', ['Ada']);
    expect(answers.get('all')).toEqual(['Ada']);
    expect(answers.get('other')).toBeUndefined();

    await db.contacts.put(row('Zed'));
    await reported();
    expect(answers.get('all')).toBeUndefined();
    // The read's next answer is current again.
    answers.set('all', ['Ada', 'Zed']);
    expect(answers.get('all')).toEqual(['Ada', 'Zed']);
  });

  it('stays current with a row the app wrote, whichever comes first', async () => {
    const db = open(`answers-${uuidv7()}`);
    const answers = await answersOn(db);
    answers.set('all', ['Ada']);

    // The commit reported first, then the app's word.
    const bea = row('Bea');
    await db.contacts.put(bea);
    await reported();
    answers.wrote(bea.id, (names) => [...names, 'Bea']);
    expect(answers.get('all')).toEqual(['Ada', 'Bea']);

    // The app's word first, then the commit.
    const cy = row('Cy');
    answers.wrote(cy.id, (names) => [...names, 'Cy']);
    await db.contacts.put(cy);
    await reported();
    expect(answers.get('all')).toEqual(['Ada', 'Bea', 'Cy']);

    // Another row still makes it stale.
    await db.contacts.put(row('Dee'));
    await reported();
    expect(answers.get('all')).toBeUndefined();
  });

  it('drops an answer the app cannot tell the write into', async () => {
    const db = open(`answers-${uuidv7()}`);
    const answers = await answersOn(db);
    answers.set('page 1', ['Ada']);
    answers.set('page 2', ['Zed']);
    answers.wrote(uuidv7(), (names, key) => (key === 'page 1' ? [...names, 'Bea'] : undefined));
    expect(answers.get('page 1')).toEqual(['Ada', 'Bea']);
    expect(answers.get('page 2')).toBeUndefined();
  });

  it('forgets every answer on a wide change, on a change of a table shown too, and on sign-out', async () => {
    const db = open(`answers-${uuidv7()}`);
    const answers = await answersOn(db);
    answers.set('all', ['Ada']);
    await db.contacts.bulkPut(Array.from({ length: 60 }, (_, i) => row(`Name ${i}`)));
    await reported();
    expect(answers.get('all')).toBeUndefined();

    answers.set('all', ['Ada']);
    await db.lookups.put({ entity: 'category', id: 1, name: 'Sofas' } as never);
    await reported();
    expect(answers.get('all')).toBeUndefined();

    answers.set('all', ['Ada']);
    forgetLastAnswers();
    expect(answers.get('all')).toBeUndefined();
  });

  it('keeps a few answers, the newest', async () => {
    const db = open(`answers-${uuidv7()}`);
    const answers = await answersOn(db);
    for (let page = 1; page <= 12; page++) answers.set(`page ${page}`, [`${page}`]);
    expect(answers.get('page 1')).toBeUndefined();
    expect(answers.get('page 12')).toEqual(['12']);
    expect(answers.get('page 5')).toEqual(['5']);
  });
});
