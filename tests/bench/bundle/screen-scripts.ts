/**
 * Which JavaScript files the built app really loads for its first screens, recorded in
 * Chromium: the sign-in screen (fresh profile, nobody signed in), the hub just after signing
 * in, and the hub opened afresh by someone already signed in. Service workers are blocked so
 * every file comes from the network and the precache install adds nothing.
 */
import type { Page, Response } from '@playwright/test';
import { launchChromium } from '../chromium';
import { gzipSize } from './precache';

export interface ScriptSet {
  /** Path of each JavaScript file with its gzipped size in bytes. */
  files: Map<string, number>;
  gzipBytes: number;
}

export interface ScreenScripts {
  /** The sign-in screen itself: loaded until its form is shown. */
  signIn: ScriptSet;
  /** Fetched in the background while the sign-in screen is up (the signed-in code, once idle). */
  warmed: ScriptSet;
  /** Loaded after the Sign in click, up to the hub with sync started. */
  afterSignIn: ScriptSet;
  /** Everything a signed-in person's fresh load of / fetches for the hub. */
  hub: ScriptSet;
}

const DEMO = { email: 'demo@example.com', password: 'demo1234' };

function recorder(page: Page) {
  const files = new Map<string, Promise<number>>();
  const onResponse = (response: Response) => {
    const url = new URL(response.url());
    if (!url.pathname.endsWith('.js') && response.request().resourceType() !== 'script') return;
    if (!files.has(url.pathname)) files.set(url.pathname, response.body().then(gzipSize));
  };
  page.on('response', onResponse);
  return async (): Promise<ScriptSet> => {
    page.off('response', onResponse);
    const sizes = new Map<string, number>();
    for (const [path, size] of files) sizes.set(path, await size);
    return { files: sizes, gzipBytes: [...sizes.values()].reduce((a, b) => a + b, 0) };
  };
}

const minus = (all: ScriptSet, before: ScriptSet): ScriptSet => {
  const files = new Map([...all.files].filter(([path]) => !before.files.has(path)));
  return { files, gzipBytes: [...files.values()].reduce((a, b) => a + b, 0) };
};

async function hubShown(page: Page) {
  await page.getByRole('heading', { name: /^Welcome back/, level: 1 }).waitFor({ timeout: 30_000 });
  await page.getByRole('button', { name: /^Sync status:/ }).waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
}

export async function recordScreenScripts(baseUrl: string): Promise<ScreenScripts> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ baseURL: baseUrl, serviceWorkers: 'block' });
    const page = await context.newPage();

    const signInDone = recorder(page);
    await page.goto('/', { waitUntil: 'load' });
    await page.getByLabel('Email').waitFor();
    const signIn = await signInDone();

    // What loads while the person types: the browser idle, then nothing more on the network.
    const warmedDone = recorder(page);
    await page.waitForFunction(
      () => new Promise<boolean>((resolve) => requestIdleCallback(() => resolve(true))),
    );
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(600);
    await page.waitForLoadState('networkidle');
    const warmed = minus(await warmedDone(), signIn);

    const allDone = recorder(page);
    await page.getByLabel('Email').fill(DEMO.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await hubShown(page);
    const afterSignIn = minus(minus(await allDone(), signIn), warmed);

    // A signed-in person opening the app: a new page with an empty HTTP cache.
    const session = await context.storageState();
    const fresh = await browser.newContext({
      baseURL: baseUrl,
      serviceWorkers: 'block',
      storageState: session,
    });
    const hubPage = await fresh.newPage();
    const hubDone = recorder(hubPage);
    await hubPage.goto('/');
    await hubShown(hubPage);
    const hub = await hubDone();
    if (hub.files.size === 0 || signIn.files.size === 0) throw new Error('No scripts recorded');
    return { signIn, warmed, afterSignIn, hub };
  } finally {
    await browser.close();
  }
}
