/**
 * Reads the app's own IndexedDB database (`rentline`, client/src/local-db/db.ts) from inside a
 * page, without the app's code: what the device really holds, for comparing with the server.
 */
import type { Page } from '@playwright/test';

interface LocalContact {
  id: string;
  full_name: string;
  address: string;
}

export interface LocalSnapshot {
  /** Contacts whose full name contains `text`. */
  contacts: LocalContact[];
  /** Mutations still waiting in the outbox. */
  outbox: { seq: number; id: string; name: string; entityId: string }[];
}

export function readLocalDb(page: Page, text: string): Promise<LocalSnapshot> {
  return page.evaluate(async (needle) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('rentline');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const all = <T>(store: string) =>
      new Promise<T[]>((resolve, reject) => {
        const req = db.transaction(store, 'readonly').objectStore(store).getAll();
        req.onsuccess = () => resolve(req.result as T[]);
        req.onerror = () => reject(req.error);
      });
    try {
      const contacts = await all<LocalContact>('contacts');
      const outbox = await all<{ seq: number; id: string; name: string; entityId: string }>(
        'outbox',
      );
      return {
        contacts: contacts
          .filter((c) => c.full_name.includes(needle))
          .map(({ id, full_name, address }) => ({ id, full_name, address })),
        outbox: outbox.map(({ seq, id, name, entityId }) => ({ seq, id, name, entityId })),
      };
    } finally {
      db.close();
    }
  }, text);
}
