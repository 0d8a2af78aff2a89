/**
 * Issue 51: a manager opens Reports from Pulse home's "Generate Report" on a tablet, reads aging
 * (its total is the collections queue's), switches revenue's period, exports the CSV of the table
 * on screen, and offline reopens the last report viewed, with its age. axe finds nothing serious.
 */
import { readFile } from 'node:fs/promises';
import { expect as baseExpect, type BrowserContext, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { readKeptOnDevice } from '../support/local-db';
import { mainHeading } from '../support/session';
import { startClearOfStoreMidnight } from '../support/store-day';
import { test, type SyncedDevice } from '../support/synced-profile';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let device: SyncedDevice;
let context: BrowserContext;
let page: Page;

// The tablet opens signed in and synced, its service worker in control (support/synced-profile.ts):
// the offline reload below opens from its precache.
test.beforeAll(async ({ syncedProfile }) => {
  await startClearOfStoreMidnight();
  device = await syncedProfile.open({ viewport: { width: 820, height: 1180 }, hasTouch: true });
  ({ context, page } = device);
});
test.afterAll(() => device?.close());

test('Generate Report opens aging: a chart, its summary and the table behind it', async () => {
  await page.goto('/pulse');
  await page.getByRole('link', { name: 'Generate Report' }).click();
  await expect(mainHeading(page)).toHaveText('Reports');
  await expect(page.getByText(/accounts owe \$[\d,.]+ past due/)).toBeVisible();
  // The chart is drawn: its bars, one a bucket.
  await expect(page.locator('.recharts-surface')).toBeVisible();
  await expect(page.locator('.recharts-bar-rectangle')).toHaveCount(4);
  const table = page.getByRole('table', { name: /Aging/ });
  for (const bucket of ['1-30', '31-60', '61-90', '90+', 'Total'])
    await expect(table.getByRole('cell', { name: bucket, exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('revenue follows the period chosen, and Export CSV saves the table on screen', async () => {
  await page.getByRole('tab', { name: 'Revenue' }).click();
  await expect(page).toHaveURL(/report=revenue/);
  const table = page.getByRole('table', { name: /Revenue/ });
  await expect(table.getByRole('row')).toHaveCount(32); // header, 30 days, total
  await page.getByRole('button', { name: 'Last 7 days' }).click();
  await expect(table.getByRole('row')).toHaveCount(9);
  await expect(page.getByText(/^From .* to .*(reversals|No money was taken)/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^revenue-report-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile((await file.path())!, 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
  expect(csv[0]).toBe('Day,Cash,Check,Money Order,Card,ACH,Other,Fees,Tax,Reversals,Total');
  expect(csv.filter((line) => line !== '')).toHaveLength(9);
});

test('offline, the last report viewed opens again with its age', async () => {
  await page.getByRole('tab', { name: 'Utilization' }).click();
  await expect(page.getByRole('table', { name: /Utilization/ })).toBeVisible();
  // The query cache is written to IndexedDB a moment after the read arrived.
  await expect.poll(() => readKeptOnDevice(page, ['pulse', 'reports', 'utilization'])).toBe(true);
  await context.setOffline(true);
  try {
    await page.reload();
    await expect(mainHeading(page)).toHaveText('Reports');
    await expect(page.getByRole('table', { name: /Utilization/ })).toBeVisible();
    await expect(page.getByText(/items on rent and [\d,]+ in stock/)).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: /offline|Offline|Saved|ago/ }),
    ).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});
