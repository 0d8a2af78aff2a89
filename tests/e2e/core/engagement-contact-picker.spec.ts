/**
 * A portrait tablet (820x1180, touch): in Create New Engagement the contact is found by typing
 * part of a name into the searchable picker and tapping it (no native select of hundreds of
 * names); the saved engagement shows that contact.
 */
import { expect as baseExpect, type Page } from '@playwright/test';
import { pickOption } from '../support/pick-option';
import { apiGet, mainHeading } from '../support/session';
import { test, type SyncedDevice } from '../support/synced-profile';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ mode: 'serial', timeout: 240_000 });

const NOTE = `E2E picked by touch ${Date.now().toString(36)}`;

let device: SyncedDevice;
let page: Page;
test.beforeAll(async ({ syncedProfile }) => {
  device = await syncedProfile.open({ viewport: { width: 820, height: 1180 }, hasTouch: true });
  ({ page } = device);
});
test.afterAll(() => device?.close());

test('types part of a name, taps the contact, and the engagement shows it', async ({ request }) => {
  // A contact whose name is unique, so the card can be checked by it.
  const { contacts } = await apiGet<{ contacts: { full_name: string }[] }>(
    request,
    '/api/contacts/?page=1&limit=50',
  );
  const names = contacts.map((c) => c.full_name);
  const name = names.find((n) => n.includes(' ') && names.indexOf(n) === names.lastIndexOf(n))!;
  // The surname, in lower case: the picker matches any case.
  const typed = name.split(' ').at(-1)!.toLowerCase();

  await page.goto('/core/engagements');
  await expect(mainHeading(page)).toHaveText('Engagements');
  await page.getByRole('button', { name: 'New Engagement' }).tap();
  const dialog = page.getByRole('dialog', { name: 'Create New Engagement' });
  const box = dialog.getByRole('combobox', { name: /^Contact/ });
  await expect(box).toHaveCSS('height', '44px');

  expect(await pickOption(dialog, /^Contact/, typed, { option: name, tap: true })).toBe(name);
  await dialog.getByLabel(/^Initial Engagement/).selectOption('Store Visit (Core)');
  await dialog.getByLabel('Notes').fill(NOTE);
  await dialog.getByRole('button', { name: 'Create Engagement' }).tap();
  await expect(page.getByText('Engagement created successfully')).toBeVisible({ timeout: 20_000 });
  await expect(dialog).toBeHidden();

  // On a portrait tablet the engagements are cards; the new one names its contact.
  const card = page.getByRole('main').locator('li, tr').filter({ hasText: NOTE });
  const more = page.getByRole('button', { name: 'Show more' });
  for (let i = 0; i < 40 && !(await card.isVisible()); i++) {
    if (!(await more.isVisible())) break;
    // The list may load its last page itself as it scrolls, and the button go with it.
    await more.tap({ timeout: 5_000 }).catch(() => undefined);
  }
  await expect(card).toBeVisible();
  await expect(card).toContainText(name);
});
