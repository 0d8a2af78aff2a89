/**
 * What every end-to-end spec does the same way: sign in as a person would, wait until the
 * service worker controls the page (offline reloads need it), wait for sync to settle, and ask
 * the server directly what it holds.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const DEMO = { email: 'demo@example.com', password: 'demo1234' } as const;
export const DEMO2 = { email: 'demo2@example.com', password: 'demo1234' } as const;

/**
 * Opens the account menu and chooses Sign out. With nothing waiting it signs out at once; with
 * the person's own changes waiting it asks first (the caller answers).
 */
export async function chooseSignOut(page: Page) {
  await page.getByRole('button', { name: /^Account: / }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Sign out' }).click();
}

export async function signIn(page: Page, who: { email: string; password: string } = DEMO) {
  await page.goto('/');
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('button', { name: /^Sync status:/ })).toBeVisible({
    timeout: 30_000,
  });
}

/** Resolves once a service worker controls the page (after the first install, a reload may be needed). */
export async function waitForServiceWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.ready.then(() => true), null, {
    timeout: 30_000,
  });
  if (!(await page.evaluate(() => !!navigator.serviceWorker.controller))) {
    await page.reload();
    await page.waitForFunction(() => !!navigator.serviceWorker.controller, null, {
      timeout: 30_000,
    });
  }
}

/** The top bar's sync control, whose accessible name states online, pending and issues. */
export const syncStatus = (page: Page) => page.getByRole('button', { name: /^Sync status:/ });

/** Waits until nothing is waiting to sync (and the first download is done). */
export async function waitForSynced(page: Page, timeout = 60_000) {
  await expect(syncStatus(page)).toHaveAccessibleName(/^Sync status: Synced/, { timeout });
  await expect(syncStatus(page)).not.toHaveAccessibleName(/waiting to sync/, { timeout });
}

/** Expects exactly `n` changes waiting (0 = none). */
export async function expectPending(page: Page, n: number, timeout = 30_000) {
  if (n === 0)
    await expect(syncStatus(page)).not.toHaveAccessibleName(/waiting to sync/, { timeout });
  else
    await expect(syncStatus(page)).toHaveAccessibleName(new RegExp(`\\b${n} waiting to sync`), {
      timeout,
    });
}

const tokens = new Map<string, Promise<string>>();

/**
 * A bearer token for reading the server's own view in assertions: one sign-in per account and
 * spec file (a sign-in checks a password with scrypt, most of a second), its session kept.
 */
export function apiToken(request: APIRequestContext, who = DEMO): Promise<string> {
  let token = tokens.get(who.email);
  if (!token) {
    token = request
      .post('/api/auth/signin', { data: who })
      .then(async (res) => ((await res.json()) as { token: string }).token);
    tokens.set(who.email, token);
    token.catch(() => tokens.delete(who.email));
  }
  return token;
}

export async function apiGet<T = Record<string, unknown>>(
  request: APIRequestContext,
  path: string,
  who = DEMO,
): Promise<T> {
  const res = await request.get(path, {
    headers: { authorization: `Bearer ${await apiToken(request, who)}` },
  });
  expect(res.ok(), `${path} answered ${res.status()}`).toBeTruthy();
  return (await res.json()) as T;
}

/** The current screen's title: the level-1 heading inside the page's main region. */
export const mainHeading = (page: Page) =>
  page.getByRole('main').getByRole('heading', { level: 1 }).first();
