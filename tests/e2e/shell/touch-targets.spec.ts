/**
 * Issue 20, point 4: on a portrait tablet (820x1180), every link, button, field and other control
 * a finger is meant to hit is at least 44 px both ways (WCAG 2.5.5) on every screen of the route
 * table. Native checkboxes and radios are exempt (their label is the target). A link stretched
 * over its card or cell (Chakra's LinkOverlay) is measured by the box it covers.
 */
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { signIn, waitForSynced } from '../support/session';
import { SCREENS, showScreen } from '../support/screens';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ mode: 'serial', timeout: 300_000 });

const ROUTES = SCREENS;

let page: Page;
test.beforeAll(async ({ browser }) => {
  page = await browser.newPage({ viewport: { width: 820, height: 1180 }, hasTouch: true });
  await signIn(page);
  await waitForSynced(page, 150_000);
});
test.afterAll(() => page?.close());

/**
 * Until what loads after the heading (rows, cards) is in: no loading placeholder is left (a busy
 * region, ui/list-states loadingRegion, or a table's skeleton rows).
 */
const settled = () =>
  expect(page.locator('main').locator('[aria-busy="true"], [data-skeleton-row]')).toHaveCount(0);

/** The visible controls under 44 px on the screen, named. */
const smallTargets = () =>
  page.evaluate(() => {
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type=hidden]), select, textarea, [role=button], [role=combobox], [role=tab], [role=radio], [role=checkbox], [role=switch], [role=menuitem]',
    );
    const small: string[] = [];
    for (const el of Array.from(controls)) {
      let box = el.getBoundingClientRect();
      // A link stretched over its card (Chakra's LinkOverlay): its ::before covers the card,
      // which is what a finger hits.
      const before = getComputedStyle(el, '::before');
      if (el.tagName === 'A' && before.content !== 'none' && before.position === 'absolute') {
        const card = el.offsetParent;
        if (card) box = card.getBoundingClientRect();
      }
      if (box.width === 0 || box.height === 0) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.opacity === '0') continue;
      if (el.closest('[aria-hidden=true], [hidden], [data-print-only]')) continue;
      // A native box whose label (the target) wraps it or points to it.
      if (el instanceof HTMLInputElement && ['checkbox', 'radio'].includes(el.type)) continue;
      // Chakra's visually hidden inputs behind a custom control.
      if (box.width <= 1 || box.height <= 1) continue;
      if (box.width < 44 || box.height < 44) {
        const name = el.getAttribute('aria-label') ?? (el.textContent ?? '').trim().slice(0, 40);
        small.push(
          `${el.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}x${Math.round(box.height)}`,
        );
      }
    }
    return small;
  });

test('every link, button and field on every screen is at least 44 px at 820x1180', async () => {
  const found: string[] = [];
  for (const path of ROUTES) {
    await showScreen(page, path);
    await settled();
    for (const s of await smallTargets()) found.push(`${path}: ${s}`);
  }
  expect(found).toEqual([]);
});

test('every link, button and field of the detail screens is at least 44 px at 820x1180', async () => {
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
    await settled();
    for (const s of await smallTargets()) found.push(`${new URL(page.url()).pathname}: ${s}`);
  }
  expect(found).toEqual([]);
});
