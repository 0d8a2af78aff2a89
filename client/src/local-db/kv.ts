/**
 * Small persistent key/value state in the `kv` table: the persisted TanStack Query cache and
 * form drafts. Values are strings (callers serialise); reads never throw on a missing key.
 */
import { localDb } from './app-db';
import type { LocalDb } from './db';

export function createKv(db: LocalDb) {
  return {
    async get(key: string): Promise<string | null> {
      return (await db.kv.get(key))?.value ?? null;
    },
    async set(key: string, value: string): Promise<void> {
      await db.kv.put({ key, value });
    },
    async delete(key: string): Promise<void> {
      await db.kv.delete(key);
    },
  };
}

const appKv = createKv(localDb);

export const kvGet = (key: string) => appKv.get(key);
export const kvSet = (key: string, value: string) => appKv.set(key, value);
export const kvDelete = (key: string) => appKv.delete(key);
