/**
 * Vitest setup for the client projects, run before each test file: what a file may leave behind
 * in a worker it shares with other files (vitest.config.ts, project `client`) is put back as a
 * fresh tab has it. Online (a file that set `navigator.onLine` or told TanStack Query it is
 * offline), nobody signed in, nothing in local storage, and the app's local database able to
 * open: a file that deleted the database while the shared instance was still opening it (the
 * sign-in form's tests delete it after each test) leaves that instance failed, and Dexie then
 * refuses every request of the next file ("DatabaseClosedError: AbortError") until it is closed.
 */
import { onlineManager } from '@tanstack/react-query';
import { resetSessionForTests } from '@/api/session';
import { reopenableLocalDb } from './reopenable-local-db';

if (typeof window !== 'undefined') {
  // An own `onLine` a file defined hides the browser's; without it, jsdom says online.
  delete (window.navigator as { onLine?: boolean }).onLine;
  window.localStorage.clear();
}
onlineManager.setOnline(true);
resetSessionForTests();
reopenableLocalDb();
