/**
 * For a test file that works out the store's "today" once (a promise date, today's events) and
 * then renders a screen that works it out again: the clock (Date only, timers stay real) starts
 * at noon of the store's current day and moves on in real time from there, so both see the same
 * day even when the run crosses the store's midnight. Without it such a file failed in CI when a
 * screen rendered a moment after midnight and showed the new day. Call it at the top of the file,
 * before anything reads the day; the real clock is back after the file.
 */
import { afterAll, vi } from 'vitest';
import { dayRangeMs, storeToday } from '@/lib/store-time';

const NOON_MS = 12 * 60 * 60_000;

export function pinClockAtStoreNoon(timeZone: string): void {
  const noon = dayRangeMs(storeToday(timeZone), timeZone).from + NOON_MS;
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true, now: noon });
  afterAll(() => {
    vi.useRealTimers();
  });
}
