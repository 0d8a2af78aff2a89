// End-to-end tests: Debian's Chromium (Playwright cannot download its own browsers here)
// against the real server, which serves the built client from client/dist. scripts/test.sh
// builds the client before Playwright runs, so the web server below never rebuilds it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8181);
const baseURL = `http://127.0.0.1:${port}`;

// A fresh, empty data folder for each run. Playwright loads this file again in every worker;
// the workers inherit E2E_DATA_DIR from the runner, so only the runner makes (and, when it
// exits after stopping the web server, removes) the folder. E2E_KEEP_DATA=1 keeps it.
const madeHere = !process.env.E2E_DATA_DIR;
const dataDir = (process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'rentline-e2e-')));
if (madeHere && !process.env.E2E_KEEP_DATA) {
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}

export default defineConfig({
  testDir: './e2e',
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: 'list',
  // Tests and hooks alike (a file's beforeAll signs in and waits for the first sync): generous on
  // a loaded two-core machine. Specs that need more say so.
  timeout: 120_000,
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        browserName: 'chromium',
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
            '--disable-quic',
          ],
        },
      },
    },
  ],
  webServer: {
    command: 'npm run start -w @rentline/server',
    cwd: '..',
    url: `${baseURL}/api/health`,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DEMO_DATA: 'true',
    },
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
