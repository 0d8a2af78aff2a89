/**
 * DESIGN.md section 4, "Mutations" and "Conflicts": a form left open never sends old values back.
 * Two tablets (two browser profiles, two employees) open the same record; the second changes some
 * fields and syncs; the first pulls while its form stays open, is told in place what changed,
 * shows the new values, and saves only what its person changed. The server ends with both.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect as baseExpect, test, type BrowserContext, type Page } from '@playwright/test';
import { launchProfile } from '../support/browser-profile';
import { apiGet, DEMO, DEMO2, signIn, syncStatus, waitForSynced } from '../support/session';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ mode: 'serial', timeout: 240_000 });

interface Device {
  dir: string;
  context: BrowserContext;
  page: Page;
}
const devices: Device[] = [];

async function openDevice(
  baseURL: string,
  who: { email: string; password: string },
): Promise<Device> {
  const dir = mkdtempSync(join(tmpdir(), 'rentline-tablet-'));
  const context = await launchProfile(dir, baseURL);
  const page = context.pages()[0] ?? (await context.newPage());
  await signIn(page, who);
  await waitForSynced(page, 150_000);
  const device = { dir, context, page };
  devices.push(device);
  return device;
}

/** "Sync now" from the sync panel, as a person would; the panel is closed again. */
async function syncNow(page: Page) {
  await syncStatus(page).click();
  const panel = page.getByRole('dialog', { name: 'Sync' });
  await panel.getByRole('button', { name: 'Sync now' }).click();
  await expect(panel.getByRole('button', { name: 'Sync now' })).toBeEnabled({ timeout: 30_000 });
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
}

let a: Device;
let b: Device;

test.beforeAll(async ({ baseURL }) => {
  a = await openDevice(baseURL!, DEMO);
  b = await openDevice(baseURL!, DEMO2);
});

test.afterAll(async () => {
  for (const d of devices) {
    await d.context.close().catch(() => undefined);
    rmSync(d.dir, { recursive: true, force: true });
  }
});

test("a contact form left open keeps the other tablet's address and phone", async ({ request }) => {
  const { contacts } = await apiGet<{ contacts: { id: string }[] }>(
    request,
    '/api/core/contacts?limit=1&offset=7',
  );
  const id = contacts[0]!.id;

  await a.page.goto(`/core/contacts/${id}`);
  await a.page.getByRole('button', { name: 'Edit Contact' }).click();
  const address = a.page.getByLabel(/^Address/).first();
  const before = await address.inputValue();

  await b.page.goto(`/core/contacts/${id}`);
  await b.page.getByRole('button', { name: 'Edit Contact' }).click();
  await b.page
    .getByLabel(/^Address/)
    .first()
    .fill('77 Tidewater Lane, Savannah, GA 31401');
  await b.page.getByLabel(/^Primary Phone/).fill('(912) 555-0177');
  await b.page.getByRole('button', { name: 'Update Information' }).click();
  await expect(b.page.getByText('Contact updated successfully!')).toBeVisible();
  await waitForSynced(b.page);

  await syncNow(a.page);
  await expect(a.page.getByText('Changed on another device: Primary Phone, Address')).toBeVisible();
  await expect(address).toHaveValue('77 Tidewater Lane, Savannah, GA 31401');
  expect(before).not.toBe('77 Tidewater Lane, Savannah, GA 31401');
  await a.page.getByLabel(/^Job Title/).fill('Night Manager');
  await a.page.getByRole('button', { name: 'Update Information' }).click();
  await expect(a.page.getByText('Contact updated successfully!')).toBeVisible();
  await waitForSynced(a.page);

  const { contact } = await apiGet<{ contact: Record<string, unknown> }>(
    request,
    `/api/core/contacts/${id}`,
  );
  expect(contact).toMatchObject({
    address: '77 Tidewater Lane, Savannah, GA 31401',
    primary_phone: '(912) 555-0177',
    job_title: 'Night Manager',
  });
});

test("an engagement dialog left open keeps the other tablet's notes", async ({ request }) => {
  const { engagements } = await apiGet<{
    engagements: { id: string; initial_engagement: string }[];
  }>(request, '/api/engagements');
  const target = engagements[3]!;

  await a.page.goto(`/core/engagements?edit=${target.id}`);
  const dialogA = a.page.getByRole('dialog', { name: 'Edit Engagement' });
  await expect(dialogA).toBeVisible();

  await b.page.goto(`/core/engagements?edit=${target.id}`);
  const dialogB = b.page.getByRole('dialog', { name: 'Edit Engagement' });
  await dialogB.getByLabel('Notes').fill('Asked for a delivery on Saturday');
  await dialogB.getByRole('button', { name: 'Update Engagement' }).click();
  await expect(dialogB).toBeHidden();
  await waitForSynced(b.page);

  // The dialog is modal: tablet A pulls when its signal comes back (the browser's online event).
  await a.page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(dialogA.getByText('Changed on another device: Notes')).toBeVisible({
    timeout: 30_000,
  });
  await expect(dialogA.getByLabel('Notes')).toHaveValue('Asked for a delivery on Saturday');
  const initial = dialogA.getByLabel(/^Initial Engagement/);
  const options = await initial.locator('option').allTextContents();
  const other = options.find((o) => o && o !== target.initial_engagement && !/^Select/.test(o))!;
  await initial.selectOption({ label: other });
  await dialogA.getByRole('button', { name: 'Update Engagement' }).click();
  await expect(dialogA).toBeHidden();
  await waitForSynced(a.page);

  const after = await apiGet<{ engagements: Record<string, unknown>[] }>(
    request,
    '/api/engagements',
  );
  expect(after.engagements.find((e) => e.id === target.id)).toMatchObject({
    notes: 'Asked for a delivery on Saturday',
    initial_engagement: other,
  });
});
