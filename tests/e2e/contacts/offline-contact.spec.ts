/**
 * DESIGN.md sections 4 and 7: contacts work without a signal. Created offline, a contact is on
 * screen at once and waits in the outbox; a reload without a connection keeps it; an edit
 * offline waits too; when the signal returns everything reaches the server. A delete made
 * offline removes the contact from the server once online. The contacts' search index, saved on
 * the device, finds after the reload the contact created after it was saved.
 *
 * The tests share one signed-in page and run in order.
 */
import { expect as baseExpect, type BrowserContext, type Page } from '@playwright/test';
import {
  apiToken,
  expectPending,
  mainHeading,
  syncStatus,
  waitForSynced,
} from '../support/session';
import { test, type SyncedDevice } from '../support/synced-profile';
import { fillContactForm, serverContacts, uniqueContact } from '../support/contacts';
import { readSearchEpochs } from '../support/local-db';

const expect = baseExpect.configure({ timeout: 15_000 });

// Generous limits: a loaded two-core machine runs the server and the browser.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

let device: SyncedDevice;
let context: BrowserContext;
let page: Page;

const created = uniqueContact('Quillon');
const word = created.word;
const editedAddress = '480 Marsh View Rd, Savannah, GA 31405';
let contactId = '';
let savedEpoch: string | null = null;

test.beforeAll(async ({ syncedProfile }) => {
  device = await syncedProfile.open();
  ({ context, page } = device);
});

test.afterAll(async () => {
  await device?.close();
});

const field = (name: RegExp) => page.getByLabel(name);

async function searchContacts(text: string) {
  const search = page.getByRole('searchbox', { name: 'Search contacts' });
  await search.fill(text);
  await expect(page).toHaveURL(new RegExp(`search=${text}`));
}

/** The contact's card in the list, found by its name as a person would. */
const card = (name: string) => page.getByRole('link', { name, exact: true });

test('a contact created and edited offline survives a reload and reaches the server', async ({
  request,
}) => {
  await page.goto('/core/contacts');
  await expect(mainHeading(page)).toHaveText('Contacts');
  await waitForSynced(page);

  await test.step('offline, create a contact', async () => {
    await context.setOffline(true);
    await expect(syncStatus(page)).toHaveAccessibleName(/^Sync status: Offline/);
    // The list saved its search index once the page was idle: the saved one is the latest build
    // (its epoch is the journal's), and nothing syncs while offline to start another.
    await expect
      .poll(async () => {
        const { saved, journal } = await readSearchEpochs(page);
        return saved !== null && saved === journal;
      })
      .toBe(true);
    savedEpoch = (await readSearchEpochs(page)).saved;

    await page.getByRole('button', { name: 'Create Contact' }).click();
    await expect(page).toHaveURL(/\/core\/contacts\/new$/);
    await fillContactForm(page, created);
    await page.getByRole('button', { name: 'Create Contact' }).click();

    await expect(page.getByText('Contact created successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/core\/contacts$/);
    // Back at the list's top (the form was scrolled to its Create button).
    await expect(mainHeading(page)).toBeInViewport();
    await searchContacts(word);
    await expect(card(created.name)).toBeVisible();
    await expectPending(page, 1);
    // Nothing reached the server (the test's own requests are not cut off by setOffline).
    expect(await serverContacts(request, word)).toEqual([]);
  });

  await test.step('reload offline: the app opens and the contact is still there, pending', async () => {
    await page.reload();
    await expect(mainHeading(page)).toHaveText('Contacts');
    // The reload came from the device: still no connection, still nothing on the server.
    expect(await serverContacts(request, word)).toEqual([]);
    await expect(syncStatus(page)).toHaveAccessibleName(/^Sync status: Offline/);
    // Found by the search in the URL: the saved index read back (not built again from the rows,
    // which would start the journal again), with the contact written since.
    await expect(card(created.name)).toBeVisible();
    await expect(page.getByText('Pending sync')).toBeVisible();
    await expectPending(page, 1);
    expect(await readSearchEpochs(page)).toEqual({ saved: savedEpoch, journal: savedEpoch });
  });

  let pendingAfterEdit = 0;
  await test.step('offline, edit it', async () => {
    await card(created.name).click();
    await expect(mainHeading(page)).toHaveText(created.name);
    contactId = new URL(page.url()).pathname.split('/').pop()!;
    await expect(page.getByText(created.address)).toBeVisible();

    await page.getByRole('button', { name: 'Edit Contact' }).click();
    await expect(field(/^Address/)).toHaveValue(created.address);
    await field(/^Address/).fill(editedAddress);
    await page.getByRole('button', { name: 'Update Information' }).click();
    await expect(page.getByText('Contact updated successfully!')).toBeVisible();
    await expect(page.getByText(editedAddress)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit Contact' })).toBeVisible();

    // Each edit is its own change in the outbox (they are not folded together).
    await expectPending(page, 2);
    pendingAfterEdit = 2;
  });
  expect(pendingAfterEdit).toBeGreaterThan(0);

  await test.step('online again: everything is sent, and the server has the edited contact', async () => {
    await context.setOffline(false);
    await waitForSynced(page, 90_000);
    await expectPending(page, 0);
    await expect(page.getByText('Pending sync')).toHaveCount(0);

    const found = await serverContacts(request, word);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      id: contactId,
      full_name: created.name,
      email: created.email,
      address: editedAddress,
      primary_phone: created.phone,
    });
  });
});

test('a contact deleted offline is gone from the server once online', async ({ request }) => {
  expect(contactId, 'the previous test made the contact').not.toBe('');

  await page.goto(`/core/contacts/${contactId}`);
  await expect(mainHeading(page)).toHaveText(created.name);
  await waitForSynced(page);

  await context.setOffline(true);
  await expect(syncStatus(page)).toHaveAccessibleName(/^Sync status: Offline/);
  await page.getByRole('button', { name: 'Delete Contact' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(
    'Are you sure you want to delete this contact? This action cannot be undone.',
  );
  await expect(confirm).toContainText(created.name);
  await expect(confirm).toContainText(created.email);
  await confirm.getByRole('button', { name: 'Yes, Delete Contact' }).click();

  await expect(page.getByText('Contact deleted successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/core\/contacts$/);
  await searchContacts(word);
  await expect(page.getByText('No contacts found')).toBeVisible();
  await expect(card(created.name)).toHaveCount(0);
  await expectPending(page, 1);

  // Still on the server until the signal returns.
  expect(await serverContacts(request, word)).toHaveLength(1);

  await context.setOffline(false);
  await waitForSynced(page, 90_000);
  await expectPending(page, 0);
  expect(await serverContacts(request, word)).toEqual([]);
  const res = await request.get(`/api/core/contacts/${contactId}`, {
    headers: { authorization: `Bearer ${await apiToken(request)}` },
  });
  expect(res.status()).toBe(404);
});
