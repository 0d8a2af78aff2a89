/**
 * What contact search matches: every typed term against the start of a word of the name, the
 * email (whole, its domain and the domain's shorter endings, and split at @ . _ + -: so
 * "gmail.com" finds every Gmail address, as the server's search does) or a phone (digits only,
 * also its last 4 and 7 digits).
 */
import type { Contact } from '@rentline/sync-protocol/wire';

const digitsOnly = (v: string) => v.replace(/\D/g, '');
/** A word with nothing to split: no need for the (slower) Unicode split below. */
const PLAIN_WORD = /^[a-z0-9]+$/;

function phoneWords(phone: string | null | undefined): string[] {
  const d = digitsOnly(phone ?? '');
  if (!d) return [];
  const words = [d];
  if (d.length === 11 && d.startsWith('1')) words.push(d.slice(1));
  if (d.length > 7) words.push(d.slice(-7));
  if (d.length > 4) words.push(d.slice(-4));
  return words;
}

export type SearchedFields = Pick<
  Contact,
  'full_name' | 'email' | 'primary_phone' | 'secondary_phone'
>;

export function contactSearchWords(c: SearchedFields): string[] {
  const words = new Set<string>();
  for (const word of c.full_name.toLowerCase().split(/\s+/)) {
    if (!word) continue;
    words.add(word);
    if (PLAIN_WORD.test(word)) continue;
    for (const part of word.split(/[^\p{L}\p{N}]+/u)) if (part) words.add(part);
  }
  const email = c.email.trim().toLowerCase();
  if (email) {
    words.add(email);
    for (const part of email.split(/[@._+-]+/)) if (part) words.add(part);
    const domain = email.slice(email.lastIndexOf('@') + 1);
    const labels = domain.split('.');
    for (let i = 0; i < labels.length - 1; i++) words.add(labels.slice(i).join('.'));
  }
  for (const w of [...phoneWords(c.primary_phone), ...phoneWords(c.secondary_phone)]) words.add(w);
  return [...words];
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
