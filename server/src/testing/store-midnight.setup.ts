/**
 * Vitest setup of the server projects, run before each test file: a file that would start in the
 * store day's last minute waits for the new day (store-midnight.ts says why). Wall time on
 * purpose: the server and the database read the real clock.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { STORE_TZ } from './pulse-factories';
import { SERVER_FILE_GUARD_MS, waitBeforeStart } from './store-midnight';

const wait = waitBeforeStart(Date.now(), STORE_TZ, SERVER_FILE_GUARD_MS);
if (wait > 0) await sleep(wait);
