/**
 * The contacts list's last answers (local-db/last-answers.ts): the list opened again draws its
 * last answer at once, and a contact just created is put into them where the list's read will
 * show it, so the list the New Contact page returns to shows the new card in its first frame.
 */
import type { Contact } from '@rentline/sync-protocol/wire';
import { PAGING } from '@rentline/sync-protocol/rules';
import { contactSearchWords, searchTerms } from '@/local-db/contact-search-words';
import { toContactSummary, type ContactSummary } from '@/local-db/contact-summary';
import { toContactRow } from '@/local-db/contacts';
import type { LocalDb } from '@/local-db/db';
import { lastAnswersOf, type LastAnswers } from '@/local-db/last-answers';
import type { ContactsListResult } from './use-contacts-list';

const store = new WeakMap<LocalDb, LastAnswers<ContactsListResult>>();

export const contactsListAnswers = (db: LocalDb) => lastAnswersOf(store, db, 'contacts');

/** The kept answer's key: a search and a page. */
export const contactsListKey = (search: string, page: number) => `${page}\n${search}`;

const sortName = (c: Pick<Contact, 'full_name'>) => c.full_name.trim().toLowerCase();

/** Whether `a` comes before `b` in the list's order (name, then id: the `sort_name` index). */
function before(a: ContactSummary, b: ContactSummary): boolean {
  const an = sortName(a);
  const bn = sortName(b);
  return an !== bn ? an < bn : a.id < b.id;
}

/** Whether the list's search finds the contact: every term starts one of its words. */
function found(contact: Contact, search: string): boolean {
  const words = contactSearchWords(toContactRow(contact));
  return searchTerms(search).every((term) => words.some((w) => w.startsWith(term)));
}

/**
 * The answer with `contact` just created in it, as the list's read will give it; undefined when
 * this page cannot tell (the contact sorts before its first card, so every card moves).
 */
export function withCreatedContact(
  answer: ContactsListResult,
  contact: Contact,
): ContactsListResult | undefined {
  const total = answer.total === undefined ? undefined : answer.total + 1;
  if (answer.search && !found(contact, answer.search)) return { ...answer, total };
  const card = toContactSummary(toContactRow(contact));
  const { contacts, page } = answer;
  let at = 0;
  while (at < contacts.length && before(contacts[at]!, card)) at++;
  if (at === 0 && page > 1) return undefined;
  const counts = {
    total,
    matching: answer.matching === undefined ? undefined : answer.matching + 1,
  };
  // After the last card of a full page: on a later page, only the counts change here.
  if (at === contacts.length && contacts.length >= PAGING.contacts) return { ...answer, ...counts };
  const next = [...contacts.slice(0, at), card, ...contacts.slice(at)].slice(0, PAGING.contacts);
  return {
    ...answer,
    ...counts,
    contacts: next,
    pendingIds: new Set(answer.pendingIds).add(contact.id),
  };
}

/** Puts a contact this app just created into the list's kept answers. */
export function keepCreatedContact(db: LocalDb, contact: Contact): void {
  contactsListAnswers(db).wrote(contact.id, (answer) => withCreatedContact(answer, contact));
}
