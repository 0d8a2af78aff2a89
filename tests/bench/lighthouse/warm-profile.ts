/**
 * A persistent Chromium profile that Lighthouse can drive over the DevTools port: signed in
 * through the real sign-in screen, first sync done, the service worker in control, and each
 * audited page visited once so the service worker has served it before Lighthouse loads it.
 */
import { createServer, type AddressInfo } from 'node:net';
import { chromium, type BrowserContext } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';
import { signInAndInstall } from '../local/app-session';

/** A TCP port nothing listens on right now, for --remote-debugging-port. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export interface WarmProfile {
  context: BrowserContext;
  /** The DevTools port Lighthouse connects to. */
  port: number;
}

export async function openWarmProfile(
  userDataDir: string,
  baseUrl: string,
  paths: readonly string[],
): Promise<WarmProfile> {
  const port = await freePort();
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
  });
  try {
    await signInAndInstall(context, baseUrl);
    const page = await context.newPage();
    for (const path of paths) {
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
      const controlled = await page.evaluate(() => !!navigator.serviceWorker.controller);
      if (!controlled) throw new Error(`${path} was not served under the service worker`);
      await page.getByRole('button', { name: /^Sync status: Synced/ }).waitFor();
    }
    await page.close();
    return { context, port };
  } catch (err) {
    await context.close();
    throw err;
  }
}
