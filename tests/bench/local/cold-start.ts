/**
 * Cold start offline: Chromium started afresh on the profile (service worker installed, the
 * contacts in IndexedDB), the network off and the server gone, then the contacts list opened.
 * Measured in the page from navigation start (performance.timeOrigin) to the first contact row
 * painted (the animation frame after it is in the DOM).
 */
import { launchProfile } from '../chromium';
import { KEEP_NAMES_SHIM } from './search-ui';

type WithFirstRow = typeof globalThis & { firstContactRowAt?: number; shellAt?: number };

export interface ColdStart {
  ms: number;
  /** Where the time went: the HTML parsed, and the signed-in shell (its top bar) on screen. */
  domContentLoadedMs: number;
  shellMs: number;
  /** Whether the service worker served the page (it must: there is no network). */
  controlled: boolean;
}

export async function coldStartOffline(profileDir: string, baseUrl: string): Promise<ColdStart> {
  const context = await launchProfile(profileDir);
  try {
    await context.setOffline(true);
    const page = context.pages()[0] ?? (await context.newPage());
    await page.addInitScript(KEEP_NAMES_SHIM);
    await page.addInitScript(() => {
      const seen = () => !!document.querySelector('a[href^="/core/contacts/"]');
      const shell = () => !!document.querySelector('button[aria-label^="Sync status:"]');
      const observer = new MutationObserver(() => {
        const g = globalThis as WithFirstRow;
        if (g.shellAt === undefined && shell()) g.shellAt = performance.now();
        if (!seen()) return;
        observer.disconnect();
        requestAnimationFrame(() => {
          (globalThis as WithFirstRow).firstContactRowAt = performance.now();
        });
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${baseUrl}/core/contacts`);
    await page.waitForFunction(
      () => (globalThis as WithFirstRow).firstContactRowAt !== undefined,
      null,
      {
        timeout: 60_000,
      },
    );
    return await page.evaluate(() => {
      const g = globalThis as WithFirstRow;
      const navigation = performance.getEntriesByType('navigation')[0] as
        PerformanceNavigationTiming | undefined;
      return {
        ms: g.firstContactRowAt!,
        domContentLoadedMs: navigation?.domContentLoadedEventEnd ?? 0,
        shellMs: g.shellAt ?? g.firstContactRowAt!,
        controlled: !!navigator.serviceWorker.controller,
      };
    });
  } finally {
    await context.close();
  }
}
