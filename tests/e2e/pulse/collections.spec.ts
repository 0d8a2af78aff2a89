/**
 * Issue 22: collections in the field with no signal. The queue comes to the tablet while online;
 * offline it opens and filters, an account is worked (a call with a promise to pay, and a visit
 * planned for today), the page is reloaded with no signal and the visit is on "My visits today".
 * When the signal returns, the engagement and both follow-ups reach the server, which says so in
 * its own queue. A promise whose date has passed without payment shows as broken.
 *
 * The steps share one signed-in tablet and run in order.
 */
import { expect as baseExpect, type BrowserContext, type Page } from '@playwright/test';
import type { CollectionQueueResponse } from '@rentline/sync-protocol/wire';
import { readKeptOnDevice } from '../support/local-db';
import { apiGet, expectPending, mainHeading, waitForSynced } from '../support/session';
import { startClearOfStoreMidnight, storeDay } from '../support/store-day';
import { test, type SyncedDevice } from '../support/synced-profile';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ mode: 'serial', timeout: 240_000 });

let device: SyncedDevice;
let context: BrowserContext;
let page: Page;
/** The account worked in this run. */
let customer = { id: 0, name: '' };
const NOTE = `E2E collections ${Date.now().toString(36)}`;

const accounts = () => page.getByRole('list', { name: 'Accounts past due' }).getByRole('article');

test.beforeAll(async ({ syncedProfile }) => {
  test.setTimeout(240_000);
  await startClearOfStoreMidnight();
  device = await syncedProfile.open({ viewport: { width: 820, height: 1180 }, hasTouch: true });
  ({ context, page } = device);
});
test.afterAll(() => device?.close());

test('the queue comes to the tablet online, then opens and filters with no signal', async () => {
  await page.goto('/pulse/collections');
  await expect(mainHeading(page)).toHaveText('Collections');
  await expect(accounts().first()).toBeVisible();
  // An account with no visit planned yet, so the one planned below is the only one.
  const card = accounts()
    .filter({ hasNotText: /Visit on/ })
    .first();
  const link = card.getByRole('link', { name: /^Work account / });
  const name = (await link.getAttribute('aria-label'))!.replace(/^Work account /, '');
  const href = (await link.getAttribute('href'))!;
  customer = { id: Number(href.split('/').pop()), name };
  // The copy is on the tablet once the read cache is written (a moment after the screen filled).
  await expect.poll(() => readKeptOnDevice(page, ['pulse', 'collections', 'queue'])).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(accounts().first()).toBeVisible();
  await page.getByRole('main').getByLabel('Search').fill(name);
  await expect(accounts()).toHaveCount(1);
  await expect(accounts().first()).toContainText(name);
});

test('offline, an account is worked: a promise to pay and a visit today, kept over a reload', async () => {
  await page.goto(`/pulse/collections/${customer.id}`);
  await expect(mainHeading(page)).toHaveText(customer.name);
  const form = page.getByRole('form', { name: 'Log an outcome' });
  await form.locator('select[name="outcome"]').selectOption('Spoke - promised');
  await form.locator('input[name="promise_date"]').fill(storeDay(3));
  await form.locator('input[name="promise_amount"]').fill('75.50');
  await form.locator('textarea[name="notes"]').fill(NOTE);
  await form.locator('input[name="visit_date"]').fill(storeDay(0));
  await form.getByRole('button', { name: 'Log outcome' }).click();
  await expect(page.getByText('Outcome logged').first()).toBeVisible();
  // One engagement and two follow-ups wait for the signal.
  await expectPending(page, 3);

  await page.reload();
  await expect(mainHeading(page)).toHaveText(customer.name);
  await expect(page.getByText(NOTE).first()).toBeVisible();

  await page.goto('/pulse/collections/visits');
  await expect(mainHeading(page)).toHaveText('My visits today');
  await expect(
    page
      .getByRole('list', { name: 'Route' })
      .getByRole('heading', { name: new RegExp(customer.name) }),
  ).toBeVisible();

  // The queue shows the promise logged here at once.
  await page.goto('/pulse/collections');
  await page.getByRole('main').getByLabel('Search').fill(customer.name);
  await expect(accounts().first()).toContainText('Spoke - promised');
  await expect(accounts().first()).toContainText('$75.50');
});

test('back online, the engagement and both follow-ups reach the server', async ({ request }) => {
  await context.setOffline(false);
  await waitForSynced(page, 90_000);
  const queue = await apiGet<CollectionQueueResponse>(
    request,
    `/api/collections/queue?search=${encodeURIComponent(customer.name)}&limit=10`,
  );
  const account = queue.accounts.find((a) => a.customer_id === customer.id);
  expect(account, 'the worked account is in the server queue').toBeTruthy();
  expect(account!.last_outcome).toBe('Spoke - promised');
  expect(account!.promise_amount).toBe(75.5);
  expect(account!.promise_date).toBe(storeDay(3));
  expect(account!.visit_date).toBe(storeDay(0));
});

test('a promise whose date passed unpaid shows broken, offline too', async ({ request }) => {
  const broken = await apiGet<CollectionQueueResponse>(
    request,
    '/api/collections/queue?filter=broken&limit=5',
  );
  expect(broken.total_count, 'the demo store has broken promises').toBeGreaterThan(0);
  await context.setOffline(true);
  try {
    await page.goto('/pulse/collections');
    await page.getByRole('main').getByLabel('Show').selectOption('broken');
    await expect(accounts().first()).toBeVisible();
    await expect(accounts().first()).toContainText('Broken');
    await expect(accounts().first()).toContainText(broken.accounts[0]!.customer_name);
  } finally {
    await context.setOffline(false);
  }
});
