/**
 * Issue 22 section 5: the end of day. The day's payments by tender are on screen; closing it
 * with the counted cash and checks shows over/short and the day among the closes; a second
 * close is not offered. Offline the screen says it needs a connection and the close is disabled.
 */
import { expect as baseExpect, test, type BrowserContext, type Page } from '@playwright/test';
import { mainHeading, signIn } from '../support/session';
import { startClearOfStoreMidnight } from '../support/store-day';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let context: BrowserContext;
let page: Page;

test.beforeAll(async ({ browser }) => {
  await startClearOfStoreMidnight();
  context = await browser.newContext();
  page = await context.newPage();
  await signIn(page);
});
test.afterAll(() => context.close());

const closeButton = () => page.getByRole('button', { name: 'Close the day' });

test('offline, the end of day says it needs a connection and the close is disabled', async () => {
  await page.goto('/pulse/end-of-day');
  await expect(mainHeading(page)).toHaveText(/^End of Day/);
  await expect(page.getByRole('table', { name: 'Payments by tender' })).toBeVisible();
  await context.setOffline(true);
  try {
    await expect(page.getByText(/The end of day needs a connection/)).toBeVisible();
    await expect(closeButton()).toBeDisabled();
  } finally {
    await context.setOffline(false);
  }
  await expect(closeButton()).toBeEnabled();
});

test("closes today's store day with the counted cash and checks", async () => {
  await page.goto('/pulse/end-of-day');
  const tenders = page.getByRole('table', { name: 'Payments by tender' });
  for (const tender of ['Cash', 'Check', 'Card', 'Other', 'Total'])
    await expect(tenders.getByRole('cell', { name: tender, exact: true })).toBeVisible();

  await closeButton().click();
  await expect(
    page.getByText('Enter the counted amount (0 or more, at most two decimals)').first(),
  ).toBeVisible();

  await page.getByLabel(/Counted cash/).fill('1,000.00');
  await page.getByLabel(/Counted checks/).fill('0');
  await closeButton().click();
  await expect(page.getByRole('heading', { name: /^Closed/ })).toBeVisible();
  await expect(page.getByText(/^Cash counted \$1,000\.00: (Over|Short|Even)/)).toBeVisible();
  await expect(closeButton()).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Closed days' }).getByRole('row')).toHaveCount(2);
});
