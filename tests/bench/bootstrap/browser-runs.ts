/**
 * One timed bootstrap of each kind, each in a fresh browser context (a fresh profile: empty
 * IndexedDB, no service worker), with the peak JS heap sampled every 50 ms in the page.
 *
 * - App: the built app served by the real server, signed in as the app signs in (the session in
 *   local storage); its own sync engine bootstraps. Timed from the start of the first
 *   `/api/sync/pull` request (Resource Timing) to the moment the replica's sync state says
 *   `bootstrapped`, which the pull writes in the same IndexedDB transaction as the last page
 *   (a read-only read of it waits for that transaction to commit).
 * - PouchDB: `local.replicate.from(remote)` into PouchDB's IndexedDB adapter, start to resolve.
 * - Floor: floor-page.ts (Dexie `bulkPut` of the rows from memory).
 */
import type { Browser } from '@playwright/test';

export interface RunResult {
  ms: number;
  peakHeapBytes: number;
  /** Rows (documents) stored when the clock stopped. */
  stored: number;
}

/** A fresh context (fresh profile) with the benchmark's in-page code (in-page.ts, bundled). */
async function freshContext(browser: Browser, inPage: string) {
  const context = await browser.newContext();
  await context.addInitScript({ content: inPage });
  return context;
}

export interface AppSession {
  token: string;
  employee: Record<string, unknown>;
}

export async function runApp(
  browser: Browser,
  inPage: string,
  appUrl: string,
  session: AppSession,
): Promise<RunResult> {
  const context = await freshContext(browser, inPage);
  try {
    await context.addInitScript((s) => {
      performance.setResourceTimingBufferSize(100_000);
      if (!localStorage.getItem('auth_token')) {
        localStorage.setItem('auth_token', s.token);
        localStorage.setItem('employee_data', JSON.stringify(s.employee));
      }
    }, session);
    const page = await context.newPage();
    await page.goto(`${appUrl}/`);
    const { ms, peakHeapBytes, stored } = await page.evaluate(() => window.benchWatchBootstrap());
    return { ms, peakHeapBytes, stored };
  } finally {
    await context.close();
  }
}

export async function runPouch(
  browser: Browser,
  inPage: string,
  pagesUrl: string,
  remoteDb: string,
  batchSize: number | undefined,
): Promise<RunResult> {
  const context = await freshContext(browser, inPage);
  try {
    const page = await context.newPage();
    await page.goto(`${pagesUrl}/pouch.html`);
    return await page.evaluate(([remote, batch]) => window.benchRunPouch(remote, batch), [
      remoteDb,
      batchSize,
    ] as const);
  } finally {
    await context.close();
  }
}

export async function runFloor(
  browser: Browser,
  inPage: string,
  pagesUrl: string,
): Promise<RunResult> {
  const context = await freshContext(browser, inPage);
  try {
    const page = await context.newPage();
    await page.goto(`${pagesUrl}/floor.html`);
    return await page.evaluate(async () => {
      const changes = await (await fetch('/floor-docs.json')).json();
      return window.runFloor(changes);
    });
  } finally {
    await context.close();
  }
}
