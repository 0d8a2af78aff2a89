/**
 * Days on the store's clock, for the specs that type or read "today", and the wait that keeps
 * such a spec from running across the store's midnight, when the server's "today" moves on under
 * it (server/src/testing/store-midnight.ts says why).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { test } from '@playwright/test';
import { DEFAULT_STORE_TIME_ZONE } from '@rentline/sync-protocol/rules';
import { waitBeforeStart } from '../../../server/src/testing/store-midnight';

/** Longer than any spec that reads today takes, retries of a test aside. */
const SPEC_SPAN_MS = 5 * 60_000;
/** The new day a spec needs behind it: engagements "early today" (00:01 to 00:10) are past. */
const NEW_DAY_MS = 15 * 60_000;

/** A day on the store's clock (yyyy-MM-dd), `days` from today. */
export function storeDay(days = 0, timeZone = DEFAULT_STORE_TIME_ZONE): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + days * 24 * 60 * 60_000));
}

/**
 * First thing in a spec that reads today: from five minutes before the store's midnight to
 * fifteen after, waits until fifteen after, the hook's or test's time limit grown by the wait.
 * Else returns at once.
 */
export async function startClearOfStoreMidnight(timeZone = DEFAULT_STORE_TIME_ZONE) {
  const wait = waitBeforeStart(Date.now(), timeZone, SPEC_SPAN_MS, NEW_DAY_MS);
  if (wait === 0) return;
  test.info().setTimeout(test.info().timeout + wait);
  await sleep(wait);
}
