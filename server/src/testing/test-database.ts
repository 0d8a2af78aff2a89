import { randomBytes } from 'node:crypto';
import { type Database, migrate, openDatabase } from '../db/orm';
import {
  adminQuery,
  cloneTemplate,
  databaseUrlOf,
  ensureMigratedTemplate,
} from './template-database';
import { leasePgliteDatabase } from './pglite-pool';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default (one an earlier file
 * gave back, put back to the migrated state: pglite-pool.ts); with TEST_BACKEND=postgres, a new
 * database created from TEST_DATABASE_URL and dropped on close. Both are copies of a database
 * migrated once per run (template-database.ts).
 * With `databaseUrl`, that existing PostgreSQL database instead (migrated, never dropped).
 */
export async function openTestDatabase(options: { databaseUrl?: string } = {}): Promise<Database> {
  if (options.databaseUrl) {
    const db = await openDatabase({ databaseUrl: options.databaseUrl });
    await migrate(db);
    return db;
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_BACKEND !== 'postgres' || !adminUrl) {
    return leasePgliteDatabase();
  }
  const template = await ensureMigratedTemplate(adminUrl);
  const name = await cloneTemplate(adminUrl, template, 'rentline_t');
  const db = await openDatabase({ databaseUrl: databaseUrlOf(adminUrl, name) });
  return {
    ...db,
    close: async () => {
      await db.close();
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/**
 * A new, empty PostgreSQL database made from the admin URL (TEST_DATABASE_URL by default), for
 * tests that start servers on it themselves; `drop` removes it, whoever is still connected.
 */
export async function createPostgresDatabase(
  adminUrl = process.env.TEST_DATABASE_URL,
): Promise<{ databaseUrl: string; drop(): Promise<void> }> {
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `rentline_t_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  return {
    databaseUrl: databaseUrlOf(adminUrl, name),
    drop: async () => {
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

export const isPostgresRun = () =>
  process.env.TEST_BACKEND === 'postgres' && !!process.env.TEST_DATABASE_URL;
