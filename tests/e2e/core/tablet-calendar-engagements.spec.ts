/**
 * Issue "Made for the tablet", point 4, on a portrait tablet (820x1180, touch): engagements
 * logged in the dialog show where they landed, marked; Upcoming / Past and the search narrow
 * the list; the calendar's week shows all seven days on screen and its '+N' opens the day; the
 * top bar's icon buttons are touch-sized and say 'coming soon' when tapped; the month's day
 * numbers are touch-sized and open their day; and in landscape (1180x820) the same screens fit.
 *
 * The steps share one signed-in page and run in order.
 */
import { expect as baseExpect, type Page } from '@playwright/test';
import { apiGet } from '../support/session';
import { pickOption } from '../support/pick-option';
import { startClearOfStoreMidnight, storeDay } from '../support/store-day';
import { test, type SyncedDevice } from '../support/synced-profile';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ mode: 'serial', timeout: 240_000 });

const WIDTH = 820;
const stamp = Date.now().toString(36);
const PAST = [`Tablet past A ${stamp}`, `Tablet past B ${stamp}`, `Tablet past C ${stamp}`];
const UPCOMING = `Tablet upcoming ${stamp}`;

let device: SyncedDevice;
let page: Page;
let today = '';
test.beforeAll(async ({ syncedProfile }) => {
  device = await syncedProfile.open({ viewport: { width: WIDTH, height: 1180 }, hasTouch: true });
  ({ page } = device);
});
test.afterAll(() => device?.close());

const card = (note: string) =>
  page.getByRole('list', { name: 'Recent Engagements' }).getByRole('listitem').filter({
    hasText: note,
  });

async function logEngagement(dateTime: string, note: string) {
  const dialog = page.getByRole('dialog', { name: 'Create New Engagement' });
  // The list may still be scrolling to the engagement logged just before: a tap computed before
  // that scroll lands elsewhere (seen once), so tap again until the dialog is open.
  await expect(async () => {
    if (!(await dialog.isVisible()))
      await page.getByRole('button', { name: 'New Engagement' }).tap();
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  // With nothing typed, the picker's first contact.
  await pickOption(dialog, /^Contact/, '', { tap: true });
  await dialog.getByLabel(/^Initial Engagement/).selectOption({ index: 1 });
  await dialog.getByLabel(/^Date & Time/).fill(dateTime);
  await dialog.getByLabel('Notes').fill(note);
  await dialog.getByRole('button', { name: 'Create Engagement' }).tap();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  // Where it landed (newest logged first), marked, and on screen.
  await expect(card(note)).toBeVisible();
  await expect(card(note).getByText('Just added')).toBeVisible();
  await expect(card(note)).toBeInViewport();
}

test('engagements: a new one shows marked, Upcoming / Past and search narrow the list', async ({
  request,
}) => {
  const { store_time_zone: timeZone } = await apiGet<{ store_time_zone: string }>(
    request,
    '/api/config/public',
  );
  await startClearOfStoreMidnight(timeZone);
  today = storeDay(0, timeZone);
  await page.goto('/core/engagements');
  await expect(page.getByRole('heading', { level: 1, name: 'Engagements' })).toBeVisible();

  // Three early today (one week cell, so the week view folds one behind '+1'), one next year.
  for (const [i, note] of PAST.entries()) await logEngagement(`${today}T00:0${i + 1}`, note);
  await logEngagement(`${Number(today.slice(0, 4)) + 1}-01-15T10:00`, UPCOMING);

  const when = page.getByRole('radiogroup', { name: 'Engagement date' });
  await when.getByText('Upcoming', { exact: true }).tap();
  await expect(card(UPCOMING)).toBeVisible();
  await expect(card(PAST[0]!)).toHaveCount(0);
  await when.getByText('Past', { exact: true }).tap();
  await expect(card(PAST[2]!)).toBeVisible();
  await expect(card(UPCOMING)).toHaveCount(0);

  const search = page.getByRole('searchbox', { name: 'Search engagements' });
  await search.fill(PAST[1]!.toUpperCase());
  await expect(card(PAST[1]!)).toBeVisible();
  await expect(card(PAST[0]!)).toHaveCount(0);
  await expect(page.getByText('Showing 1 of 1 engagements')).toBeVisible();

  // A new one these filters would hide: Upcoming is chosen and the search cleared.
  const later = `Tablet later ${stamp}`;
  await logEngagement(`${Number(today.slice(0, 4)) + 1}-02-01T10:00`, later);
  await expect(search).toHaveValue('');
  await expect(when.getByRole('radio', { name: 'Upcoming' })).toBeChecked();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBe(0);
});

test("calendar: the week shows all seven days on screen; '+N' opens the day", async () => {
  await page.goto(`/core/calendar?view=week&date=${today}`);
  const week = page.getByRole('table', { name: /^Week of / });
  await expect(week).toBeVisible();
  const days = week.getByRole('row').first().getByRole('columnheader');
  await expect(days).toHaveCount(8); // the time column and seven days
  for (let i = 1; i < 8; i++) {
    const box = (await days.nth(i).boundingBox())!;
    expect(box.width, `day ${i} has room`).toBeGreaterThan(60);
    expect(box.x + box.width, `day ${i} is off screen`).toBeLessThanOrEqual(WIDTH);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );

  const todayName = new Date(`${today}T12:00:00`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  });
  const more = week.getByRole('button', {
    name: new RegExp(`^\\d+ more events? on ${todayName}$`),
  });
  await expect(more.first()).toBeVisible();
  const box = (await more.first().boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);
  await more.first().tap();
  const day = page.getByRole('dialog', { name: /^Events for / });
  await expect(day).toBeVisible();
  for (const note of PAST) await expect(day.getByText(note)).toBeVisible();
  await day.getByRole('button', { name: 'Close dialog' }).tap();
  await expect(day).toBeHidden();
});

/** Every day number of the month on screen: 44 px both ways, inside the screen. */
async function expectTouchSizedDays(width: number) {
  const month = page.getByRole('table', { name: /^[A-Z][a-z]+ \d{4}$/ });
  await expect(month).toBeVisible();
  const days = month.getByRole('button', { name: /^[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{4}$/ });
  expect(await days.count()).toBeGreaterThanOrEqual(28);
  for (const box of await days.evaluateAll((buttons) =>
    buttons.map((b) => b.getBoundingClientRect().toJSON() as DOMRect),
  )) {
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.right).toBeLessThanOrEqual(width);
  }
}

test("calendar: the month's day numbers are touch-sized and open their day", async () => {
  await page.goto(`/core/calendar?view=month&date=${today}`);
  await expectTouchSizedDays(WIDTH);
  const name = new Date(`${today}T12:00:00`).toLocaleDateString('en-US', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
  await page.getByRole('button', { name, exact: true }).tap();
  await expect(page).toHaveURL(new RegExp(`view=day&date=${today}`));
});

test('landscape (1180x820): engagements and the calendar fit, days touch-sized', async () => {
  const landscape = 1180;
  await page.setViewportSize({ width: landscape, height: 820 });
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
  await page.goto('/core/engagements');
  await expect(page.getByRole('list', { name: 'Recent Engagements' })).toBeVisible();
  expect(await overflow()).toBe(0);

  await page.goto(`/core/calendar?view=week&date=${today}`);
  const days = page
    .getByRole('table', { name: /^Week of / })
    .getByRole('row')
    .first()
    .getByRole('columnheader');
  await expect(days).toHaveCount(8);
  for (let i = 1; i < 8; i++) {
    const box = (await days.nth(i).boundingBox())!;
    expect(box.x + box.width, `day ${i} is off screen`).toBeLessThanOrEqual(landscape);
  }
  expect(await overflow()).toBe(0);

  await page.goto(`/core/calendar?view=month&date=${today}`);
  await expectTouchSizedDays(landscape);
  expect(await overflow()).toBe(0);
  await page.setViewportSize({ width: WIDTH, height: 1180 });
});

test("top bar: icon buttons are 44 px; Notifications says 'coming soon', Settings opens the store's", async () => {
  for (const name of [/^Open navigation$/, /^Sync status:/, /^Notifications$/]) {
    const box = (await page.getByRole('button', { name }).boundingBox())!;
    expect(box.width, `${name}`).toBeGreaterThanOrEqual(44);
    expect(box.height, `${name}`).toBeGreaterThanOrEqual(44);
  }
  const settings = page.getByRole('link', { name: 'Settings', exact: true });
  const box = (await settings.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(44);
  expect(box.height).toBeGreaterThanOrEqual(44);
  await page.getByRole('button', { name: 'Notifications' }).tap();
  await expect(page.getByText('Notifications are coming soon')).toBeVisible();
  await settings.tap();
  await expect(page.getByRole('heading', { name: 'Store Settings' })).toBeVisible();
});
