/**
 * A test works out the store's "today" once (a file when it loads, `storeToday(STORE_TZ)`; an
 * end-to-end spec when it starts) while the server works it out again on every request. A test
 * that ran across the store's midnight therefore failed: its agreement's first due date, "today"
 * when written, was yesterday when the server read it. So a test that would start closer to the
 * store's midnight than it can take waits for the new day instead: a server test file
 * (store-midnight.setup.ts; no file takes a minute, 10.8 s the longest in
 * tests/vitest/durations.json) and the end-to-end specs that type or read today
 * (tests/e2e/support/store-day.ts). Those specs also need a few minutes of the new day behind
 * them (an engagement at 00:03 today is a past one), so they wait a little past midnight. Any
 * other time of day this costs nothing.
 */
import { TZDate } from '@date-fns/tz';

/** How close to the store's midnight a server test file may not start. */
export const SERVER_FILE_GUARD_MS = 60_000;

/** The store's current day around `nowMs`: its midnight and the next, in ms. */
function storeDayAround(nowMs: number, timeZone: string): { start: number; end: number } {
  const now = new TZDate(nowMs, timeZone);
  const [y, m, d] = [now.getFullYear(), now.getMonth(), now.getDate()];
  return {
    start: new TZDate(y, m, d, timeZone).getTime(),
    end: new TZDate(y, m, d + 1, timeZone).getTime(),
  };
}

/** Milliseconds from `nowMs` to the next midnight on the store's clock. */
export const msUntilStoreMidnight = (nowMs: number, timeZone: string) =>
  storeDayAround(nowMs, timeZone).end - nowMs;

/**
 * How long a test that starts at `nowMs` waits: when the store's next midnight is nearer than
 * `guardMs` (what the test may take), or the last one less than `afterMs` ago, until `afterMs`
 * (at least a second) past midnight; else 0.
 */
export function waitBeforeStart(
  nowMs: number,
  timeZone: string,
  guardMs: number,
  afterMs = 0,
): number {
  const { start, end } = storeDayAround(nowMs, timeZone);
  if (end - nowMs < guardMs) return end - nowMs + Math.max(afterMs, 1_000);
  return Math.max(afterMs - (nowMs - start), 0);
}
