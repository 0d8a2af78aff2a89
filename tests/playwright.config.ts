// End-to-end tests: Debian's Chromium headless shell (Playwright cannot download its own browsers
// here; bench/chromium.ts says why the shell) against the real server, which serves the built
// client from client/dist. scripts/test.sh builds the client before Playwright runs, so the web
// server below never rebuilds it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, E2E_CHROMIUM_PATH } from './bench/chromium';

// Each worker has a server of its own: its own port, its own embedded database, its own demo
// data. Specs change the data they sign in to (close a day, take payments, sign out a device),
// so two workers on one server would see each other's changes. E2E_WORKERS sets how many
// (default 2, the cores of the machine CI runs on).
const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
const firstPort = Number(process.env.E2E_PORT ?? 8181);
const urlOf = (index: number) => `http://127.0.0.1:${firstPort + index}`;

// Playwright loads this file in the runner and again in each worker, whose environment carries
// its TEST_PARALLEL_INDEX (0 to workers - 1): that picks the worker's server.
const baseURL = urlOf(Number(process.env.TEST_PARALLEL_INDEX ?? 0));

// A fresh, empty data folder for each run, with one folder per server in it. The workers inherit
// E2E_DATA_DIR from the runner, so only the runner makes (and, when it exits after stopping the
// web servers, removes) it. E2E_KEEP_DATA=1 keeps it.
const madeHere = !process.env.E2E_DATA_DIR;
const dataDir = (process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'rentline-e2e-')));
if (madeHere && !process.env.E2E_KEEP_DATA) {
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}

export default defineConfig({
  testDir: './e2e',
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  fullyParallel: false,
  workers,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: 'list',
  // Tests and hooks alike (a file's beforeAll signs in and waits for the first sync): generous on
  // a loaded two-core machine. Specs that need more say so.
  timeout: 120_000,
  use: {
    baseURL,
    // A click or fill that cannot happen fails after 30 s, naming the action and what it waited
    // for (not actionable, not stable), instead of waiting silently until the test's time is up.
    actionTimeout: 30_000,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        browserName: 'chromium',
        launchOptions: {
          executablePath: E2E_CHROMIUM_PATH,
          args: CHROMIUM_ARGS,
        },
      },
    },
  ],
  webServer: Array.from({ length: workers }, (_, index) => ({
    command: 'npm run start -w @rentline/server',
    cwd: '..',
    url: `${urlOf(index)}/api/health`,
    env: {
      PORT: String(firstPort + index),
      DATA_DIR: join(dataDir, `server-${index}`),
      LOG_LEVEL: 'warn',
      DEMO_DATA: 'true',
    },
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
  })),
});
