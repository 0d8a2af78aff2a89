/**
 * The synced profile the specs start from (support/synced-profile.ts) is what it claims: a copy
 * opens signed in on the replica it was given and catches up in an incremental sync, never
 * downloading the store from zero; each copy is a device of its own, whose changes reach the
 * server beside another copy's, each numbered in a lane of its own; and a draft typed on a copy
 * is kept encrypted and is there again after a reload.
 */
import type { Page } from '@playwright/test';
import { createContactThroughForm, serverContacts, uniqueContact } from '../support/contacts';
import { findInBrowserStorage, readKvKeys, readLocalDb } from '../support/local-db';
import { mainHeading, waitForSynced } from '../support/session';
import { expect, test } from '../support/synced-profile';
import { storedRecords } from '../../support/stored-sync-state';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

/** The device's lanes (client/src/sync/lanes.ts), read from its IndexedDB. */
const lanes = (page: Page) => storedRecords<{ laneId: string; lastSeq: number }[]>(page, 'lanes');

test('a copy opens signed in on the kept replica and does not download the store again', async ({
  syncedProfile,
  syncedDevice,
  page,
}) => {
  const { before, pulls, after } = syncedDevice;
  const { state } = syncedProfile;
  // The profile's first sync brought the whole store (a cursor of one version per change).
  expect(state.bootstrapped).toBe(1);
  expect(state.cursor, 'the demo store has a couple of thousand changes').toBeGreaterThan(1_000);
  // The app found the replica complete, where the profile's first sync left it...
  expect(before.bootstrapped).toBe(1);
  expect(before.cursor).toBe(state.cursor);
  expect(before.replicaOwner).toBe(state.replicaOwner);
  // ...and caught up from there: what changed since, never the store again.
  expect(pulls.length).toBeGreaterThan(0);
  expect(Math.min(...pulls)).toBe(state.cursor);
  expect(after.cursor - before.cursor).toBeLessThan(state.cursor / 10);
  // Signed in without the sign-in screen.
  await expect(mainHeading(page)).toHaveText(/^Welcome back, Jordan/);
});

test('each copy is a device of its own, and a later copy catches up with an earlier one', async ({
  syncedProfile,
  request,
}) => {
  const first = uniqueContact('Copyone');
  const second = uniqueContact('Copytwo');
  const a = await syncedProfile.open();
  try {
    await createContactThroughForm(a.page, first);
    await waitForSynced(a.page);
    expect(await serverContacts(request, first.word)).toHaveLength(1);

    const b = await syncedProfile.open();
    try {
      expect(b.before.clientId).not.toBe(a.before.clientId);
      expect(a.before.clientId).not.toBe(syncedProfile.state.clientId);
      // b's catch-up brought a's contact.
      expect((await readLocalDb(b.page, first.word)).contacts).toHaveLength(1);
      expect(b.after.cursor).toBeGreaterThan(b.before.cursor);

      await createContactThroughForm(b.page, second);
      await waitForSynced(b.page);
      expect(await serverContacts(request, second.word)).toHaveLength(1);
      expect(await serverContacts(request, first.word)).toHaveLength(1);

      // Each copy's first change was the first of a lane of its own.
      const [laneA, laneB] = [await lanes(a.page), await lanes(b.page)];
      expect(laneA).toHaveLength(1);
      expect(laneB).toHaveLength(1);
      expect(laneA[0]!.laneId).not.toBe(laneB[0]!.laneId);
      expect(laneA[0]!.lastSeq).toBe(1);
      expect(laneB[0]!.lastSeq).toBe(1);
    } finally {
      await b.close();
    }
  } finally {
    await a.close();
  }
});

test('a draft typed on a copy is kept encrypted and comes back after a reload', async ({
  page,
}) => {
  const name = `Draft on a copy ${Date.now().toString(36)}`;
  await page.goto('/core/contacts/new');
  await expect(mainHeading(page)).toHaveText('New Contact');
  await page.getByLabel(/^Full Name/).fill(name);
  // Saved encrypted a moment after typing stops: the text is nowhere in the browser's storage.
  await expect
    .poll(async () => (await readKvKeys(page)).filter((k) => k.startsWith('draft:')))
    .toContainEqual(expect.stringMatching(/^draft:\d+:contact:new$/));
  expect(await findInBrowserStorage(page, [name])).toEqual([]);

  await page.reload();
  await expect(mainHeading(page)).toHaveText('New Contact');
  await expect(page.getByLabel(/^Full Name/)).toHaveValue(name, { timeout: 15_000 });
});
