/**
 * Times, inside a page, the first moment its screen shows a given state: every wanted text in
 * the main region, none of the unwanted ones, and the top bar's sync status free of waiting
 * changes. A MutationObserver checks after every change of the page, so the moment is the
 * page's own (Date.now() in the page and in the test share the machine's clock), not when a
 * polling test happened to look.
 */
import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __caughtUpAt?: number;
  }
}

export async function watchUntilShown(page: Page, wanted: string[], unwanted: string[]) {
  await page.evaluate(
    ([want, avoid]) => {
      delete window.__caughtUpAt;
      const shown = () => {
        const text = document.querySelector('main')?.innerText ?? '';
        const status =
          document.querySelector('[aria-label^="Sync status:"]')?.getAttribute('aria-label') ?? '';
        return (
          status !== '' &&
          !/waiting to sync/.test(status) &&
          want.every((w) => text.includes(w)) &&
          avoid.every((a) => !text.includes(a))
        );
      };
      const observer = new MutationObserver(() => {
        if (!shown()) return;
        window.__caughtUpAt = Date.now();
        observer.disconnect();
      });
      observer.observe(document.body, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
      });
    },
    [wanted, unwanted] as const,
  );
}

/** When the page first showed the state (Date.now() in ms), or undefined while it has not. */
export const shownAt = (page: Page) => page.evaluate(() => window.__caughtUpAt);
