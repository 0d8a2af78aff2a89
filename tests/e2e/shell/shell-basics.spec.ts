/**
 * Issue 20, points 2, 5 and 6: the shell every screen shares. Its search answers from the first
 * tap for everything its placeholder promises (online from the server, offline from the kept
 * copy); the app runs under its Content-Security-Policy without tripping it (zod compiled
 * parsers with `new Function` and probed for it, a violation Lighthouse's Best Practices counts);
 * and a keyboard user can skip the top bar to the screen (WCAG 2.4.1).
 */
import { expect as baseExpect, type Page } from '@playwright/test';
import { apiGet } from '../support/session';
import { test, type SyncedDevice } from '../support/synced-profile';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ mode: 'serial', timeout: 240_000 });

let device: SyncedDevice;
let page: Page;
test.beforeAll(async ({ syncedProfile }) => {
  test.setTimeout(240_000);
  device = await syncedProfile.open({
    viewport: { width: 820, height: 1180 },
    hasTouch: true,
    // Every violation a page reports, collected from its first script on.
    prepare: (context) =>
      context.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { cspViolations: string[] }).cspViolations = seen;
        document.addEventListener('securitypolicyviolation', (e) =>
          seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
        );
      }),
  });
  ({ page } = device);
});
test.afterAll(() => device?.close());

test('signed-in screens report no Content-Security-Policy violation', async () => {
  for (const path of ['/core/contacts', '/pulse/customers', '/core/contacts/new', '/flow/new']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const violations = await page.evaluate(
      () => (window as unknown as { cspViolations: string[] }).cspViolations,
    );
    expect(violations, path).toEqual([]);
  }
});

test('the first Tab reaches a skip link that moves focus to the screen', async () => {
  await page.goto('/core/contacts');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  // The next Tab continues inside the screen, not in the top bar.
  await page.keyboard.press('Tab');
  const inMain = await page.evaluate(
    () => !!document.activeElement?.closest('main') && document.activeElement !== document.body,
  );
  expect(inMain).toBe(true);
});

const searchBox = () => page.getByRole('combobox', { name: 'Search' });
const options = () => page.getByRole('listbox').getByRole('option');

/**
 * How far an element moves on screen when the page scrolls 300 px under it, read in the same
 * task as the scroll (before any scroll listener could move it back), and how far the page went.
 */
const movesOnScroll = (selector: string) =>
  page.evaluate((sel) => {
    const element = document.querySelector(sel)!;
    window.scrollTo(0, 0);
    const top = element.getBoundingClientRect().top;
    window.scrollBy(0, 300);
    const moved = element.getBoundingClientRect().top - top;
    const scrolled = window.scrollY;
    window.scrollTo(0, 0);
    return { moved, scrolled };
  }, selector);

test("the top bar's account menu and search results stay under it as the page scrolls", async () => {
  await page.goto('/core/contacts');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The list makes the page longer than the screen by more than the 300 px scrolled.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight))
    .toBeGreaterThan(300);

  await page.getByRole('button', { name: /^Account: / }).tap();
  await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeInViewport();
  expect(await movesOnScroll('[role="menu"]')).toEqual({ moved: 0, scrolled: 300 });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();

  await page.getByRole('textbox', { name: 'Search' }).tap();
  await page.keyboard.type('AGR-', { delay: 30 });
  await expect(options().first()).toBeVisible();
  expect(await movesOnScroll('[role="listbox"]')).toEqual({ moved: 0, scrolled: 300 });
  await page.keyboard.press('Escape');
});

test('the top-bar search answers the first tap and keystrokes, and Escape clears it', async () => {
  await page.goto('/core');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The first tap lands on the stand-in box; typing at once must still open the results.
  await page.getByRole('textbox', { name: 'Search' }).tap();
  await page.keyboard.type('AGR-', { delay: 30 });
  await expect(
    options()
      .filter({ hasText: /^AGR-\d{4}-\d{5}/ })
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('listbox').getByText('Agreements', { exact: true })).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(searchBox()).toHaveValue('');
  await expect(page.getByRole('listbox')).toBeHidden();

  // A partial email domain finds contacts on the tablet.
  await searchBox().fill('gmail.com');
  await expect(page.getByRole('listbox').getByText('Contacts', { exact: true })).toBeVisible();
  await expect(
    options()
      .filter({ hasText: /@gmail\.com/ })
      .first(),
  ).toBeVisible();

  // Arrow keys and Enter open a hit.
  await searchBox().fill('AGR-');
  await expect(options().first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/pulse\/(customers|agreements)\/\d+$/);
});

test('a fresh screen: the first tap and a contact name open that contact', async ({ request }) => {
  const { contacts } = await apiGet<{ contacts: { id: string; full_name: string }[] }>(
    request,
    '/api/core/contacts?limit=1',
  );
  const contact = contacts[0]!;
  await page.goto('/flow');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Search' }).tap();
  await page.keyboard.type(contact.full_name, { delay: 30 });
  // The same person may also be a customer (that group comes first): take the contact.
  const hit = page
    .getByRole('listbox')
    .getByRole('group', { name: 'Contacts' })
    .getByRole('option')
    .filter({ hasText: contact.full_name })
    .first();
  await expect(hit).toBeVisible();
  await hit.tap();
  await expect(page).toHaveURL(new RegExp(`/core/contacts/${contact.id}$`));
});

test('offline, the search finds customers in the kept copy and says so', async () => {
  await page.goto('/pulse/customers');
  const firstCustomer = page.getByRole('row').nth(1).getByRole('link').first();
  await expect(firstCustomer).toBeVisible();
  const name = (await firstCustomer.innerText()).trim();
  await page.context().setOffline(true);
  try {
    // After a page load the search is the stand-in box until first reached.
    await page.getByRole('textbox', { name: 'Search' }).or(searchBox()).click();
    await page.keyboard.type(name);
    const hit = options().filter({ hasText: 'last copy on this tablet' }).first();
    await expect(hit).toBeVisible();
    await expect(hit).toContainText(name);
  } finally {
    await page.context().setOffline(false);
  }
});
