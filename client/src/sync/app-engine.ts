/**
 * The app's sync engine: the app database, the same-origin server and the signed-in session.
 * A 401 seen by sync clears the session like any other 401 (the sign-in overlay appears and
 * says how many changes wait); the outbox is kept.
 */
import { clearSession, getEmployee, getToken } from '../api/session';
import { localDb } from '../local-db/app-db';
import { createSyncEngine } from './engine';

export const appEngine = createSyncEngine({
  db: localDb,
  baseUrl: '',
  getToken,
  getEmployeeId: () => getEmployee()?.id ?? null,
  onUnauthorized: () => clearSession('unauthorized'),
});

/** Called when someone is signed in (the app asks for persistent storage at the same moment). */
export function startSync(): void {
  appEngine.start();
}

/** Called on sign-out and on a 401. */
export function pauseSync(): void {
  appEngine.pause();
}

export async function syncNow(): Promise<void> {
  await appEngine.syncNow();
}
