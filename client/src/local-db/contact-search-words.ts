/**
 * What contact search matches: every typed term against the start of a word of the name, the
 * email (whole, its domain and the domain's shorter endings, and split at @ . _ + -: so
 * "gmail.com" finds every Gmail address, as the server's search does) or a phone (digits only,
 * also its last 4 and 7 digits).
 */
import type { Contact } from '@rentline/sync-protocol/wire';

/**
 * The version of what `contactSearchWords` gives: a search index saved on the device
 * (contact-index-snapshot.ts) is used only under the version it was made with. Bump it with any
 * change to the words (contacts.test.ts pins them).
 */
export const SEARCH_WORDS_VERSION = 1;

const digitsOnly = (v: string) => v.replace(/\D/g, '');
/** A word with nothing to split: no need for the (slower) Unicode split below. */
const PLAIN_WORD = /^[a-z0-9]+$/;

/**
 * A contact has a dozen words or so: a list checked with `includes` keeps them distinct faster
 * than a Set (the index derives the words of every contact when it is built).
 */
function add(words: string[], word: string): void {
  if (!words.includes(word)) words.push(word);
}

function addPhoneWords(words: string[], phone: string | null | undefined): void {
  const d = digitsOnly(phone ?? '');
  if (!d) return;
  add(words, d);
  if (d.length === 11 && d.startsWith('1')) add(words, d.slice(1));
  if (d.length > 7) add(words, d.slice(-7));
  if (d.length > 4) add(words, d.slice(-4));
}

export type SearchedFields = Pick<
  Contact,
  'full_name' | 'email' | 'primary_phone' | 'secondary_phone'
>;

export function contactSearchWords(c: SearchedFields): string[] {
  const words: string[] = [];
  for (const word of c.full_name.toLowerCase().split(/\s+/)) {
    if (!word) continue;
    add(words, word);
    if (PLAIN_WORD.test(word)) continue;
    for (const part of word.split(/[^\p{L}\p{N}]+/u)) if (part) add(words, part);
  }
  const email = c.email.trim().toLowerCase();
  if (email) {
    add(words, email);
    for (const part of email.split(/[@._+-]+/)) if (part) add(words, part);
    // The domain and its shorter endings ("mail.example.com", "example.com"), not the last label.
    for (let at = email.lastIndexOf('@'); at !== -1; at = email.indexOf('.', at + 1)) {
      const ending = email.slice(at + 1);
      if (ending.includes('.')) add(words, ending);
    }
  }
  addPhoneWords(words, c.primary_phone);
  addPhoneWords(words, c.secondary_phone);
  return words;
}

/** Typed search text as terms: lowercase words; a phone-like term becomes its digits. */
export function searchTerms(search: string | undefined): string[] {
  const terms = (search ?? '')
    .toLowerCase()
    .split(/\s+/)
    .map((t) => (/\d/.test(t) && /^[\d()+\-.]+$/.test(t) ? digitsOnly(t) : t))
    // "@gmail.com" is the domain typed with its at sign.
    .map((t) => (t.startsWith('@') && t.length > 1 ? t.slice(1) : t))
    .filter(Boolean);
  return [...new Set(terms)].sort((a, b) => b.length - a.length);
}
