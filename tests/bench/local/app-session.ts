/**
 * The app in a persistent Chromium profile, made ready as a person's tablet would be: signed in
 * through the sign-in screen, first sync done, the service worker installed and in control.
 */
import type { BrowserContext, Page } from '@playwright/test';

const DEMO = { email: 'demo@example.com', password: 'demo1234' } as const;

const syncStatus = (page: Page) => page.getByRole('button', { name: /^Sync status:/ });

async function waitForSynced(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const button = Array.from(document.querySelectorAll('button')).find((b) =>
        (b.getAttribute('aria-label') ?? '').startsWith('Sync status:'),
      );
      const name = button?.getAttribute('aria-label') ?? '';
      return name.startsWith('Sync status: Synced') && !/waiting to sync/.test(name);
    },
    null,
    { timeout: 120_000 },
  );
}

export async function signInAndInstall(context: BrowserContext, baseUrl: string): Promise<void> {
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${baseUrl}/`);
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await syncStatus(page).waitFor({ timeout: 60_000 });
  await page.waitForFunction(() => navigator.serviceWorker?.ready.then(() => true), null, {
    timeout: 60_000,
  });
  if (!(await page.evaluate(() => !!navigator.serviceWorker.controller))) {
    await page.reload();
    await page.waitForFunction(() => !!navigator.serviceWorker.controller, null, {
      timeout: 60_000,
    });
  }
  await waitForSynced(page);
  await page.close();
}
