/**
 * A browser profile that outlives its browser: Chromium launched on a user data folder (so
 * IndexedDB, localStorage and the service worker survive), and a real kill of that browser
 * (SIGKILL to every process started on the folder), as when a tablet's browser is killed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { chromium, type BrowserContext, type BrowserContextOptions } from '@playwright/test';
import { CHROMIUM_ARGS, E2E_CHROMIUM_PATH } from '../../bench/chromium';

/** Launches (or relaunches) Chromium on the profile folder, with the context's `options`. */
export function launchProfile(
  userDataDir: string,
  baseURL: string,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userDataDir, {
    ...options,
    executablePath: E2E_CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    baseURL,
  });
}

/** The ids of the processes whose command line names this profile folder. */
function profileProcesses(userDataDir: string): number[] {
  const flag = `--user-data-dir=${userDataDir}`;
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let args: string[];
    try {
      args = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
    } catch {
      continue; // gone already
    }
    if (args.includes(flag)) pids.push(Number(entry));
  }
  return pids;
}

/**
 * Kills the browser running on the profile with SIGKILL: no unload, no flush, no goodbye.
 * Resolves once none of its processes is left; then lets Playwright notice the loss.
 */
export async function killProfile(context: BrowserContext, userDataDir: string): Promise<void> {
  const pids = profileProcesses(userDataDir);
  if (pids.length === 0) throw new Error(`no browser runs on ${userDataDir}`);
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // exited between the scan and the kill
    }
  }
  const deadline = Date.now() + 10_000;
  while (profileProcesses(userDataDir).length > 0) {
    if (Date.now() > deadline) throw new Error('the killed browser is still running');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await context.close().catch(() => undefined);
}
