/**
 * What the screen walk (shell/screen-walk.spec.ts) checks on the screen shown: axe-core's
 * serious and critical violations, controls a finger cannot hit (under 44 px), a page wider than
 * the window, a table wider than its frame.
 */
import { expect, type Page } from '@playwright/test';
import { seriousViolations } from './axe';

/** The serious and critical violations on the page as it is now, one line each. */
export async function settledViolations(page: Page): Promise<string[]> {
  // Scan the screen as it settles, not halfway through a fade-in (content that appears with an
  // opacity animation reads as low contrast while it runs).
  await page.addStyleTag({
    content:
      '*, *::before, *::after { animation-duration: 0s !important; animation-delay: 0s !important; transition-duration: 0s !important; transition-delay: 0s !important; }',
  });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
  return seriousViolations(page);
}

/**
 * Until what loads after the heading (rows, cards) is in: no loading placeholder is left (a busy
 * region, ui/list-states loadingRegion, or a table's skeleton rows).
 */
export const settled = (page: Page) =>
  expect(page.locator('main').locator('[aria-busy="true"], [data-skeleton-row]')).toHaveCount(0, {
    timeout: 15_000,
  });

/**
 * The visible controls under 44 px on the screen, named (WCAG 2.5.5). Native checkboxes and
 * radios are exempt (their label is the target). A link stretched over its card or cell
 * (Chakra's LinkOverlay) is measured by the box it covers.
 */
export const smallTargets = (page: Page) =>
  page.evaluate(() => {
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type=hidden]), select, textarea, [role=button], [role=combobox], [role=tab], [role=radio], [role=checkbox], [role=switch], [role=menuitem]',
    );
    const small: string[] = [];
    for (const el of Array.from(controls)) {
      let box = el.getBoundingClientRect();
      // A link stretched over its card (Chakra's LinkOverlay): its ::before covers the card,
      // which is what a finger hits.
      const before = getComputedStyle(el, '::before');
      if (el.tagName === 'A' && before.content !== 'none' && before.position === 'absolute') {
        const card = el.offsetParent;
        if (card) box = card.getBoundingClientRect();
      }
      if (box.width === 0 || box.height === 0) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.opacity === '0') continue;
      if (el.closest('[aria-hidden=true], [hidden], [data-print-only]')) continue;
      // A native box whose label (the target) wraps it or points to it.
      if (el instanceof HTMLInputElement && ['checkbox', 'radio'].includes(el.type)) continue;
      // Chakra's visually hidden inputs behind a custom control.
      if (box.width <= 1 || box.height <= 1) continue;
      if (box.width < 44 || box.height < 44) {
        const name = el.getAttribute('aria-label') ?? (el.textContent ?? '').trim().slice(0, 40);
        small.push(
          `${el.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}x${Math.round(box.height)}`,
        );
      }
    }
    return small;
  });

/** How far the page reaches past the window sideways, in px (0 or less: it fits). */
export const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** How far the screen's table reaches past its frame, in px (0 or less: it fits). */
export const tableOverflow = (page: Page) =>
  page.evaluate(() => {
    const table = document.querySelector('main table')!;
    return table.scrollWidth - table.parentElement!.clientWidth;
  });
