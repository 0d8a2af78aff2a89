/**
 * Issue 22 section 5: the end of day. The day's payments by tender are on screen; closing it
 * with the counted cash and checks shows over/short and the day among the closes; a second
 * close is not offered. Offline the screen says it needs a connection and the close is disabled.
 *
 * The day is yesterday, closed late: today's is closed by money-journey.spec.ts, balanced to the
 * cent, and a day closes once (both specs may run on one server, in either order).
 */
import { expect as baseExpect, type BrowserContext, type Page } from '@playwright/test';
import { mainHeading } from '../support/session';
import { startClearOfStoreMidnight, storeDay } from '../support/store-day';
import { test, type SyncedDevice } from '../support/synced-profile';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let device: SyncedDevice;
let context: BrowserContext;
let page: Page;
/** The store day closed here (yyyy-MM-dd), and as the screens write it ('Dec 5, 2026'). */
let day: string;
let dayShown: string;

// The page opens signed in and synced (support/synced-profile.ts).
test.beforeAll(async ({ syncedProfile }) => {
  await startClearOfStoreMidnight();
  day = storeDay(-1);
  dayShown = new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
  device = await syncedProfile.open();
  ({ context, page } = device);
});
test.afterAll(() => device?.close());

const closeButton = () => page.getByRole('button', { name: 'Close the day' });

test('offline, the end of day says it needs a connection and the close is disabled', async () => {
  await page.goto(`/pulse/end-of-day?date=${day}`);
  await expect(mainHeading(page)).toHaveText(/^End of Day/);
  await expect(page.getByText(`${dayShown} · open`)).toBeVisible();
  await expect(page.getByLabel('Store day')).toHaveValue(day);
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

test("closes yesterday's store day with the counted cash and checks", async () => {
  await page.goto(`/pulse/end-of-day?date=${day}`);
  const tenders = page.getByRole('table', { name: 'Payments by tender' });
  for (const tender of ['Cash', 'Check', 'Money Order', 'Card', 'ACH', 'Other', 'Total'])
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
  await expect(page.getByText(`${dayShown} · closed`)).toBeVisible();
  const closed = page
    .getByRole('table', { name: 'Closed days' })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: dayShown, exact: true }) });
  await expect(closed).toHaveCount(1);
  await expect(closed.getByRole('cell').last()).toHaveText(/^(Over|Short) \$[\d,]+\.\d{2}$|^Even$/);
});
