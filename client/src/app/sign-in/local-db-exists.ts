/**
 * Whether this device has the app's local database yet. A new device has nothing waiting to
 * sync, so its sign-in screen loads no local-database code at all.
 */

/** local-db/db.ts's DEFAULT_DB_NAME (not imported: that module brings Dexie with it). */
export const LOCAL_DB_NAME = 'rentline';

export async function localDbExists(): Promise<boolean> {
  // Where the browser cannot list its databases, look (as before this check existed).
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return true;
  try {
    const databases = await indexedDB.databases();
    return databases.some((d) => d.name === LOCAL_DB_NAME);
  } catch {
    return true;
  }
}
