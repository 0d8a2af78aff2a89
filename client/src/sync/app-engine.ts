/**
 * The app's sync engine: the app database, the same-origin server and the signed-in session.
 * A 401 seen by sync clears the session like any other 401 (the sign-in overlay appears and
 * says how many changes wait); the outbox is kept.
 *
 * The author of changes is the employee whose app is on screen: set when they sign in, kept
 * through a 401 (they may go on typing under the sign-in overlay, and their changes still join
 * their own lane), and cleared at sign-out.
 */
import type { Employee } from '@rentline/sync-protocol/wire';
import { clearSession, getToken } from '../api/session';
import { localDb } from '../local-db/app-db';
import { forgetLastAnswers } from '../local-db/last-answers';
import { createSyncEngine } from './engine';
import { markServerNewer } from './server-newer';

let author: Employee | null = null;

export const appEngine = createSyncEngine({
  db: localDb,
  baseUrl: '',
  getToken,
  getEmployeeId: () => author?.id ?? null,
  getEmployeeName: () => author?.full_name ?? '',
  onUnauthorized: () => clearSession('unauthorized'),
});
appEngine.subscribe(() => {
  if (appEngine.getStatus().updateRequired) markServerNewer();
});

/** Called when someone is signed in (the app asks for persistent storage at the same moment). */
export function startSync(employee: Employee): void {
  // Another person's screens start from their own reads, not from the last person's answers.
  if (author?.id !== employee.id) forgetLastAnswers();
  author = employee;
  appEngine.start();
}

/** Called on a 401: sync waits for the same person to sign in again. */
export function pauseSync(): void {
  appEngine.pause();
}

/**
 * Called on sign-out: nobody is writing any more, and the tablet keeps nothing of this person's
 * but what waits to be sent (device-data.ts).
 */
export async function endSync(): Promise<void> {
  const leaving = author;
  author = null;
  if (leaving) await appEngine.signOut(leaving.id);
  else appEngine.pause();
}

export async function syncNow(): Promise<void> {
  await appEngine.syncNow();
}

/** Tests that started the app's engine: stopped, nobody its author, its status as at first. */
export async function resetSyncForTests(): Promise<void> {
  author = null;
  appEngine.stop();
  await appEngine.idle();
  appEngine.resetStatusForTests();
}
