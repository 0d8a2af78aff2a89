/**
 * SPEC.md section 2 ("Session and shell") and section 8 (sign-in errors), with DESIGN.md
 * section 5: signing in is online-only and says so offline. ('Signing in...' while busy is
 * covered by the form's unit test; it is too brief to catch reliably here. A wrong password's
 * words are the form's unit test and the server's auth test: nothing of it needs a browser.)
 */
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { waitForServiceWorker } from '../support/session';

const expect = baseExpect.configure({ timeout: 15_000 });

// Generous limits for a loaded two-core machine.
test.describe.configure({ timeout: 90_000 });

/** Counts sign-in requests the page sends from now on. */
function countSignInRequests(page: Page) {
  const sent: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === '/api/auth/signin') sent.push(req.method());
  });
  return sent;
}

const submit = (page: Page) => page.getByRole('button', { name: 'Sign in', exact: true });

test('the sign-in screen: title, description, fields and footer', async ({ page }) => {
  await page.goto('/core/contacts');
  // Shown instead of any content, at any address.
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Rentline Portal' })).toBeVisible();
  await expect(page.getByText('Employee Portal Access')).toBeVisible();
  await expect(
    page.getByText('Enter your employee credentials to access the platform'),
  ).toBeVisible();
  await expect(
    page.getByText('Having trouble signing in? Contact your system administrator.'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Contacts' })).toHaveCount(0);

  // The password's show/hide toggle.
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('secret');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide password' }).click();
  await expect(password).toHaveAttribute('type', 'password');
});

test('while the sign-in screen is up, the signed-in app, the hub and sync load in the background', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (req) => scripts.push(new URL(req.url()).pathname));
  const sent = countSignInRequests(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  const fetched = (chunk: string) =>
    scripts.some((path) => new RegExp(`/assets/${chunk}-[\\w-]+\\.js$`).test(path));
  await expect
    .poll(() => ['signed-in-app', 'hub-page', 'sync'].filter((c) => !fetched(c)))
    .toEqual([]);
  expect(sent).toEqual([]);
});

test("an empty submit says 'Please fill in all fields' and sends nothing", async ({ page }) => {
  await page.goto('/');
  const sent = countSignInRequests(page);
  await submit(page).click();
  await expect(page.getByRole('alert')).toHaveText('Please fill in all fields');

  // Only the email filled: still nothing sent.
  await page.getByLabel('Email').fill('demo@example.com');
  await submit(page).click();
  await expect(page.getByRole('alert')).toHaveText('Please fill in all fields');
  expect(sent).toEqual([]);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});

test('offline, a fresh visit says signing in needs a connection and disables the button', async ({
  page,
  context,
}) => {
  // The app was loaded once (so the service worker holds it)...
  await page.goto('/');
  await waitForServiceWorker(page);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();

  // ...then, without a connection, a fresh visit.
  await context.setOffline(true);
  const fresh = await context.newPage();
  const sent = countSignInRequests(fresh);
  await fresh.goto('/');
  await expect(fresh.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(
    fresh.getByText('Signing in needs a connection. Your work on this device is kept.'),
  ).toBeVisible();
  await expect(submit(fresh)).toBeDisabled();

  // Enter in the form sends nothing either.
  await fresh.getByLabel('Email').fill('demo@example.com');
  await fresh.getByLabel('Password', { exact: true }).fill('demo1234');
  await fresh.getByLabel('Password', { exact: true }).press('Enter');
  await expect(fresh.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(sent).toEqual([]);

  // The connection comes back: the note goes and the button works again.
  await context.setOffline(false);
  await expect(
    fresh.getByText('Signing in needs a connection. Your work on this device is kept.'),
  ).toBeHidden();
  await expect(submit(fresh)).toBeEnabled();
});
