/**
 * A test works out the store's "today" once (a file when it loads, `storeToday(STORE_TZ)`; an
 * end-to-end spec when it starts) while the server works it out again on every request. A test
 * that ran across the store's midnight therefore failed: its agreement's first due date, "today"
 * when written, was yesterday when the server read it. So a test that would start closer to the
 * store's midnight than it can take waits for the new day instead: a server test file
 * (store-midnight.setup.ts; no file takes a minute, 10.8 s the longest in
 * tests/vitest/durations.json) and the end-to-end specs that type or read today
 * (tests/e2e/support/store-day.ts). Any other time of day this costs nothing.
 */
import { TZDate } from '@date-fns/tz';

/** How close to the store's midnight a server test file may not start. */
export const SERVER_FILE_GUARD_MS = 60_000;

/** Milliseconds from `nowMs` to the next midnight on the store's clock. */
export function msUntilStoreMidnight(nowMs: number, timeZone: string): number {
  const now = new TZDate(nowMs, timeZone);
  const midnight = new TZDate(now.getFullYear(), now.getMonth(), now.getDate() + 1, timeZone);
  return midnight.getTime() - nowMs;
}

/** How long a test that may take `guardMs` and starts at `nowMs` waits: past midnight, or 0. */
export function waitBeforeStart(nowMs: number, timeZone: string, guardMs: number): number {
  const left = msUntilStoreMidnight(nowMs, timeZone);
  return left < guardMs ? left + 1_000 : 0;
}
