/**
 * RELIABILITY.md #5, "Killed browser": the browser is killed (SIGKILL, no unload) at seeded
 * points while a person writes contacts offline, a few milliseconds into a save, or while the
 * app is pushing. After each kill the same profile is opened again, offline first: what the
 * device's database holds is what committed. Then online, once the outbox has drained, the
 * server holds every committed contact exactly once and nothing that did not commit.
 *
 * KILL_SEED (default 20261123) and KILL_POINTS (default 20) choose the points; a failure names
 * its seed and point so it can be replayed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect as baseExpect, test, type BrowserContext, type Page } from '@playwright/test';
import { fillContactForm } from '../support/contacts';
import { killProfile, launchProfile } from '../support/browser-profile';
import { readLocalDb } from '../support/local-db';
import { envInt, seededRandom } from '../support/seeded-random';
import { allServerContacts } from '../support/server-contacts';
import {
  apiToken,
  mainHeading,
  signIn,
  syncStatus,
  waitForServiceWorker,
  waitForSynced,
} from '../support/session';

const expect = baseExpect.configure({ timeout: 15_000 });

const SEED = envInt('KILL_SEED', 20261123);
const POINTS = envInt('KILL_POINTS', 20);
/** Contacts a person tries to save at each point. */
const WRITES = 2;

/** When the browser dies at one point. */
type KillPlan =
  /** After `saved` saves have completed (0 to WRITES), and `delayMs` more. */
  | { kind: 'after-saves'; saved: number; delayMs: number }
  /** `delayMs` after pressing save on the contact number `saved` (its save may or may not commit). */
  | { kind: 'during-save'; saved: number; delayMs: number }
  /** Every save done offline, the signal back, `delayMs` after the first push left. */
  | { kind: 'while-pushing'; delayMs: number };

function planKills(seed: number, points: number): KillPlan[] {
  const random = seededRandom(seed);
  return Array.from({ length: points }, (): KillPlan => {
    const kind = random.pick(['after-saves', 'during-save', 'while-pushing'] as const);
    if (kind === 'after-saves')
      return { kind, saved: random.int(0, WRITES), delayMs: random.int(0, 40) };
    if (kind === 'during-save')
      return { kind, saved: random.int(0, WRITES - 1), delayMs: random.int(0, 60) };
    return { kind, delayMs: random.int(0, 40) };
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const sorted = (values: Iterable<string>) => [...values].sort();

test('every committed change reaches the server exactly once after the browser is killed at seeded points', async ({
  baseURL,
  request,
}) => {
  const plans = planKills(SEED, POINTS);
  test.setTimeout(90_000 + POINTS * 30_000);
  test.info().annotations.push({
    type: 'kill points',
    description: `KILL_SEED=${SEED} KILL_POINTS=${POINTS}: ${plans.map((p) => JSON.stringify(p)).join(' ')}`,
  });

  const userDataDir = mkdtempSync(join(tmpdir(), 'rentline-kill-profile-'));
  const tag = `Kill${Date.now().toString(36)}`;
  /** Names whose save was pressed; those that were confirmed on screen; those seen stored. */
  const attempted = new Set<string>();
  const confirmed = new Set<string>();
  let committed = new Set<string>();
  const token = await apiToken(request);
  /** How long each offline start took, to tell a slow machine from a stuck app. */
  const openedInMs: number[] = [];
  let context: BrowserContext | undefined;

  try {
    await test.step('sign in once on the profile and let the first download finish', async () => {
      context = await launchProfile(userDataDir, baseURL!);
      const page = context.pages()[0] ?? (await context.newPage());
      await signIn(page);
      await waitForServiceWorker(page);
      await waitForSynced(page, 120_000);
      await context.close();
    });

    /** Opens the profile again, offline first; checks the device, then the server once synced. */
    const reopenAndCheck = async (label: string): Promise<Page> => {
      context = await launchProfile(userDataDir, baseURL!);
      const page = context.pages()[0] ?? (await context.newPage());
      await context.setOffline(true);
      const opening = Date.now();
      await page.goto('/core/contacts');
      // Generous: on a loaded two-core machine an offline start from the service worker can
      // take tens of seconds; how long it took is kept in the report.
      await expect(mainHeading(page)).toHaveText('Contacts', { timeout: 60_000 });
      openedInMs.push(Date.now() - opening);
      await expect(syncStatus(page)).toHaveAccessibleName(/^Sync status: Offline/);

      const device = (await readLocalDb(page, tag)).contacts.map((c) => c.full_name);
      const stored = new Set(device);
      expect(device.length, `${label}: a contact is stored twice on the device`).toBe(stored.size);
      for (const name of confirmed)
        expect(stored.has(name), `${label}: the confirmed save of "${name}" was lost`).toBe(true);
      for (const name of committed)
        expect(stored.has(name), `${label}: the stored "${name}" disappeared`).toBe(true);
      for (const name of stored)
        expect(attempted.has(name), `${label}: "${name}" was never saved`).toBe(true);
      committed = stored;

      await context.setOffline(false);
      await waitForSynced(page, 60_000);
      await expect
        .poll(async () => (await readLocalDb(page, tag)).outbox, {
          message: `${label}: the outbox did not drain`,
        })
        .toEqual([]);
      const synced = await readLocalDb(page, tag);
      expect(sorted(synced.contacts.map((c) => c.full_name))).toEqual(sorted(committed));

      const server = await allServerContacts(request, tag, token);
      // Sorted lists, not sets: a change applied twice would show its name twice.
      expect(
        sorted(server.map((c) => c.full_name)),
        `${label}: the server differs from what committed on the device`,
      ).toEqual(sorted(committed));
      expect(sorted(server.map((c) => c.id))).toEqual(sorted(synced.contacts.map((c) => c.id)));
      return page;
    };

    /** Saves one contact through the form; with `killAfterMs` the browser dies mid-save. */
    const save = async (page: Page, name: string, killAfterMs?: number) => {
      await page.getByRole('button', { name: 'Create Contact' }).click();
      await expect(page).toHaveURL(/\/core\/contacts\/new$/);
      const stamp = name.replace(/\W+/g, '.').toLowerCase();
      await fillContactForm(page, {
        name,
        email: `${stamp}@example.com`,
        address: '12 Harbor Lane, Savannah, GA 31401',
        phone: '(912) 555-0142',
      });
      attempted.add(name);
      await page.getByRole('button', { name: 'Create Contact' }).click();
      if (killAfterMs !== undefined) {
        await sleep(killAfterMs);
        await killProfile(context!, userDataDir);
        return;
      }
      await expect(page).toHaveURL(/\/core\/contacts$/);
      confirmed.add(name);
    };

    for (const [point, plan] of plans.entries()) {
      const label = `KILL_SEED=${SEED} point ${point} (${JSON.stringify(plan)})`;
      await test.step(label, async () => {
        const page = await reopenAndCheck(`before ${label}`);
        await context!.setOffline(true);
        await expect(syncStatus(page)).toHaveAccessibleName(/^Sync status: Offline/);

        const saves = plan.kind === 'while-pushing' ? WRITES : plan.saved;
        for (let w = 0; w < saves; w++) await save(page, `${tag} p${point} w${w}`);
        if (plan.kind === 'during-save') {
          await save(page, `${tag} p${point} w${saves}`, plan.delayMs);
          return;
        }
        if (plan.kind === 'while-pushing') {
          // Sync runs in one tab of a profile (a lock), and the killed profile may have reopened
          // another of its pages: the push can come from any page of the context.
          const pushed = context!.waitForEvent('request', {
            predicate: (r) => new URL(r.url()).pathname === '/api/sync/push',
            timeout: 30_000,
          });
          await context!.setOffline(false);
          await pushed;
        }
        await sleep(plan.delayMs);
        await killProfile(context!, userDataDir);
      });
    }

    await test.step('after the last kill', async () => {
      await reopenAndCheck(`after the last point (KILL_SEED=${SEED})`);
      await context!.close();
    });
    test.info().annotations.push({
      type: 'outcome',
      description: `${attempted.size} saves pressed, ${confirmed.size} confirmed, ${committed.size} committed; offline starts took ${openedInMs.join(', ')} ms`,
    });
    expect(confirmed.size).toBeGreaterThan(0);
    expect(committed.size).toBeGreaterThanOrEqual(confirmed.size);
  } finally {
    await context?.close().catch(() => undefined);
    rmSync(userDataDir, { recursive: true, force: true });
  }
});
