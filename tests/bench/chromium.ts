/**
 * Debian's Chromium, headless, launched as every test and benchmark here launches it: the
 * benchmarks in the browser people install, the end-to-end tests in its headless shell.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';

/** Chromium itself: the benchmarks, and what only the full browser does (installability). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

/**
 * The browser of the end-to-end tests: Debian's `chromium-headless-shell` (Chromium's old
 * headless mode: the same Blink, V8, service workers and network stack, without the browser's
 * own UI layer), which is also what Playwright runs headless tests in by default. On 2 cores the
 * same 14 specs took 113 s and 202 CPU-s in it against 140 s and 256 CPU-s in Chromium. Its one
 * hollow answer: it reports no installability errors for any page, so installable.spec.ts asks
 * Chromium. Chromium where the shell is not installed; E2E_CHROMIUM_PATH chooses another.
 */
export const E2E_CHROMIUM_PATH =
  process.env.E2E_CHROMIUM_PATH ??
  (existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH);

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
