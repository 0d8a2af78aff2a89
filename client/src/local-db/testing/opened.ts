/**
 * Local databases opened by a test, each instance by name (two of one name stand for two tabs),
 * closed and deleted after each test. Call from a test file's top level.
 */
import { afterEach } from 'vitest';
import { createLocalDb, type LocalDb } from '../db';

export function openedDbs(): (name: string) => LocalDb {
  let opened: LocalDb[] = [];
  afterEach(async () => {
    for (const db of opened) db.close();
    if (opened[0]) await opened[0].delete();
    opened = [];
  });
  return (name) => {
    const db = createLocalDb(name);
    opened.push(db);
    return db;
  };
}
