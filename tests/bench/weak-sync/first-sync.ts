/**
 * One first sync in Chromium, as a new tablet on a weak signal: the app (already installed,
 * so its own files load at full speed, the signed-in code included) shows the sign-in screen;
 * the link drops to the weak signal (Chrome DevTools Protocol
 * `Network.emulateNetworkConditions`; service workers blocked, so the throttling applies to the
 * app's requests, as in tests/e2e/shell/first-sync.spec.ts); Sign in is clicked and the
 * milestones are timed in the page (watch.ts) and the pulls' bytes counted (pull-wire.ts).
 *
 * Core usable: once the banner counts, the app moves to /core/contacts as a link in the app
 * does (history.pushState and the popstate its router follows; no reload, so the download goes
 * on) and the first contact card is timed; then back to the hub for the rest of the download.
 */
import type { Page } from '@playwright/test';
import { launchChromium } from '../chromium';
import { recordPulls, tallyPulls, type PullTally } from './pull-wire';
import { installWatcher, readMilestones, waitForMilestone, type Milestones } from './watch';
import { storedSyncState } from '../../support/stored-sync-state';

const DEMO = { email: 'demo@example.com', password: 'demo1234' } as const;

export interface Link {
  /** Bytes per second, down and up. */
  throughput: number;
  latencyMs: number;
}

export interface FirstSyncRun {
  marks: Milestones;
  /** When the app was moved to /core/contacts, ms from the click. */
  contactsOpenedAt: number;
  /** The pulls when the sync ended (or was given up). */
  tally: PullTally;
  /** The replica's own account of the download when it ended or was given up. */
  stored: { bootstrapped: number; received: number; total: number | null; pageLimit: number };
}

/** Shows `path` as a link in the app does; resolves with the time it moved, ms from the click. */
function showInApp(page: Page, path: string): Promise<number> {
  return page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
    const click = (window as { __weakSync?: Milestones }).__weakSync?.click ?? 0;
    return performance.now() - click;
  }, path);
}

async function storedState(page: Page): Promise<FirstSyncRun['stored']> {
  const state = await storedSyncState(page);
  return {
    bootstrapped: Number(state?.bootstrapped ?? 0),
    received: Number(state?.bootstrapReceived ?? 0),
    total: state?.bootstrapTotal == null ? null : Number(state.bootstrapTotal),
    pageLimit: Number(state?.bootstrapPageLimit ?? 0),
  };
}

/**
 * Signs in on `link` and waits for the first sync to end, at most `timeoutMs` from the click;
 * past that it returns what it has (`marks.synced` unset) rather than throwing.
 */
export async function firstSync(
  url: string,
  link: Link,
  timeoutMs: number,
  log: (message: string) => void,
): Promise<FirstSyncRun> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({
      viewport: { width: 820, height: 1180 },
      hasTouch: true,
      serviceWorkers: 'block',
    });
    try {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      const pulls = recordPulls(cdp);
      await page.goto(`${url}/`);
      await page.getByLabel('Email').fill(DEMO.email);
      await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
      // The signed-in code loads while the sign-in screen is up: an installed app has it.
      await page.waitForLoadState('networkidle');
      await installWatcher(page);
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: link.latencyMs,
        downloadThroughput: link.throughput,
        uploadThroughput: link.throughput,
      });
      const startedAt = Date.now();
      const left = () => Math.max(1, timeoutMs - (Date.now() - startedAt));
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await waitForMilestone(page, (m) => m.progress !== undefined, 'the first progress', left());
      const contactsOpenedAt = await showInApp(page, '/core/contacts');
      await waitForMilestone(page, (m) => m.contactCard !== undefined, 'a contact card', left());
      await showInApp(page, '/');

      let loggedAt = Date.now();
      let marks = await readMilestones(page);
      while (marks.synced === undefined && Date.now() - startedAt < timeoutMs) {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        marks = await readMilestones(page);
        if (Date.now() - loggedAt >= 60_000) {
          loggedAt = Date.now();
          const banner = marks.banners.at(-1)?.[1] ?? '';
          const so = tallyPulls(pulls, marks.pullTimings);
          log(
            `${Math.round((Date.now() - startedAt) / 1000)} s: ${pulls.length} pulls, ` +
              `${(so.wireBytes / 1e6).toFixed(2)} MB, ${(so.wastedBytes / 1e6).toFixed(2)} MB wasted; ${banner}`,
          );
        }
      }
      const tally = tallyPulls(pulls, marks.pullTimings);
      const stored = await storedState(page);
      if (marks.synced !== undefined && stored.bootstrapped !== 1)
        throw new Error('"Synced" shown while the replica is not bootstrapped');
      return { marks, contactsOpenedAt, tally, stored };
    } finally {
      await context.close();
    }
  } finally {
    await browser.close();
  }
}
