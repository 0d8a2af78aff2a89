/**
 * RELIABILITY.md #6, "Several tabs": three tabs of one browser profile each create and edit
 * contacts offline, then the signal returns to all of them at once. One tab syncs at a time
 * (DESIGN.md section 4, "When it runs"): at most one push is on the wire at any moment, no
 * change is sent twice, the server holds each contact once with its edit, and every tab shows
 * the same, synced list within 2 seconds of the last push answer.
 */
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { fillContactForm } from '../support/contacts';
import { shownAt, watchUntilShown } from '../support/caught-up-watch';
import { readLocalDb } from '../support/local-db';
import { monitorPushes } from '../support/push-monitor';
import { allServerContacts } from '../support/server-contacts';
import {
  mainHeading,
  signIn,
  syncStatus,
  waitForServiceWorker,
  waitForSynced,
} from '../support/session';

const expect = baseExpect.configure({ timeout: 15_000 });

const TABS = 3;
const CONTACTS_PER_TAB = 2;

interface Expected {
  name: string;
  email: string;
  phone: string;
}

test('three tabs offline, then online: one push at a time, nothing twice, every tab the same within 2 s', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const context = await browser.newContext();
  const tag = `Tabs${Date.now().toString(36)}`;
  const listUrl = `/core/contacts?search=${tag}`;

  try {
    const first = await context.newPage();
    await signIn(first);
    await waitForServiceWorker(first);
    await waitForSynced(first, 120_000);
    const pages: Page[] = [first];
    for (let t = 1; t < TABS; t++) pages.push(await context.newPage());
    for (const page of pages) {
      await page.goto(listUrl);
      await expect(mainHeading(page)).toHaveText('Contacts');
    }
    const pushes = await monitorPushes(context);

    await pushes.setOffline(true);
    const expected: Expected[] = [];
    await test.step('offline, each tab creates contacts and edits one of them', async () => {
      for (const [t, page] of pages.entries()) {
        await expect(syncStatus(page)).toHaveAccessibleName(/^Sync status: Offline/);
        await page.bringToFront();
        for (let c = 0; c < CONTACTS_PER_TAB; c++) {
          const name = `${tag} T${t} C${c}`;
          const contact = {
            name,
            email: `${tag.toLowerCase()}.t${t}.c${c}@example.com`,
            address: '12 Harbor Lane, Savannah, GA 31401',
            phone: `(912) 555-0${t}${c}0`,
          };
          await page.getByRole('button', { name: 'Create Contact' }).click();
          await fillContactForm(page, contact);
          await page.getByRole('button', { name: 'Create Contact' }).click();
          await expect(page).toHaveURL(/\/core\/contacts$/);
          expected.push(contact);
        }
        // The tab's first contact gets a new phone number.
        const edited = expected[expected.length - CONTACTS_PER_TAB]!;
        edited.phone = `(912) 555-1${t}99`;
        await page.goto(listUrl);
        await page.getByRole('link', { name: edited.name, exact: true }).click();
        await expect(mainHeading(page)).toHaveText(edited.name);
        await page.getByRole('button', { name: 'Edit Contact' }).click();
        await page.getByLabel(/^Primary Phone/).fill(edited.phone);
        await page.getByRole('button', { name: 'Update Information' }).click();
        await expect(page.getByText('Contact updated successfully!')).toBeVisible();
        await expect(page.getByRole('button', { name: 'Edit Contact' })).toBeVisible();
        await page.goto(listUrl);
        await expect(mainHeading(page)).toHaveText('Contacts');
      }
      const waiting = TABS * (CONTACTS_PER_TAB + 1);
      for (const page of pages)
        await expect(syncStatus(page)).toHaveAccessibleName(
          new RegExp(`\\b${waiting} waiting to sync`),
        );
      expect(pushes.count, 'nothing is pushed while offline').toBe(0);
      expect((await readLocalDb(first, tag)).outbox).toHaveLength(waiting);
    });

    await test.step('online: every tab shows the same synced list within 2 s of the last answer', async () => {
      const wanted = expected.flatMap((c) => [c.name, c.email, c.phone]);
      for (const page of pages) await watchUntilShown(page, wanted, ['Pending sync']);
      await pushes.setOffline(false);
      await expect
        .poll(async () => (await readLocalDb(first, tag)).outbox.length, { timeout: 60_000 })
        .toBe(0);
      const answeredAt = pushes.lastAnsweredAt;
      expect(answeredAt).toBeGreaterThan(0);
      // One tab pushed at a time, and each change went out once.
      expect.soft(pushes.maxInFlight, 'pushes on the wire at the same moment').toBe(1);
      expect.soft(pushes.mutationIds).toHaveLength(TABS * (CONTACTS_PER_TAB + 1));
      expect
        .soft(new Set(pushes.mutationIds).size, 'changes sent twice')
        .toBe(pushes.mutationIds.length);

      const caughtUp: number[] = [];
      for (const [t, page] of pages.entries()) {
        await expect
          .poll(() => shownAt(page), { message: `tab ${t} never showed the synced list` })
          .toBeDefined();
        const lag = (await shownAt(page))! - answeredAt;
        caughtUp.push(lag);
        // As a person sees it: every contact with its latest phone, none pending, nothing waiting.
        await expect(syncStatus(page)).not.toHaveAccessibleName(/waiting to sync/);
        await expect(page.getByText('Pending sync')).toHaveCount(0);
        for (const contact of expected) {
          const main = page.getByRole('main');
          await expect(main.getByRole('link', { name: contact.name, exact: true })).toBeVisible();
          await expect(main.getByRole('link', { name: contact.phone, exact: true })).toBeVisible();
        }
      }
      test.info().annotations.push({
        type: 'caught up after the last push answer (ms, per tab)',
        description: caughtUp.join(', '),
      });
      for (const [t, lag] of caughtUp.entries())
        expect.soft(lag, `tab ${t} caught up ${lag} ms after the last answer`).toBeLessThan(2_000);
      // No push was answered after the one the lag is measured from.
      expect(pushes.lastAnsweredAt).toBe(answeredAt);
    });

    await test.step('the server holds each contact once, with its edit', async () => {
      const server = await allServerContacts(request, tag);
      expect(server.map((c) => c.full_name).sort()).toEqual(expected.map((c) => c.name).sort());
      for (const contact of expected)
        expect(server.find((c) => c.full_name === contact.name)).toMatchObject({
          email: contact.email,
          primary_phone: contact.phone,
        });
    });
  } finally {
    await context.close();
  }
});
