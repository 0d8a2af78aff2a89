import type { Page } from '@playwright/test';

/**
 * The tablet's sync state row as stored in IndexedDB (`rentline`, store `syncState`, key
 * `state`; client local-db/schema.ts), read in the page: the pull cursor and what the first
 * download has received.
 */
export function storedSyncState(page: Page): Promise<Record<string, unknown> | undefined> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('rentline');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    try {
      return await new Promise<Record<string, unknown> | undefined>((resolve, reject) => {
        const req = db.transaction('syncState', 'readonly').objectStore('syncState').get('state');
        req.onsuccess = () => resolve(req.result as Record<string, unknown> | undefined);
        req.onerror = () => reject(req.error);
      });
    } finally {
      db.close();
    }
  });
}
