/**
 * A tablet already signed in as DEMO with the demo store on it, without signing in and
 * downloading the store again in every spec. Once per worker, Chromium is launched on a fresh
 * profile folder, signs in, waits for the service worker and the first sync, and is closed
 * cleanly (so the folder is whole on disk). Each test that asks (`page` and `context` below), or
 * each spec from its beforeAll (`syncedProfile.open`), then gets a copy of that folder launched
 * as a browser of its own: it opens signed in on the kept replica and catches up with what
 * earlier tests changed on the server in a short incremental sync.
 *
 * A copy of the folder, not Playwright's `storageState({ indexedDB: true })`: a storage state
 * carries neither the service worker nor the caches it fills (the precache an offline reload
 * opens from), and it gives IndexedDB back as values a script writes again, not the database the
 * browser kept. A copy of the folder is the tablet as it was left.
 *
 * A copy is a new device of the same person, as a tablet signed in afresh would be:
 * - a client id of its own and no lane yet (client/src/sync/lanes.ts): copies sharing the
 *   folder's lane would number their changes from the same seq, and the server would answer one
 *   with the other's last_seq and results;
 * - no persisted read cache (kv `query-cache`): screens start from what the server says now;
 * - with `ownSession`, a session of its own: signing out there ends that session only, not the
 *   one every other copy of the worker opens with.
 * Opening a copy fails if it downloads the store from zero, or if the worker's session was ended.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  test as base,
  expect,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { launchProfile } from './browser-profile';
import { withPageIdb, type WithPageIdb } from './page-idb';
import { DEMO, signIn, syncStatus, waitForServiceWorker, waitForSynced } from './session';

/** What the device's `syncState` row says (client/src/local-db/schema.ts). */
export interface SyncStateSeen {
  clientId: string;
  cursor: number;
  bootstrapped: number;
  lastSyncedAt: string | null;
  replicaOwner?: number | null;
}

export interface SyncedDeviceOptions extends BrowserContextOptions {
  /** Sign in afresh (an API sign-in, its token put in place) instead of the worker's session. */
  ownSession?: boolean;
  /** Runs on the context before the app's first page load (init scripts, routes). */
  prepare?: (context: BrowserContext) => Promise<unknown>;
}

export interface SyncedDevice {
  context: BrowserContext;
  page: Page;
  /** The copied `syncState` as the app found it (with its new client id), before it started. */
  before: SyncStateSeen;
  /** The cursor of each pull the copy asked for as it opened, up to its first finished sync. */
  pulls: number[];
  /** Its `syncState` once that sync had finished. */
  after: SyncStateSeen;
  close(): Promise<void>;
}

export interface SyncedProfile {
  /** The profile folder every copy is made from (not to be launched itself). */
  dir: string;
  /** Its `syncState` once the first sync had finished (its cursor: the store's changes). */
  state: SyncStateSeen;
  open(options?: SyncedDeviceOptions): Promise<SyncedDevice>;
}

/**
 * Reads `syncState` and the outbox and pending-upload counts from the page's origin; with
 * `asNewDevice`, first gives the device a new client id, forgets its lanes and the persisted
 * read cache (in one transaction, before the app opens the database).
 */
function prepareDb(page: Page, asNewDevice: boolean) {
  return withPageIdb(
    page,
    async (renew) => {
      const db = await (globalThis as WithPageIdb).e2ePageIdb.open('rentline');
      try {
        const stores = ['syncState', 'lanes', 'kv', 'outbox', 'pendingUploads'];
        const missing = stores.filter((s) => !db.objectStoreNames.contains(s));
        if (missing.length > 0)
          throw new Error(`the profile's database lacks ${missing.join(', ')}`);
        const tx = db.transaction(stores, renew ? 'readwrite' : 'readonly');
        const done = new Promise<void>((resolve, reject) => {
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
          tx.onabort = () => reject(tx.error);
        });
        let state: SyncStateSeen | undefined;
        const read = tx.objectStore('syncState').get('state');
        read.onsuccess = () => {
          state = read.result as SyncStateSeen | undefined;
          if (renew && state) {
            state = { ...state, clientId: crypto.randomUUID() };
            tx.objectStore('syncState').put(state);
          }
        };
        const outbox = tx.objectStore('outbox').count();
        const uploads = tx.objectStore('pendingUploads').count();
        if (renew) {
          tx.objectStore('lanes').clear();
          tx.objectStore('kv').delete('query-cache');
        }
        await done;
        return { state, outbox: outbox.result, uploads: uploads.result };
      } finally {
        db.close();
      }
    },
    asNewDevice,
  );
}

/** The cursor of each pull the page asks for from now on. */
function recordPulls(page: Page): number[] {
  const cursors: number[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname === '/api/sync/pull') cursors.push(Number(url.searchParams.get('cursor')));
  });
  return cursors;
}

/** Signs in as DEMO on a fresh folder, waits for the first sync and closes the browser. */
async function makeProfile(dir: string, baseURL: string): Promise<SyncStateSeen> {
  const context = await launchProfile(dir, baseURL);
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await signIn(page);
    await waitForServiceWorker(page);
    await waitForSynced(page, 150_000);
    const { state, outbox, uploads } = await prepareDb(page, false);
    expect(state?.bootstrapped, 'the first sync finished').toBe(1);
    expect(outbox + uploads, 'nothing waits to be sent from the profile').toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeTruthy();
    return state!;
  } finally {
    // A clean close: Chromium writes IndexedDB and local storage out before it exits.
    await context.close();
  }
}

async function openCopy(
  profile: { dir: string; baseURL: string },
  { ownSession = false, prepare, ...contextOptions }: SyncedDeviceOptions = {},
): Promise<SyncedDevice> {
  const dir = mkdtempSync(join(tmpdir(), 'rentline-synced-copy-'));
  let context: BrowserContext | undefined;
  const close = async () => {
    await context?.close();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    cpSync(profile.dir, dir, { recursive: true });
    context = await launchProfile(dir, profile.baseURL, contextOptions);
    await prepare?.(context);
    const page = context.pages()[0] ?? (await context.newPage());

    // A page of the origin that is not the app (the service worker leaves /api/ to the network),
    // to make the copy a device of its own before the app opens its database.
    await page.goto('/api/health');
    if (ownSession) {
      const res = await page.request.post('/api/auth/signin', { data: DEMO });
      expect(res.ok(), `sign-in answered ${res.status()}`).toBeTruthy();
      const { token } = (await res.json()) as { token: string };
      await page.evaluate((t) => localStorage.setItem('auth_token', t), token);
    }
    const { state: before } = await prepareDb(page, true);
    if (!before) throw new Error('the copied profile has no sync state');

    const pulls = recordPulls(page);
    const opened = Date.now();
    await page.goto('/');
    await expect(
      syncStatus(page),
      "the copy opens signed in (the worker's session was not ended)",
    ).toBeVisible({ timeout: 30_000 });
    await waitForServiceWorker(page);
    // Caught up: a sync finished after the app opened (the status says "Synced" from the stored
    // time before the first one even starts).
    let after: SyncStateSeen | undefined;
    await expect
      .poll(
        async () => {
          after = (await prepareDb(page, false)).state;
          return Date.parse(after?.lastSyncedAt ?? '') || 0;
        },
        { timeout: 60_000, intervals: [100] },
      )
      .toBeGreaterThanOrEqual(opened);
    await waitForSynced(page);
    expect(pulls, 'the copy kept its replica: no pull from cursor 0').not.toContain(0);
    return { context, page, before, pulls, after: after!, close };
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
}

export const test = base.extend<{ syncedDevice: SyncedDevice }, { syncedProfile: SyncedProfile }>({
  syncedProfile: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from its pattern
    async ({}, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL;
      if (!baseURL) throw new Error('the project has no baseURL');
      const dir = mkdtempSync(join(tmpdir(), 'rentline-synced-'));
      try {
        const state = await makeProfile(dir, baseURL);
        await use({ dir, state, open: (options) => openCopy({ dir, baseURL }, options) });
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 240_000 },
  ],

  syncedDevice: async (
    {
      syncedProfile,
      viewport,
      hasTouch,
      isMobile,
      deviceScaleFactor,
      acceptDownloads,
      reducedMotion,
      colorScheme,
      locale,
      timezoneId,
      contextOptions,
    },
    use,
  ) => {
    const device = await syncedProfile.open({
      ...contextOptions,
      viewport,
      hasTouch,
      isMobile,
      deviceScaleFactor,
      acceptDownloads,
      reducedMotion,
      colorScheme,
      locale,
      timezoneId,
    });
    try {
      await use(device);
    } finally {
      await device.close();
    }
  },
  context: async ({ syncedDevice }, use) => use(syncedDevice.context),
  page: async ({ syncedDevice }, use) => use(syncedDevice.page),
});

export { expect };
