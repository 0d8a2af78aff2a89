/**
 * Issue 20, point 5, for dialogs: each main dialog takes focus when it opens, keeps it inside
 * while Tab and Shift+Tab walk its controls, has no serious or critical axe-core violation, and
 * gives focus back to the button that opened it when it closes (Escape).
 */
import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { mainHeading, signIn, waitForSynced } from '../support/session';
import { seriousViolations } from '../support/axe';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ mode: 'serial', timeout: 300_000 });

interface DialogCase {
  name: string;
  path: string;
  opener: (page: Page) => Locator;
}

const CASES: DialogCase[] = [
  {
    name: 'New Engagement',
    path: '/core/engagements',
    opener: (p) => p.getByRole('button', { name: 'New Engagement' }),
  },
  {
    name: 'All Follow-Ups',
    path: '/core/engagements',
    opener: (p) => p.getByRole('button', { name: 'View All Follow-Ups' }),
  },
  {
    name: 'New Customer Account',
    path: '/pulse/customers',
    opener: (p) => p.getByRole('button', { name: 'New Account' }),
  },
  {
    name: 'Record Payment',
    path: '/pulse/payments',
    opener: (p) => p.getByRole('button', { name: 'Record Payment' }),
  },
  {
    name: 'Resolve exception',
    path: '/pulse/exceptions',
    opener: (p) => p.getByRole('button', { name: /^Resolve / }).first(),
  },
  {
    name: 'Delete item',
    path: '/flow/instock',
    opener: (p) => p.getByRole('button', { name: /^Delete / }).first(),
  },
];

let page: Page;
test.beforeAll(async ({ browser }) => {
  test.setTimeout(240_000);
  const context = await browser.newContext({ viewport: { width: 820, height: 1180 } });
  page = await context.newPage();
  await signIn(page);
  await waitForSynced(page, 150_000);
  // Dialogs open and close without their fade, so focus and contrast are read as they settle.
  await context.addInitScript(() => {
    const style = () => {
      const tag = document.createElement('style');
      tag.textContent =
        '*, *::before, *::after { animation-duration: 0s !important; animation-delay: 0s !important; transition-duration: 0s !important; transition-delay: 0s !important; }';
      document.head.append(tag);
    };
    if (document.head) style();
    else document.addEventListener('DOMContentLoaded', style);
  });
});
test.afterAll(() => page?.context().close());

/** Whether the focused element is inside the open dialog. */
const focusInDialog = () =>
  page.evaluate(() => !!document.activeElement?.closest('[role="dialog"],[role="alertdialog"]'));

for (const c of CASES) {
  test(`${c.name}: focus stays inside, axe finds nothing serious, focus returns`, async () => {
    await page.goto(c.path);
    await expect(mainHeading(page)).toBeVisible();
    const opener = c.opener(page);
    await opener.click();
    const dialog = page.locator('[role="dialog"],[role="alertdialog"]').last();
    await expect(dialog).toBeVisible();
    await expect.poll(focusInDialog).toBe(true);

    // Backwards from the first control crosses the dialog's start: the trap must wrap it.
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusInDialog(), `Shift+Tab ${i + 1} left the dialog`).toBe(true);
    }
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInDialog(), `Tab ${i + 1} left the dialog`).toBe(true);
    }

    const serious = await seriousViolations(page, '[role="dialog"],[role="alertdialog"]');
    expect(serious).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
}
