/**
 * A database migrated only up to one migration, for tests of a later migration on data shaped by
 * the schema before it: in-memory PGlite by default, with TEST_BACKEND=postgres a new database
 * made from TEST_DATABASE_URL and dropped on close.
 *
 * Migrating from nothing takes 15-50 s on PGlite, so, as template-database.ts does for every
 * migration, the state up to the named one is built once and copied: a PGlite data directory
 * tarball under node_modules/.cache/rentline-tests, a template database on PostgreSQL, both keyed
 * by the migrations' fingerprint and the name.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { migrationsList } from '../../../migrations';
import { REPO_ROOT } from '../config';
import { type Database, openDatabase } from '../db/orm';
import {
  adminQuery,
  cloneTemplate,
  databaseUrlOf,
  ensureTemplate,
  migratedTemplateName,
} from './template-database';
import { isPostgresRun } from './test-database';

const names = () => migrationsList.map((m) => m.name);

/** Applies the pending migrations up to and including `name` (all of them when omitted). */
export async function migrateTo(db: Database, name?: string): Promise<string[]> {
  if (name !== undefined && !names().includes(name))
    // MikroORM runs every pending migration when `to` names none.
    throw new Error(`No migration named ${name}`);
  const applied = await db.orm.migrator.up(name === undefined ? undefined : { to: name });
  return applied.map((m) => m.name);
}

/** The name of the migration listed just before `name`. */
export function migrationBefore(name: string): string {
  const index = names().indexOf(name);
  if (index < 1) throw new Error(`No migration before ${name}`);
  return names()[index - 1]!;
}

/** A short key of the migrations (and PGlite's version) and of `name`. */
async function keyOf(name: string) {
  const migrations = (await migratedTemplateName()).replace(/^rentline_migrated_/, '');
  return `${migrations}_${createHash('sha256').update(name).digest('hex').slice(0, 8)}`;
}

interface PgliteNative {
  getNativeClient(): Promise<{ dumpDataDir(compression: 'gzip'): Promise<Blob> }>;
}

/** The PGlite tarball of a database migrated up to `name`, built and cached if missing. */
async function pgliteDumpTo(name: string): Promise<string> {
  const dir = join(REPO_ROOT, 'node_modules', '.cache', 'rentline-tests');
  const file = join(dir, `pglite-to-${await keyOf(name)}.tar.gz`);
  if (existsSync(file)) return file;
  const db = await openDatabase({});
  try {
    await migrateTo(db, name);
    const pglite = await (
      db.orm.driver.getConnection() as unknown as PgliteNative
    ).getNativeClient();
    const dump = await pglite.dumpDataDir('gzip');
    await mkdir(dir, { recursive: true });
    // Written aside and renamed, so a parallel reader never sees half a file.
    const partial = `${file}.${process.pid}.${randomBytes(3).toString('hex')}`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
  } finally {
    await db.close();
  }
  return file;
}

/** A fresh database with the migrations up to and including `name` applied. */
export async function openDatabaseMigratedTo(name: string): Promise<Database> {
  if (!names().includes(name)) throw new Error(`No migration named ${name}`);
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!isPostgresRun() || !adminUrl) {
    const file = await pgliteDumpTo(name);
    return openDatabase({ pgliteDataDir: new Blob([await readFile(file)]) });
  }
  const template = `rentline_to_${await keyOf(name)}`;
  await ensureTemplate(adminUrl, template, async (url) => {
    const db = await openDatabase({ databaseUrl: url });
    try {
      await migrateTo(db, name);
    } finally {
      await db.close();
    }
  });
  const copy = await cloneTemplate(adminUrl, template, 'rentline_t');
  const drop = () => adminQuery(adminUrl, `drop database if exists ${copy} with (force)`);
  let db: Database;
  try {
    db = await openDatabase({ databaseUrl: databaseUrlOf(adminUrl, copy) });
  } catch (err) {
    await drop();
    throw err;
  }
  return {
    ...db,
    close: async () => {
      await db.close();
      await drop();
    },
  };
}
