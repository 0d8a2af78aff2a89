/**
 * Issue 20, point 5: WCAG 2.1 AA, enforced. axe-core finds no serious or critical violation on
 * any screen, at tablet and desktop sizes.
 */
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { signIn, waitForSynced } from '../support/session';
import { SCREENS, showScreen } from '../support/screens';
import { seriousViolations } from '../support/axe';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ mode: 'serial', timeout: 600_000 });

const ROUTES: readonly string[] = process.env.A11Y_ROUTES?.split(',') ?? SCREENS;

let page: Page;
test.beforeAll(async ({ browser }) => {
  test.setTimeout(240_000);
  const context = await browser.newContext({ viewport: { width: 820, height: 1180 } });
  page = await context.newPage();
  await signIn(page);
  await waitForSynced(page, 150_000);
});
test.afterAll(() => page?.context().close());

/** The serious and critical violations on the page as it is now, one line each. */
async function violations(): Promise<string[]> {
  // Scan the screen as it settles, not halfway through a fade-in (content that appears with an
  // opacity animation reads as low contrast while it runs).
  await page.addStyleTag({
    content:
      '*, *::before, *::after { animation-duration: 0s !important; animation-delay: 0s !important; transition-duration: 0s !important; transition-delay: 0s !important; }',
  });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
  return seriousViolations(page);
}

for (const viewport of [
  { width: 820, height: 1180 },
  { width: 1280, height: 800 },
]) {
  test(`no serious or critical violation at ${viewport.width}x${viewport.height}`, async () => {
    await page.setViewportSize(viewport);
    const found: string[] = [];
    for (const path of ROUTES) {
      await showScreen(page, path);
      for (const v of await violations()) found.push(`${path} ${v}`);
    }
    expect(found).toEqual([]);
  });
}

test('the scan reports what it is there to find', async ({ browser }) => {
  const blank = await browser.newPage();
  try {
    await blank.setContent(
      '<main><h1>Planted</h1><button></button><img src="data:,"><p style="color:#bbb;background:#fff">faint</p></main>',
    );
    const found = await seriousViolations(blank);
    for (const rule of ['button-name', 'image-alt', 'color-contrast'])
      expect(
        found.some((line) => line.startsWith(`${rule}:`)),
        rule,
      ).toBe(true);
  } finally {
    await blank.close();
  }
});
