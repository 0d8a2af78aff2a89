/**
 * Reads the app's own IndexedDB database (`rentline`, client/src/local-db/db.ts) from inside a
 * page, without the app's code: what the device really holds, for comparing with the server.
 */
import type { Page } from '@playwright/test';
import { withPageIdb, type WithPageIdb } from './page-idb';

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
  return withPageIdb(
    page,
    async (needle) => {
      const { open, request } = (globalThis as WithPageIdb).e2ePageIdb;
      const db = await open('rentline');
      const all = async <T>(store: string) =>
        (await request(db.transaction(store, 'readonly').objectStore(store).getAll())) as T[];
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
    },
    text,
  );
}

/**
 * Every IndexedDB database of the origin (`indexedDB.databases()`), every object store, read
 * whole, and localStorage: which of `needles` appears anywhere, and where.
 */
export function findInBrowserStorage(page: Page, needles: string[]): Promise<string[]> {
  return withPageIdb(
    page,
    async (wanted) => {
      const { open, request } = (globalThis as WithPageIdb).e2ePageIdb;
      const found: string[] = [];
      const look = (where: string, text: string) => {
        for (const n of wanted) if (text.includes(n)) found.push(`${n} in ${where}`);
      };
      for (const { name } of await indexedDB.databases()) {
        if (!name) continue;
        const db = await open(name);
        try {
          for (const store of Array.from(db.objectStoreNames)) {
            const rows = await request(
              db.transaction(store, 'readonly').objectStore(store).getAll(),
            );
            look(`${name}.${store}`, JSON.stringify(rows));
          }
        } finally {
          db.close();
        }
      }
      for (let i = 0; i < localStorage.length; i++) {
        const key = localStorage.key(i)!;
        look(`localStorage.${key}`, `${key}=${localStorage.getItem(key) ?? ''}`);
      }
      return found;
    },
    needles,
  );
}

/**
 * Whether the read cache persisted on the device (kv `query-cache`, client/src/app/query-client.ts)
 * holds a query with data whose key starts with `prefix`. The copy is written a moment after a
 * read arrives (at most once a second), so a reload straight after a screen filled may find the
 * read not kept yet: a spec that goes offline to read it again waits for this first.
 */
export function readKeptOnDevice(page: Page, prefix: readonly string[]): Promise<boolean> {
  return withPageIdb(
    page,
    async (wanted) => {
      const { open, request } = (globalThis as WithPageIdb).e2ePageIdb;
      const db = await open('rentline');
      try {
        const row = (await request(
          db.transaction('kv', 'readonly').objectStore('kv').get('query-cache'),
        )) as { value: string } | undefined;
        if (!row) return false;
        const cache = JSON.parse(row.value) as {
          clientState: { queries: { queryKey: unknown[]; state: { data?: unknown } }[] };
        };
        return cache.clientState.queries.some(
          (q) => q.state.data !== undefined && wanted.every((part, i) => q.queryKey[i] === part),
        );
      } finally {
        db.close();
      }
    },
    prefix,
  );
}

/** The keys of the device's `kv` store (drafts, settings, the read cache). */
export function readKvKeys(page: Page): Promise<string[]> {
  return withPageIdb(
    page,
    async () => {
      const { open, request } = (globalThis as WithPageIdb).e2ePageIdb;
      const db = await open('rentline');
      try {
        return (await request(db.transaction('kv').objectStore('kv').getAllKeys())).map(String);
      } finally {
        db.close();
      }
    },
    undefined,
  );
}

/**
 * The epochs of the contacts' saved search index and of the journal of contacts written since
 * (the journal's starts again with every build from the rows); null where there is none.
 */
export function readSearchEpochs(
  page: Page,
): Promise<{ saved: string | null; journal: string | null }> {
  return withPageIdb(
    page,
    async () => {
      const { open, request } = (globalThis as WithPageIdb).e2ePageIdb;
      const db = await open('rentline');
      try {
        if (!db.objectStoreNames.contains('searchSnapshots')) return { saved: null, journal: null };
        const tx = db.transaction(['searchSnapshots', 'contactJournal']);
        const [saved, marker] = (await Promise.all([
          request(tx.objectStore('searchSnapshots').get('contacts')),
          request(tx.objectStore('contactJournal').get('#epoch')),
        ])) as ({ epoch: string } | undefined)[];
        return { saved: saved?.epoch ?? null, journal: marker?.epoch ?? null };
      } finally {
        db.close();
      }
    },
    undefined,
  );
}
