/**
 * DESIGN.md section 4, "Auth": changes waiting on the device outlive the session. Signing out
 * with a change waiting asks first and keeps it; the same person signing in again sends it.
 * After a 401 the sign-in screen covers the app, says a change waits, and signing in again
 * carries on where the person was and sends it. Another person signing in on the device is told
 * whose changes wait, they are not sent under that identity, and they never hold up that
 * person's own (DESIGN.md section 4, "Lanes"); after sign-out nothing personal is readable on
 * the device, and each person's drafts are theirs alone.
 *
 * The tests share one device (browser context) and run in order.
 */
import { expect as baseExpect, test, type BrowserContext, type Page } from '@playwright/test';
import { findInBrowserStorage } from '../support/local-db';
import {
  createContactThroughForm,
  fillContactForm,
  serverContacts,
  uniqueContact,
  type NewContact,
} from '../support/contacts';
import {
  DEMO,
  DEMO2,
  chooseSignOut,
  expectPending,
  mainHeading,
  signIn,
  syncStatus,
  waitForServiceWorker,
  waitForSynced,
} from '../support/session';

const expect = baseExpect.configure({ timeout: 15_000 });

// Generous limits: a loaded two-core machine runs the server, the browser and the first download.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

let context: BrowserContext;
let page: Page;
/** Sync pushes the page sent, counted from the start. */
const pushes: string[] = [];

test.beforeAll(async ({ browser }) => {
  context = await browser.newContext();
  page = await context.newPage();
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === '/api/sync/push') pushes.push(req.url());
  });
  await signIn(page);
  await waitForServiceWorker(page);
  await waitForSynced(page, 120_000);
});

test.afterAll(async () => {
  await context?.close();
});

const signInHeading = () => page.getByRole('heading', { name: 'Sign in' });
const waitingNotice = (n: number) =>
  page.getByText(
    n === 1
      ? '1 change is waiting to sync on this device.'
      : `${n} changes are waiting to sync on this device.`,
  );

/** Offline, a contact is made through the form; it waits to sync. */
async function makeWaitingChange(contact: NewContact) {
  await context.setOffline(true);
  await expect(syncStatus(page)).toHaveAccessibleName(/^Sync status: Offline/);
  await createContactThroughForm(page, contact);
  await expectPending(page, 1);
}

/** Fills the sign-in form that is on screen (the full screen or the cover after a 401). */
async function fillSignIn(who: { email: string; password: string }) {
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test('signing out with a change waiting asks first, keeps it, and the same person signing in sends it', async ({
  request,
}) => {
  const contact = uniqueContact('Outbox');
  await makeWaitingChange(contact);

  await test.step('sign out asks first; Cancel keeps the person signed in', async () => {
    await chooseSignOut(page);
    const ask = page.getByRole('alertdialog');
    await expect(ask).toContainText('You have 1 change waiting to sync');
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect(ask).toBeHidden();
    await expect(page.getByRole('button', { name: 'Account: Jordan Avery' })).toBeVisible();
    await expectPending(page, 1);
  });

  await test.step('signing out anyway keeps the change on the device', async () => {
    await chooseSignOut(page);
    const ask = page.getByRole('alertdialog');
    await expect(ask).toContainText('You have 1 change waiting to sync');
    await ask.getByRole('button', { name: 'Sign out' }).click();
    await expect(signInHeading()).toBeVisible();
    await expect(waitingNotice(1)).toBeVisible();
  });

  await test.step('back online but signed out: nothing is sent', async () => {
    const pushesBefore = pushes.length;
    await context.setOffline(false);
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
    await page.reload();
    await expect(signInHeading()).toBeVisible();
    await expect(waitingNotice(1)).toBeVisible();
    expect(pushes.length).toBe(pushesBefore);
    expect(await serverContacts(request, contact.word)).toEqual([]);
  });

  await test.step('the same person signs in again: the change is sent', async () => {
    await fillSignIn(DEMO);
    await expect(mainHeading(page)).toHaveText(/^Welcome back, Jordan/, { timeout: 30_000 });
    await waitForSynced(page, 90_000);
    await expectPending(page, 0);
    const found = await serverContacts(request, contact.word);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ full_name: contact.name, email: contact.email });
  });
});

test('after a 401 the sign-in screen covers the app; signing in again carries on and sends the change', async ({
  request,
}) => {
  const contact = uniqueContact('Expiry');
  await makeWaitingChange(contact);

  // The server stops accepting the stored token (as when it expires).
  await page.evaluate(() => localStorage.setItem('auth_token', 'no-longer-valid'));
  await context.setOffline(false);

  const cover = page.getByRole('alertdialog', { name: 'Sign in' });
  await expect(cover).toBeVisible({ timeout: 60_000 });
  await expect(cover).toContainText(
    'Your session has ended. Sign in again to carry on where you left off.',
  );
  await expect(cover).toContainText('1 change is waiting to sync on this device.');
  expect(await serverContacts(request, contact.word)).toEqual([]);

  await fillSignIn(DEMO);
  await expect(cover).toBeHidden({ timeout: 30_000 });
  // Where the person was: the contacts list, still there underneath.
  await expect(page).toHaveURL(/\/core\/contacts$/);
  await expect(mainHeading(page)).toHaveText('Contacts');
  await waitForSynced(page, 90_000);
  await expectPending(page, 0);
  expect(await serverContacts(request, contact.word)).toHaveLength(1);
});

test("on a shared tablet one person's waiting change never holds up another's, and sign-out leaves nothing personal readable", async ({
  request,
}) => {
  const jordans = uniqueContact('Foreign');
  await makeWaitingChange(jordans);

  await test.step('Jordan starts a new contact, leaves it half typed and signs out', async () => {
    await page.getByRole('button', { name: 'Create Contact' }).click();
    await page.getByLabel(/^Full Name/).fill('Half typed by Jordan');
    await page.getByLabel(/^Driver License Number/).fill('JDL-77120');
    // The draft is saved a moment after typing stops.
    await page.waitForTimeout(1_000);
    await chooseSignOut(page);
    await page.getByRole('alertdialog').getByRole('button', { name: 'Sign out' }).click();
    await expect(signInHeading()).toBeVisible();
    await context.setOffline(false);
  });

  await test.step('Casey signs in: told whose change waits, and it is not hers', async () => {
    await fillSignIn(DEMO2);
    await expect(mainHeading(page)).toHaveText(/^Welcome back/, { timeout: 30_000 });
    await expect(page.getByText('1 change waits for Jordan Avery to sign in.')).toBeVisible();
    await expect(syncStatus(page)).toHaveAccessibleName(
      /1 change waits for Jordan Avery to sign in/,
    );
    await expect(syncStatus(page)).not.toHaveAccessibleName(/waiting to sync/);
  });

  const caseys = uniqueContact('Shared');
  await test.step("Casey's New Contact form is empty; her contact reaches the server at once", async () => {
    await page.goto('/core/contacts/new');
    await expect(page.getByLabel(/^Full Name/)).toHaveValue('');
    await expect(page.getByLabel(/^Driver License Number/)).toHaveValue('');
    await fillContactForm(page, caseys);
    await page.getByLabel(/^SSN/).fill('123-45-6789');
    await page.getByLabel(/^Driver License Number/).fill('CDL-99031');
    await page.getByLabel(/^Primary Bank/).fill('Harborline Credit Union');
    await page.getByRole('button', { name: 'Create Contact' }).click();
    await expect(page.getByText('Contact created successfully!')).toBeVisible();
    await expect
      .poll(async () => (await serverContacts(request, caseys.word)).length, { timeout: 15_000 })
      .toBe(1);
    expect(await serverContacts(request, jordans.word)).toEqual([]);
    await expectPending(page, 0);
  });

  await test.step('after Casey signs out the tablet holds nothing personal readable', async () => {
    await chooseSignOut(page);
    await expect(signInHeading()).toBeVisible();
    const found = await findInBrowserStorage(page, [
      '123-45-6789',
      'CDL-99031',
      'Harborline Credit Union',
      'JDL-77120',
      'Half typed by Jordan',
    ]);
    expect(found).toEqual([]);
  });

  await test.step('Jordan signs in: his change is sent and his draft is his again', async () => {
    await fillSignIn(DEMO);
    await expect(mainHeading(page)).toHaveText(/^Welcome back, Jordan/, { timeout: 30_000 });
    await waitForSynced(page, 90_000);
    expect(await serverContacts(request, jordans.word)).toHaveLength(1);
    await page.goto('/core/contacts/new');
    await expect(page.getByLabel(/^Full Name/)).toHaveValue('Half typed by Jordan', {
      timeout: 15_000,
    });
    await expect(page.getByLabel(/^Driver License Number/)).toHaveValue('JDL-77120');
  });
});
