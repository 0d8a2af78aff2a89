/**
 * One walk over every screen of the route table (support/screens.ts) on a tablet, signed in and
 * synced once, checking together what issue 20 asks of each (issue 52 point 5: one walk instead
 * of three specs each signing in and downloading the demo store):
 *
 * - point 5, WCAG 2.1 AA: axe-core finds no serious or critical violation, at tablet (820x1180)
 *   and desktop (1280x800) sizes;
 * - point 4, touch: every link, button and field a finger is meant to hit is at least 44 px both
 *   ways at 820x1180, on the screens and on a contact's, a customer's and an agreement's page;
 * - point 4, fit: in portrait (820x1180) and landscape (1180x820) no screen scrolls sideways and
 *   a row's actions (View, Resolve, Delete) stay in reach; the wide tables fold their secondary
 *   columns into the cells beside them from 768 to 1180 px, show every column on a desktop, and
 *   wrap a long customer name instead of widening.
 */
import { expect as baseExpect, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import {
  settled,
  settledViolations,
  sideways,
  smallTargets,
  tableOverflow,
} from '../support/screen-checks';
import { SCREENS, showScreen } from '../support/screens';
import { test, type SyncedDevice } from '../support/synced-profile';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ mode: 'serial', timeout: 600_000 });

const PORTRAIT = { width: 820, height: 1180 };
const LANDSCAPE = { width: 1180, height: 820 };
const DESKTOP = { width: 1280, height: 800 };

let device: SyncedDevice;
let page: Page;
test.beforeAll(async ({ syncedProfile }) => {
  test.setTimeout(240_000);
  device = await syncedProfile.open({ viewport: PORTRAIT, hasTouch: true });
  ({ page } = device);
});
test.afterAll(() => device?.close());

test('at 820x1180 every screen passes axe, fits the window and has controls of 44 px', async () => {
  await page.setViewportSize(PORTRAIT);
  const found: string[] = [];
  for (const path of SCREENS) {
    await showScreen(page, path);
    const wider = await sideways(page);
    if (wider > 0) found.push(`${path}: ${wider} px wider than the screen`);
    await settled(page);
    for (const s of await smallTargets(page)) found.push(`${path}: small target ${s}`);
    for (const v of await settledViolations(page)) found.push(`${path}: ${v}`);
  }
  expect(found).toEqual([]);
});

test('at 820x1180 every control of the detail screens is at least 44 px', async () => {
  await page.setViewportSize(PORTRAIT);
  // A contact, a customer and an agreement, each opened from the first row of its list.
  const lists = [
    ['/core/contacts', '/core/contacts/'],
    ['/pulse/customers', '/pulse/customers/'],
    ['/pulse/agreements', '/pulse/agreements/'],
  ] as const;
  const found: string[] = [];
  for (const [list, detail] of lists) {
    await showScreen(page, list);
    await page.locator(`main a[href^="${detail}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${detail}[^/]+`));
    await expect(page.locator('main h1').first()).toBeVisible();
    await settled(page);
    for (const s of await smallTargets(page)) found.push(`${new URL(page.url()).pathname}: ${s}`);
  }
  expect(found).toEqual([]);
});

test('at 1180x820 no screen scrolls sideways', async () => {
  await page.setViewportSize(LANDSCAPE);
  const found: string[] = [];
  for (const path of SCREENS) {
    await showScreen(page, path);
    const wider = await sideways(page);
    if (wider > 0) found.push(`${path}: ${wider} px wider than the screen`);
  }
  expect(found).toEqual([]);
});

test('at 1280x800 every screen passes axe', async () => {
  await page.setViewportSize(DESKTOP);
  const found: string[] = [];
  for (const path of SCREENS) {
    await showScreen(page, path);
    for (const v of await settledViolations(page)) found.push(`${path}: ${v}`);
  }
  expect(found).toEqual([]);
});

/** Routes whose rows carry actions, and a row's action to wait for. */
const ROW_ACTIONS: [string, RegExp][] = [
  ['/pulse/payments', /^View$/],
  ['/pulse/exceptions', /^Resolve /],
  ['/flow/instock', /^Delete /],
];

for (const viewport of [PORTRAIT, LANDSCAPE]) {
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

const firstRow = () => page.locator('main table tbody tr:not([data-skeleton-row])').first();

test('the wide tables fit their frame from 768 to 1180 px, and show every column on a desktop', async () => {
  for (const viewport of [
    { width: 768, height: 1024 },
    PORTRAIT,
    { width: 1024, height: 768 },
    LANDSCAPE,
  ]) {
    await page.setViewportSize(viewport);
    for (const [path] of WIDE_TABLES) {
      await showScreen(page, path);
      await expect(firstRow()).toBeVisible();
      expect(await tableOverflow(page), `${path} at ${viewport.width} px`).toBeLessThanOrEqual(0);
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
    await expect(firstRow()).toBeVisible();
    await lengthenFirstCustomerName();
    await expect(page.locator('main table').getByText(LONG_NAME), path).toBeVisible();
    expect(await tableOverflow(page), `${path} with a long customer name`).toBeLessThanOrEqual(0);
  }
});

test('the checks report what they are there to find', async ({ browser }) => {
  const planted = await browser.newPage({ viewport: { width: 400, height: 600 } });
  try {
    await planted.setContent(
      '<main><h1>Planted</h1><button></button><img src="data:,"><p style="color:#bbb;background:#fff">faint</p><a href="#" style="font-size:10px">tiny</a><div style="width:900px">wide</div></main>',
    );
    const found = await seriousViolations(planted);
    for (const rule of ['button-name', 'image-alt', 'color-contrast'])
      expect(
        found.some((line) => line.startsWith(`${rule}:`)),
        rule,
      ).toBe(true);
    expect(await smallTargets(planted)).toContainEqual(expect.stringMatching(/^a "tiny"/));
    expect(await sideways(planted)).toBeGreaterThan(0);
  } finally {
    await planted.close();
  }
});
