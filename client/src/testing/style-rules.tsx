/**
 * For tests that a change on screen adds no style rule to the page: inserting a rule into the
 * page's cascade layers has the browser style and lay out the whole page again (issue 50,
 * point 6). `FreshStyles` gives what it wraps a style cache of its own, so what earlier tests of
 * the file drew does not count; `styleRules` counts the rules the page holds (Emotion writes one
 * text node per rule outside the browser).
 */
import { useState, type ReactNode } from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';

/** Emotion's keys are lower-case letters: a, b, ... z, ba, bb, ... */
let caches = 0;
const nextKey = () => {
  let n = caches++;
  let key = '';
  do {
    key = String.fromCharCode(97 + (n % 26)) + key;
    n = Math.floor(n / 26);
  } while (n > 0);
  return `fresh-${key}`;
};

export function FreshStyles({ children }: { children: ReactNode }) {
  const [cache] = useState(() => createCache({ key: nextKey() }));
  return <CacheProvider value={cache}>{children}</CacheProvider>;
}

export const styleRules = () =>
  [...document.querySelectorAll('style')].reduce((n, style) => n + style.childNodes.length, 0);
