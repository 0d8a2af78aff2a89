/**
 * A search keystroke in the real contacts list (/core/contacts): a word is typed into its search
 * box one key at a time; for each key, the time from the debounced search being applied (the
 * URL's `search` changes, which is when the list's query starts) to the list showing that
 * search's answer (its match count and first contact, both known beforehand from the same
 * query function) painted (the next animation frame). The list shows a new answer's first
 * screenful of cards with it and the rest of the page just after, so the time until every card
 * of the page is painted is kept as well. The keystroke-to-painted time, which includes the
 * search box's deliberate debounce (SEARCH_DEBOUNCE_MS), is kept too. A key that leaves the
 * answer as it was (nothing on screen changes) is typed but not timed.
 */
import type { Page } from '@playwright/test';
import { PAGING } from '@rentline/sync-protocol/rules';
import type { QueryAnswer } from './page-entry';

export interface KeystrokeTiming {
  search: string;
  /** Debounced search applied -> answer painted. */
  ms: number;
  /** Debounced search applied -> every card of the answer's page painted. */
  wholePageMs: number;
  /** Key pressed -> answer painted (includes the debounce). */
  fromKeyMs: number;
}

interface Probe {
  lastKeyAt: number;
  lastSearchAt: number;
  lastSearch: string | null;
}

type WithProbe = typeof globalThis & { searchProbe?: Probe };

/**
 * tsx compiles with esbuild's keepNames, which wraps named functions in the page callbacks in
 * `__name(...)`: a helper the page does not have. Given as text, so it is not compiled itself.
 */
export const KEEP_NAMES_SHIM = 'globalThis.__name ??= (fn) => fn;';

/** Records keys pressed in the search box and each change of the URL's `search`. */
async function installProbe(page: Page): Promise<void> {
  await page.evaluate(KEEP_NAMES_SHIM);
  await page.evaluate(() => {
    const probe = { lastKeyAt: 0, lastSearchAt: 0, lastSearch: null as string | null };
    (globalThis as WithProbe).searchProbe = probe;
    document.addEventListener('keydown', () => (probe.lastKeyAt = performance.now()), true);
    const replace = history.replaceState.bind(history);
    history.replaceState = (data: unknown, unused: string, url?: string | URL | null) => {
      if (url != null) {
        probe.lastSearch = new URL(String(url), location.href).searchParams.get('search') ?? '';
        probe.lastSearchAt = performance.now();
      }
      replace(data, unused, url);
    };
  });
}

/**
 * Waits in the page until `expected` is on screen for `search`, then one frame more; then until
 * all `pageCards` cards are, then one frame more.
 */
function waitForAnswer(page: Page, search: string, expected: QueryAnswer) {
  const pageCards = Math.min(expected.matching, PAGING.contacts);
  return page.evaluate(
    ({ search, expected, pageCards }) =>
      new Promise<{ ms: number; fromKeyMs: number; wholePageMs: number }>((resolve, reject) => {
        const probe = (globalThis as WithProbe).searchProbe!;
        const cards = () => document.querySelectorAll('main a[href^="/core/contacts/"]').length;
        const shown = () => {
          if (probe.lastSearch !== search) return false;
          // textContent, not innerText: reading it must not force a layout inside the measurement.
          const text = document.body.textContent ?? '';
          if (expected.matching === 0) return text.includes('No contacts found');
          const first = document.querySelector<HTMLAnchorElement>(
            'main a[href^="/core/contacts/"], a[href^="/core/contacts/"]',
          );
          return (
            first?.getAttribute('href') === `/core/contacts/${expected.firstId}` &&
            text.includes(` of ${expected.matching} contacts`)
          );
        };
        const timeout = setTimeout(() => {
          observer.disconnect();
          reject(new Error(`The list never showed the answer for "${search}"`));
        }, 15_000);
        let answered: { ms: number; fromKeyMs: number } | undefined;
        let whole = false;
        const done = () => {
          observer.disconnect();
          clearTimeout(timeout);
          requestAnimationFrame(() => {
            const painted = performance.now() - probe.lastSearchAt;
            resolve({ ...answered!, wholePageMs: painted });
          });
        };
        const check = () => {
          if (!answered && shown()) {
            answered = { ms: 0, fromKeyMs: 0 };
            requestAnimationFrame(() => {
              const painted = performance.now();
              answered!.ms = painted - probe.lastSearchAt;
              answered!.fromKeyMs = painted - probe.lastKeyAt;
            });
          }
          if (answered && !whole && cards() === pageCards) {
            whole = true;
            done();
          }
        };
        const observer = new MutationObserver(check);
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        check();
      }),
    { search, expected, pageCards },
  );
}

export async function openContactsList(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/core/contacts`);
  await page.getByText(/ of \d+ contacts/).waitFor({ timeout: 60_000 });
  await installProbe(page);
}

/**
 * Types each word (after clearing the box and waiting for the full list) and times every
 * keystroke. `answers` holds the expected answer for every prefix and for ''.
 */
export async function timeKeystrokes(
  page: Page,
  words: readonly string[],
  answers: ReadonlyMap<string, QueryAnswer>,
): Promise<KeystrokeTiming[]> {
  const box = page.getByRole('searchbox', { name: 'Search contacts' });
  const timings: KeystrokeTiming[] = [];
  for (const word of words) {
    await box.fill('');
    await waitForAnswerOrCurrent(page, '', answers.get('')!);
    await box.focus();
    for (let i = 1; i <= word.length; i++) {
      const search = word.slice(0, i);
      const expected = answers.get(search);
      if (!expected) throw new Error(`No expected answer for "${search}"`);
      const before = answers.get(word.slice(0, i - 1));
      if (before && sameAnswer(before, expected)) {
        // The screen does not change (e.g. "mari" -> "maria"): nothing to time. Let the query run.
        await page.keyboard.press(word[i - 1]);
        await page.waitForFunction(
          (s) => (globalThis as WithProbe).searchProbe!.lastSearch === s,
          search,
        );
        await page.waitForTimeout(100);
        continue;
      }
      const answer = waitForAnswer(page, search, expected);
      await page.keyboard.press(word[i - 1]);
      timings.push({ search, ...(await answer) });
    }
  }
  return timings;
}

const sameAnswer = (a: QueryAnswer, b: QueryAnswer) =>
  a.matching === b.matching && a.firstId === b.firstId;

/** Clearing the box: '' may already be the URL's search (first word); then just wait for the list. */
async function waitForAnswerOrCurrent(page: Page, search: string, expected: QueryAnswer) {
  const current = await page.evaluate(() => (globalThis as WithProbe).searchProbe!.lastSearch);
  if (current === null || current === search) {
    await page.getByText(` of ${expected.matching} contacts`).waitFor({ timeout: 30_000 });
    return;
  }
  await waitForAnswer(page, search, expected);
}

/**
 * The first search on a list just opened (a new page: the contacts' search index is not built
 * yet): from the search applied to the first card of its answer painted, its count or not.
 */
export async function timeFirstSearch(
  page: Page,
  baseUrl: string,
  search: string,
  expected: QueryAnswer,
): Promise<number> {
  await page.goto(`${baseUrl}/core/contacts`);
  await page.locator('main a[href^="/core/contacts/"]').first().waitFor({ timeout: 60_000 });
  await installProbe(page);
  const answer = page.evaluate(
    ({ search, firstId }) =>
      new Promise<number>((resolve, reject) => {
        const probe = (globalThis as WithProbe).searchProbe!;
        const timeout = setTimeout(() => {
          observer.disconnect();
          reject(new Error(`The list never showed the first answer for "${search}"`));
        }, 30_000);
        const check = () => {
          if (probe.lastSearch !== search) return;
          const first = document.querySelector('main a[href^="/core/contacts/"]');
          if (first?.getAttribute('href') !== `/core/contacts/${firstId}`) return;
          observer.disconnect();
          clearTimeout(timeout);
          requestAnimationFrame(() => resolve(performance.now() - probe.lastSearchAt));
        };
        const observer = new MutationObserver(check);
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      }),
    { search, firstId: expected.firstId },
  );
  await page.getByRole('searchbox', { name: 'Search contacts' }).fill(search);
  return answer;
}
