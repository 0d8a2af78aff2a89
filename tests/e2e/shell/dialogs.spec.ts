/**
 * Issue 20, point 5, for dialogs: each main dialog takes focus when it opens, keeps it inside
 * while Tab and Shift+Tab walk its controls, has no serious or critical axe-core violation, and
 * gives focus back to the button that opened it when it closes (Escape); on a tablet set to
 * reduce motion it appears without its fade. Opening and closing it restyles only itself: the
 * root's style is left as it was (ui/scrollbar-width.ts) and the screen keeps its own
 * `pointer-events` (theme.ts), while the backdrop still stops a tap reaching the screen.
 */
import { expect as baseExpect, type Locator, type Page } from '@playwright/test';
import { showScreen } from '../support/screens';
import { seriousViolations } from '../support/axe';
import { test, type SyncedDevice } from '../support/synced-profile';

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

let device: SyncedDevice;
let page: Page;
test.beforeAll(async ({ syncedProfile }) => {
  test.setTimeout(240_000);
  // A tablet set to reduce motion: the app ends its fades at once (theme.ts), so focus and
  // contrast are read as the dialogs settle.
  device = await syncedProfile.open({
    viewport: { width: 820, height: 1180 },
    reducedMotion: 'reduce',
  });
  ({ page } = device);
});
test.afterAll(() => device?.close());

/** Whether the focused element is inside the open dialog. */
const focusInDialog = () =>
  page.evaluate(() => !!document.activeElement?.closest('[role="dialog"],[role="alertdialog"]'));

for (const c of CASES) {
  test(`${c.name}: focus stays inside, axe finds nothing serious, focus returns`, async () => {
    await showScreen(page, c.path);
    const opener = c.opener(page);
    await page.evaluate(() => {
      const w = window as unknown as { __rootStyle: string[] };
      w.__rootStyle = [];
      new MutationObserver((records) =>
        w.__rootStyle.push(...records.map((r) => r.oldValue ?? '')),
      ).observe(document.documentElement, { attributeFilter: ['style'], attributeOldValue: true });
    });
    const openerBox = await opener.boundingBox();
    await opener.click();
    const dialog = page.locator('[role="dialog"],[role="alertdialog"]').last();
    await expect(dialog).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).pointerEvents))
      .toBe('none');
    const screenWhileOpen = await page.evaluate((box) => {
      const root = document.getElementById('root')!;
      const atOpener = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return {
        pointerEvents: getComputedStyle(root).pointerEvents,
        openerReachable: !!atOpener && root.contains(atOpener),
      };
    }, openerBox!);
    expect(screenWhileOpen).toEqual({ pointerEvents: 'auto', openerReachable: false });
    // Less motion asked for, less given: the dialog's fade ends at once.
    const fade = await dialog.evaluate((el) => getComputedStyle(el).animationDuration);
    expect(parseFloat(fade), `the fade takes ${fade}`).toBeLessThan(0.001);
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
    const rootStyleChanges = await page.evaluate(
      () => (window as unknown as { __rootStyle: string[] }).__rootStyle,
    );
    expect(rootStyleChanges, "the root's style was rewritten").toEqual([]);
  });
}

test('a tap beside a dialog closes it and reaches nothing beneath', async () => {
  const opener = CASES.find((c) => c.name === 'Delete item')!;
  await showScreen(page, opener.path);
  const url = page.url();
  const openerBox = (await opener.opener(page).boundingBox())!;
  await opener.opener(page).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  // Where the Delete button that opened it is: beside the dialog, over the screen.
  await page.mouse.click(openerBox.x + openerBox.width / 2, openerBox.y + openerBox.height / 2);
  await expect(dialog).toBeHidden();
  await expect(page.locator('[role="dialog"],[role="alertdialog"]')).toHaveCount(0);
  expect(page.url()).toBe(url);
});
