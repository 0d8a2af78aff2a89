/**
 * The first sync's milestones, timed in the page (performance.now, every 50 ms) so that the
 * test driver's own waits do not count, from the click on Sign in:
 *
 * - `shell`: the top bar's "Sync status" button is on screen (the signed-in app is up);
 * - `progress`: the download's banner ("Downloading your data…", a role=status region) shows
 *   its count against the total, "of N records";
 * - `contactCard`: the contacts list shows its first card (`article.contact-card`), once the
 *   benchmark has moved to /core/contacts;
 * - `contactsStored`: the replica's contacts table in IndexedDB holds a row (asked every 250 ms
 *   until it does), whatever screen is up;
 * - `synced`: the button says "Synced" with nothing waiting (tests/e2e/support/session.ts
 *   `waitForSynced`): the first download has ended.
 *
 * It also keeps each new name of the sync button and the banner's text every 10 s, for the log.
 */
import type { Page } from '@playwright/test';
import { KEEP_NAMES_SHIM } from '../local/search-ui';

export interface Milestones {
  click?: number;
  shell?: number;
  banner?: number;
  progress?: number;
  contactCard?: number;
  contactsStored?: number;
  synced?: number;
  /** The banner's text at its first count and every 10 s: [ms from the click, text]. */
  banners: [number, string][];
  /** Each new accessible name of the sync button: [ms from the click, name]. */
  statuses: [number, string][];
  /** The Resource Timing entry of each pull the page saw end (observed, so never dropped). */
  pullTimings: PullTiming[];
  /** Every other request after the click (the first 100): [start, end (ms), path, bytes]. */
  requests: [number, number, string, number][];
  /** The bytes of every other request that ended after the click and before "Synced". */
  otherBytes: number;
}

export interface PullTiming {
  url: string;
  transferSize: number;
  encodedBodySize: number;
  /** 0 where the browser does not tell it. */
  responseStatus: number;
  /** From the click, ms. */
  start: number;
  end: number;
}

interface Watched {
  __weakSync?: Milestones;
}

/** Installs the watcher on the sign-in screen; it starts with the click on Sign in. */
export async function installWatcher(page: Page): Promise<void> {
  await page.evaluate(KEEP_NAMES_SHIM);
  await page.evaluate(() => {
    const marks: Milestones = {
      banners: [],
      statuses: [],
      pullTimings: [],
      requests: [],
      otherBytes: 0,
    };
    (window as Watched).__weakSync = marks;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as PerformanceResourceTiming[]) {
        if (marks.click === undefined) continue;
        const start = e.startTime - marks.click;
        const end = e.responseEnd - marks.click;
        const { name: url, transferSize, encodedBodySize } = e;
        if (!url.includes('/api/sync/pull')) {
          if (marks.synced === undefined) marks.otherBytes += transferSize;
          if (marks.requests.length < 100)
            marks.requests.push([start, end, new URL(url).pathname, transferSize]);
          continue;
        }
        const responseStatus = (e as { responseStatus?: number }).responseStatus ?? 0;
        marks.pullTimings.push({ url, transferSize, encodedBodySize, responseStatus, start, end });
      }
    }).observe({ type: 'resource' });
    const signIn = [...document.querySelectorAll('button')].find(
      (b) => b.textContent?.trim() === 'Sign in',
    );
    if (!signIn) throw new Error('no Sign in button');
    const since = () => performance.now() - marks.click!;
    let asking = false;
    let askedAt = -Infinity;
    const askStore = () => {
      if (asking || marks.contactsStored !== undefined || since() - askedAt < 250) return;
      asking = true;
      askedAt = since();
      const open = indexedDB.open('rentline');
      // Not there yet: opening it must not create it under the app (Dexie creates it).
      open.onupgradeneeded = () => open.transaction?.abort();
      open.onerror = () => (asking = false);
      open.onsuccess = () => {
        const db = open.result;
        const done = () => {
          db.close();
          asking = false;
        };
        if (!db.objectStoreNames.contains('contacts')) return done();
        const count = db.transaction('contacts', 'readonly').objectStore('contacts').count();
        count.onsuccess = () => {
          if (count.result > 0 && marks.contactsStored === undefined)
            marks.contactsStored = since();
          done();
        };
        count.onerror = done;
      };
    };
    let lastBanner = -Infinity;
    const check = () => {
      const now = since();
      const button = document.querySelector('button[aria-label^="Sync status:"]');
      const name = button?.getAttribute('aria-label') ?? '';
      if (button && marks.shell === undefined && (button as HTMLElement).offsetParent)
        marks.shell = now;
      if (name && marks.statuses.at(-1)?.[1] !== name) marks.statuses.push([now, name]);
      const banner = [...document.querySelectorAll('[role="status"]')].find((e) =>
        e.textContent?.startsWith('Downloading your data…'),
      );
      const text = banner?.textContent ?? '';
      if (banner && marks.banner === undefined) marks.banner = now;
      if (/of [\d,]+ records/.test(text)) {
        marks.progress ??= now;
        if (now - lastBanner >= 10_000) {
          lastBanner = now;
          marks.banners.push([now, text]);
        }
      }
      if (marks.contactCard === undefined && document.querySelector('article.contact-card'))
        marks.contactCard = now;
      if (
        marks.shell !== undefined &&
        /^Sync status: Synced/.test(name) &&
        !/waiting to sync/.test(name)
      )
        marks.synced ??= now;
    };
    signIn.addEventListener(
      'click',
      () => {
        marks.click = performance.now();
        const timer = setInterval(() => {
          check();
          if (marks.shell !== undefined) askStore();
          if (marks.synced !== undefined && marks.contactsStored !== undefined)
            clearInterval(timer);
        }, 50);
      },
      { capture: true, once: true },
    );
  });
}

/** The milestones so far; throws if the page was loaded again (the watcher is gone). */
export async function readMilestones(page: Page): Promise<Milestones> {
  const marks = await page.evaluate(() => (window as Watched).__weakSync);
  if (!marks) throw new Error('the page was loaded again during the first sync');
  return marks;
}

/** Polls the page's milestones until `done` holds, or throws after `timeoutMs`. */
export async function waitForMilestone(
  page: Page,
  done: (marks: Milestones) => boolean,
  what: string,
  timeoutMs: number,
  everyMs = 250,
): Promise<Milestones> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const marks = await readMilestones(page);
    if (done(marks)) return marks;
    if (Date.now() > until)
      throw new Error(`${what}: not within ${Math.round(timeoutMs / 1000)} s`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
