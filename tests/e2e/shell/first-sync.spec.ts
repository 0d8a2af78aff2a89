/**
 * The first sync on a weak signal (issue "Made for the tablet", section 6): at 20 KB/s a new
 * tablet shows its download's progress against the total at once (and the bytes received moving
 * while a page is on its way), says "counting…" instead of a partial total on the hub, and a
 * reload mid-way resumes from the last page stored instead of starting again from zero.
 *
 * The context runs without a service worker, so Chromium's network throttling applies to the
 * app's own requests (a worker would fetch them outside the page's throttled network).
 */
import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { DEMO, waitForSynced } from '../support/session';
import { storedSyncState } from '../../support/stored-sync-state';

const WEAK_SIGNAL = {
  offline: false,
  latency: 150,
  downloadThroughput: 20 * 1024,
  uploadThroughput: 20 * 1024,
};
const FULL_SPEED = { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 };

const progress = (page: Page) =>
  page.getByRole('status').filter({ hasText: /^Downloading your data…/ });

/** The stored pull cursor and what the first download has received, read from IndexedDB. */
async function storedBootstrap(page: Page) {
  const state = await storedSyncState(page);
  return {
    cursor: Number(state?.cursor ?? 0),
    received: Number(state?.bootstrapReceived ?? 0),
    bootstrapped: Number(state?.bootstrapped ?? 0),
  };
}

test('a throttled first sync shows its progress at once and resumes after a reload', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const context = await browser.newContext({
    viewport: { width: 820, height: 1180 },
    hasTouch: true,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const cdp: CDPSession = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  try {
    // The app itself loads at full speed (a tablet that has it installed); the data does not.
    await page.goto('/');
    await page.getByLabel('Email').fill(DEMO.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await cdp.send('Network.emulateNetworkConditions', WEAK_SIGNAL);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('button', { name: /^Sync status:/ })).toBeVisible({
      timeout: 30_000,
    });

    // Within 2 s of the app opening: the download and how far it is against its total.
    await expect(progress(page)).toBeVisible({ timeout: 2_000 });
    await expect(progress(page)).toHaveText(/of [\d,]+ records \(\d+%\)/, { timeout: 5_000 });
    const total = Number(
      /of ([\d,]+) records/.exec((await progress(page).textContent()) ?? '')![1]!.replace(/,/g, ''),
    );
    expect(total).toBeGreaterThan(1_000);
    // The bytes move between pages too: on a weak signal a page takes seconds. A page still on
    // its way counts as 'unzipped' (its wire size is known once it is whole), stored pages as
    // 'received'.
    const kilobytes = async () => {
      const text = (await progress(page).textContent()) ?? '';
      let kb = 0;
      for (const m of text.matchAll(/([\d,.]+) (KB|MB) (received|unzipped)/g))
        kb += Number(m[1]!.replace(/,/g, '')) * (m[2] === 'MB' ? 1024 : 1);
      return kb;
    };
    const seenKb = await kilobytes();
    await expect.poll(kilobytes, { timeout: 5_000 }).toBeGreaterThan(seenKb);
    // The hub does not pass a partial count off as the store's total.
    await expect(page.getByText('counting…').first()).toBeVisible();

    // Wait for a few pages to be stored, then reload in the middle of the download.
    await expect
      .poll(async () => (await storedBootstrap(page)).received, { timeout: 60_000 })
      .toBeGreaterThan(400);
    const before = await storedBootstrap(page);
    expect(before.bootstrapped).toBe(0);
    const pulls: URL[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/api/sync/pull')) pulls.push(new URL(req.url()));
    });
    // Still on the weak signal: the app's own files come from the browser's cache (hashed, kept
    // for a year), as an installed app's do, so only the data crosses the network. Reloading at
    // full speed let the rest of the download finish before the signal dropped again on a busy
    // machine, and the progress was gone before it could be read.
    await page.reload();

    // It goes on from the stored page, and its progress starts there, not at zero.
    await expect.poll(() => pulls.length, { timeout: 30_000 }).toBeGreaterThan(0);
    const resumedFrom = Number(pulls[0]!.searchParams.get('cursor'));
    expect(resumedFrom).toBeGreaterThanOrEqual(before.cursor);
    expect(pulls[0]!.searchParams.get('bootstrap')).toBe('1');
    await expect(progress(page)).toHaveText(/of [\d,]+ records/, { timeout: 10_000 });
    const shown = Number(
      /… ([\d,]+) of/.exec((await progress(page).textContent()) ?? '')![1]!.replace(/,/g, ''),
    );
    expect(shown).toBeGreaterThanOrEqual(before.received);

    // At full speed again it ends, and the hub shows the real count.
    await cdp.send('Network.emulateNetworkConditions', FULL_SPEED);
    await waitForSynced(page, 120_000);
    await expect(progress(page)).toHaveCount(0);
    await expect(page.getByText('counting…')).toHaveCount(0);
  } finally {
    await context.close();
  }
});
