/**
 * DESIGN.md sections 4 and 7 for Core: engagements work without a signal. Offline, an engagement
 * and a follow-up for it are logged, show on the calendar (month and day) and on /core's Today
 * widget, the follow-up's status is edited, and all of it survives a reload. When the signal
 * returns the server has both, with the edited status. Deleting the engagement takes its
 * follow-up with it, and the toast says so.
 *
 * The steps share one signed-in page and run in order.
 */
import {
  expect as baseExpect,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { apiGet, expectPending, mainHeading, syncStatus, waitForSynced } from '../support/session';
import { test, type SyncedDevice } from '../support/synced-profile';
import { pickOption } from '../support/pick-option';
import { startClearOfStoreMidnight, storeDay } from '../support/store-day';

const expect = baseExpect.configure({ timeout: 15_000 });

// Generous limits: a loaded machine runs the server and the browser.
test.describe.configure({ mode: 'serial', timeout: 240_000 });

let device: SyncedDevice;
let context: BrowserContext;
let page: Page;

const stamp = Date.now().toString(36);
const NOTE = `E2E visit ${stamp}`;
const FOLLOW_UP_NOTE = `E2E call ${stamp}`;

interface ServerEngagement {
  id: string;
  notes: string | null;
  initial_engagement: string;
  contact_name: string | null;
}
interface ServerFollowUp {
  required_engagement: string;
  status: string;
  notes: string | null;
}

test.beforeAll(async ({ syncedProfile }) => {
  // A landscape tablet: the engagements table shows as a table from 1280 px up.
  device = await syncedProfile.open({ viewport: { width: 1366, height: 1024 } });
  ({ context, page } = device);
});

test.afterAll(async () => {
  await device?.close();
});

/** The engagement's row in the table, growing the list a page at a time until it shows. */
async function engagementRow(note: string): Promise<Locator> {
  await expect(mainHeading(page)).toHaveText('Engagements');
  const row = page.getByRole('row').filter({ hasText: note });
  const more = page.getByRole('button', { name: 'Show more' });
  await expect(page.getByText(/^Showing \d+ of \d+ engagements$/)).toBeVisible();
  for (let i = 0; i < 40 && !(await row.isVisible()); i++) {
    if (!(await more.isVisible())) break;
    // The list may load its last page itself as it scrolls, and the button go with it.
    await more.click({ timeout: 5_000 }).catch(() => undefined);
  }
  await expect(row).toBeVisible();
  return row;
}

test('an engagement and its follow-up logged offline reach the server, then go together', async ({
  request,
}) => {
  const { store_time_zone: timeZone } = await apiGet<{ store_time_zone: string }>(
    request,
    '/api/config/public',
  );
  await startClearOfStoreMidnight(timeZone);
  const today = storeDay(0, timeZone);
  let contactName = '';

  await page.goto('/core/engagements');
  await expect(mainHeading(page)).toHaveText('Engagements');
  await expect(page.getByText('Manage customer and contact engagements')).toBeVisible();

  await test.step('offline, log an engagement', async () => {
    await context.setOffline(true);
    await expect(syncStatus(page)).toHaveAccessibleName(/^Sync status: Offline/);

    await page.getByRole('button', { name: 'New Engagement' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Engagement' });
    contactName = await pickOption(dialog, /^Contact/, '');
    await dialog.getByLabel(/^Initial Engagement/).selectOption('Store Visit (Core)');
    // Early in the store day, so it leads today's list on every screen.
    await dialog.getByLabel(/^Date & Time/).fill(`${today}T00:05`);
    await dialog.getByLabel('Notes').fill(NOTE);
    await dialog.getByRole('button', { name: 'Create Engagement' }).click();
    await expect(page.getByText('Engagement created successfully')).toBeVisible({
      timeout: 20_000,
    });
    await expect(dialog).toBeHidden();
  });

  await test.step('offline, add a follow-up and set its status', async () => {
    const row = await engagementRow(NOTE);
    await expect(row.getByText('Core', { exact: true })).toBeVisible();
    await expect(row.getByText('Pending sync')).toBeVisible();
    await row.getByRole('button', { name: 'Add Follow-Up' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Follow-Up Engagement' });
    await expect(dialog.getByLabel(/^Status/)).toHaveValue('Scheduled');
    await dialog.getByLabel(/^Required Engagement/).selectOption('Courtesy Call (Core)');
    await dialog.getByLabel(/^Date & Time/).fill(`${today}T00:10`);
    await dialog.getByLabel('Notes').fill(FOLLOW_UP_NOTE);
    await dialog.getByRole('button', { name: 'Create Follow-Up' }).click();
    await expect(page.getByText('Follow-up engagement created successfully')).toBeVisible({
      timeout: 20_000,
    });

    await row.getByRole('button', { name: `Show 1 follow-up(s) for ${contactName}` }).click();
    const details = page.getByRole('dialog', { name: `Follow-Up Details - ${contactName}` });
    await expect(details.getByText('Showing 1 follow-up(s)')).toBeVisible();
    await details.getByRole('button', { name: 'Edit follow-up' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Follow-Up' });
    await edit.getByLabel(/^Status/).selectOption('Completed');
    await edit.getByRole('button', { name: 'Update Follow-Up' }).click();
    await expect(page.getByText('Follow-up updated successfully')).toBeVisible({ timeout: 20_000 });
    await expect(details.getByText('Completed', { exact: true })).toBeVisible();
    await details.getByRole('button', { name: 'Close', exact: true }).click();
    await expectPending(page, 3);
  });

  await test.step('a reload without a connection keeps everything', async () => {
    await page.reload();
    await expect(syncStatus(page)).toHaveAccessibleName(/^Sync status: Offline.*3 waiting to sync/);
    await engagementRow(NOTE);
  });

  await test.step('offline, both are on the calendar, by month and by day', async () => {
    await page.goto(`/core/calendar?view=month&date=${today}`);
    await expect(mainHeading(page)).toHaveText('Calendar');
    await page.getByLabel('Employee').selectOption('mine');
    const todayCell = page.locator('[role=cell][aria-current=date]');
    const more = todayCell.getByRole('button', { name: /more\.\.\.$/ });
    if (await more.isVisible()) {
      // Early in the day, both lead the cell; the rest is behind '+N more...'.
      await more.click();
      const list = page.getByRole('dialog', { name: /^Events for / });
      await expect(list.getByText(NOTE)).toBeVisible();
      await expect(list.getByText(FOLLOW_UP_NOTE)).toBeVisible();
      await list.getByRole('button', { name: 'Close', exact: true }).click();
    }
    await expect(
      todayCell.getByRole('button', { name: '12:05am Store Visit (Core)' }),
    ).toBeVisible();
    await expect(
      todayCell.getByRole('button', { name: '12:10am Courtesy Call (Core), follow-up' }),
    ).toBeVisible();

    await page
      .getByRole('radiogroup', { name: 'Calendar view' })
      .getByText('Day', { exact: true })
      .click();
    await expect(page).toHaveURL(/view=day/);
    const visit = page.getByRole('listitem').filter({ hasText: NOTE });
    await expect(visit).toContainText('Engagement');
    await expect(visit).toContainText(contactName);
    const call = page.getByRole('listitem').filter({ hasText: FOLLOW_UP_NOTE });
    await expect(call).toContainText('Follow-up');
    await call.getByRole('button').click();
    const details = page.getByRole('dialog', { name: 'Event Details' });
    await expect(details.getByText('Completed', { exact: true })).toBeVisible();
    await details.getByRole('button', { name: 'Close', exact: true }).click();
  });

  await test.step("offline, both are on /core's Today widget", async () => {
    await page.goto('/core');
    const widget = page.getByRole('list', { name: "Today's events" });
    await expect(widget.getByRole('listitem').nth(0)).toContainText('Store Visit (Core)');
    await expect(widget.getByRole('listitem').nth(0)).toContainText(contactName);
    await expect(widget.getByRole('listitem').nth(1)).toContainText('Courtesy Call (Core)');
    const connection = page.getByRole('region', { name: 'Database Connection' });
    await expect(connection.getByText('Offline', { exact: true })).toBeVisible();
  });

  let engagementId = '';
  await test.step('online, the server has both, with the edited status', async () => {
    await context.setOffline(false);
    await waitForSynced(page);
    const { engagements } = await apiGet<{ engagements: ServerEngagement[] }>(
      request,
      '/api/engagements/',
    );
    const mine = engagements.filter((e) => e.notes === NOTE);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      initial_engagement: 'Store Visit (Core)',
      contact_name: contactName,
    });
    engagementId = mine[0]!.id;
    const { follow_ups } = await apiGet<{ follow_ups: ServerFollowUp[] }>(
      request,
      `/api/engagements/${engagementId}/follow-ups`,
    );
    expect(follow_ups).toEqual([
      expect.objectContaining({
        required_engagement: 'Courtesy Call (Core)',
        status: 'Completed',
        notes: FOLLOW_UP_NOTE,
      }),
    ]);
    const connection = page.getByRole('region', { name: 'Database Connection' });
    await expect(connection.getByText('Connected', { exact: true })).toBeVisible();
  });

  await test.step('deleting the engagement deletes its follow-up too, and says so', async () => {
    await page.goto('/core/engagements');
    const row = await engagementRow(NOTE);
    await row.getByRole('button', { name: 'Delete engagement' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Engagement' });
    await expect(confirm.getByText('1 follow-up will also be deleted.')).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete Engagement' }).click();
    await expect(
      page.getByText('Engagement deleted successfully (1 follow-ups also deleted)'),
    ).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('row').filter({ hasText: NOTE })).toHaveCount(0);
    await waitForSynced(page);
    const { engagements } = await apiGet<{ engagements: ServerEngagement[] }>(
      request,
      '/api/engagements/',
    );
    expect(engagements.some((e) => e.id === engagementId)).toBe(false);
  });
});
