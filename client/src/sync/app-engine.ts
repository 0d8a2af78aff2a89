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

let persistAsked = false;

/** Called when someone is signed in. */
export function startSync(): void {
  if (!persistAsked && typeof navigator !== 'undefined' && navigator.storage?.persist) {
    persistAsked = true;
    // Ask the browser not to evict the replica and the outbox under storage pressure.
    void navigator.storage.persist().catch(() => false);
  }
  appEngine.start();
}

/** Called on sign-out and on a 401. */
export function pauseSync(): void {
  appEngine.pause();
}

export async function syncNow(): Promise<void> {
  await appEngine.syncNow();
}
