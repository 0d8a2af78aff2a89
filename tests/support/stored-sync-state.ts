import type { Page } from '@playwright/test';

/**
 * What the app keeps in its IndexedDB (`rentline`; client local-db/schema.ts), read in the page:
 * one record of `store` by its key, or every record of it without one.
 */
export function storedRecords<T>(page: Page, store: string, key?: string): Promise<T> {
  return page.evaluate(
    async ({ store, key }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('rentline');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      try {
        return await new Promise<unknown>((resolve, reject) => {
          const records = db.transaction(store, 'readonly').objectStore(store);
          const req = key === undefined ? records.getAll() : records.get(key);
          req.onsuccess = () => resolve(req.result);
          req.onerror = () => reject(req.error);
        });
      } finally {
        db.close();
      }
    },
    { store, key },
  ) as Promise<T>;
}

/** The tablet's sync state row (store `syncState`, key `state`): the pull cursor and what the first download has received. */
export const storedSyncState = (page: Page) =>
  storedRecords<Record<string, unknown> | undefined>(page, 'syncState', 'state');
