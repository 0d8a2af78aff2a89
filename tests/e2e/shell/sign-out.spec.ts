/**
 * DESIGN.md section 4, "Auth": signing out ends the session on the server too, so the token the
 * tablet held is refused from then on (a copy of it, a stolen one, is worth nothing). Offline,
 * sign-out still signs out on the tablet at once; that session then ends at its expiry.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { chooseSignOut, signIn, waitForServiceWorker } from '../support/session';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('auth_token'));
const statusWith = async (request: APIRequestContext, token: string) =>
  (
    await request.get('/api/flow/categories', { headers: { authorization: `Bearer ${token}` } })
  ).status();

/** Signs out from the account menu, nothing waiting: the sign-in screen follows at once. */
async function signOut(page: Page) {
  await chooseSignOut(page);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
}

test('signing out ends the session on the server: its token is refused from then on', async ({
  browser,
  request,
}) => {
  const page = await browser.newPage();
  try {
    await signIn(page);
    const token = (await tokenOf(page))!;
    expect(await statusWith(request, token)).toBe(200);
    const ended = page.waitForResponse('**/api/auth/signout');
    await signOut(page);
    expect((await ended).status()).toBe(200);
    expect(await tokenOf(page)).toBeNull();
    expect(await statusWith(request, token)).toBe(401);
  } finally {
    await page.close();
  }
});

test('offline, signing out still signs out on the tablet at once', async ({ browser, request }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await signIn(page);
    // Installed: the service worker serves the app's screens (the user menu among them) offline.
    await waitForServiceWorker(page);
    const token = (await tokenOf(page))!;
    await context.setOffline(true);
    await signOut(page);
    expect(await tokenOf(page)).toBeNull();
    // The server never heard of it: that session ends at its expiry.
    expect(await statusWith(request, token)).toBe(200);
  } finally {
    await context.close();
  }
});
