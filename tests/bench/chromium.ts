/** Debian's Chromium, headless, launched as every test and benchmark here launches it. */
import { chromium, type Browser, type BrowserContext } from '@playwright/test';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  // performance.memory reports real heap figures only with this flag.
  '--enable-precise-memory-info',
];

export const launchChromium = (): Promise<Browser> =>
  chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });

/** A persistent profile (kept IndexedDB, service worker), for runs that close and reopen. */
export const launchProfile = (userDataDir: string): Promise<BrowserContext> =>
  chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  });
