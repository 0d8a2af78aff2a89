/**
 * Issue 20, point 4: on a tablet, portrait (820x1180) and landscape (1180x820), no screen
 * scrolls sideways; the wide tables fold their secondary columns into the cells beside them, so
 * no table scrolls inside its frame either, from 768 to 1180 px; and a row's actions (View,
 * Resolve, Delete) stay in reach.
 */
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { signIn, waitForSynced } from '../support/session';
import { SCREENS, showScreen } from '../support/screens';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ mode: 'serial', timeout: 240_000 });

const ROUTES = SCREENS;

/** Routes whose rows carry actions, and a row's action to wait for. */
const ROW_ACTIONS: [string, RegExp][] = [
  ['/pulse/payments', /^View$/],
  ['/pulse/exceptions', /^Resolve /],
  ['/flow/instock', /^Delete /],
];

let page: Page;
test.beforeAll(async ({ browser }) => {
  page = await browser.newPage({ viewport: { width: 820, height: 1180 }, hasTouch: true });
  await signIn(page);
  await waitForSynced(page, 150_000);
});
test.afterAll(() => page?.close());

const sideways = () =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

for (const viewport of [
  { width: 820, height: 1180 },
  { width: 1180, height: 820 },
]) {
  test(`no screen scrolls sideways at ${viewport.width}x${viewport.height}`, async () => {
    await page.setViewportSize(viewport);
    for (const path of ROUTES) {
      await showScreen(page, path);
      expect(await sideways(), `${path} is wider than the screen`).toBeLessThanOrEqual(0);
    }
  });

  test(`row actions stay on screen at ${viewport.width}x${viewport.height}`, async () => {
    await page.setViewportSize(viewport);
    for (const [path, name] of ROW_ACTIONS) {
      await showScreen(page, path);
      const action = page.getByRole('table').getByRole('button', { name }).first();
      await expect(action, `${path}: a row action`).toBeVisible();
      const box = (await action.boundingBox())!;
      expect(box.x + box.width, `${path}: the row action is off screen`).toBeLessThanOrEqual(
        viewport.width,
      );
    }
  });
}

/** The wide lists, and a column shown on a desktop only (folded into another cell below it). */
const WIDE_TABLES: [string, string][] = [
  ['/pulse/customers', 'Agreements'],
  ['/pulse/agreements', 'Total cost'],
  ['/pulse/payments', 'Method'],
  ['/pulse/exceptions', 'Created'],
  ['/flow/instock', 'Vendor'],
];

/** How far the screen's table reaches past its frame, in px (0 or less: it fits). */
const tableOverflow = () =>
  page.evaluate(() => {
    const table = document.querySelector('main table')!;
    return table.scrollWidth - table.parentElement!.clientWidth;
  });

test('the wide tables fit their frame from 768 to 1180 px, and show every column on a desktop', async () => {
  for (const viewport of [
    { width: 768, height: 1024 },
    { width: 820, height: 1180 },
    { width: 1024, height: 768 },
    { width: 1180, height: 820 },
  ]) {
    await page.setViewportSize(viewport);
    for (const [path] of WIDE_TABLES) {
      await showScreen(page, path);
      await expect(
        page.locator('main table tbody tr:not([data-skeleton-row])').first(),
      ).toBeVisible();
      expect(await tableOverflow(), `${path} at ${viewport.width} px`).toBeLessThanOrEqual(0);
    }
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  for (const [path, column] of WIDE_TABLES) {
    await showScreen(page, path);
    await expect(page.getByRole('columnheader', { name: column }), path).toBeVisible();
  }
});

/** A customer's name as long as a store's data may hold: it wraps at its spaces and hyphen. */
const LONG_NAME = 'Maximiliana Alexandrina Hackett-Kirlin de la Cruz';

/**
 * Gives the first row's customer LONG_NAME on screen (the innermost element of the Customer
 * column's cell), as a store whose customer has that name would show it.
 */
const lengthenFirstCustomerName = () =>
  page.evaluate((name) => {
    const table = document.querySelector('main table')!;
    const column = Array.from(table.querySelectorAll('thead th')).findIndex((th) =>
      th.textContent?.trim().startsWith('Customer'),
    );
    const row = table.querySelector('tbody tr:not([data-skeleton-row])')!;
    let el = row.children[column]!;
    while (el.firstElementChild) el = el.firstElementChild;
    el.textContent = name;
  }, LONG_NAME);

test('a long customer name wraps in its cell instead of widening the table at 768 px', async () => {
  await page.setViewportSize({ width: 768, height: 1024 });
  for (const path of [
    '/pulse/customers',
    '/pulse/agreements',
    '/pulse/payments',
    '/pulse/exceptions',
  ]) {
    await showScreen(page, path);
    await expect(
      page.locator('main table tbody tr:not([data-skeleton-row])').first(),
    ).toBeVisible();
    await lengthenFirstCustomerName();
    await expect(page.locator('main table').getByText(LONG_NAME), path).toBeVisible();
    expect(await tableOverflow(), `${path} with a long customer name`).toBeLessThanOrEqual(0);
  }
});
