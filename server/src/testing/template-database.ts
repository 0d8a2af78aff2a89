/**
 * Databases migrated once per run and copied per test file: a migrating test file used to spend
 * 11-14 s on the migrations alone.
 *
 * - PGlite: a migrated data directory tarball (`dumpDataDir`) cached under
 *   node_modules/.cache/rentline-tests, each test file's in-memory database loaded from it.
 * - PostgreSQL: a migrated TEMPLATE database, each test file's database made with
 *   `create database … template …`. Templates are built under an advisory lock, so parallel
 *   workers (and other checkouts on the same server) wait for one build instead of racing.
 *
 * Both are keyed by a fingerprint of the migrations (and the PGlite version), so a change to a
 * migration builds new ones. The vitest globalSetup (template-setup.ts) builds them before the
 * workers start; a test run without it builds them on first use.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import pg from 'pg';
import { REPO_ROOT } from '../config';
import { migrate, openDatabase } from '../db/orm';

const gunzipAsync = promisify(gunzip);

/** Runs one statement on a fresh connection (CREATE/DROP DATABASE cannot share a transaction). */
export async function adminQuery<T extends pg.QueryResultRow>(adminUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

/** The URL of database `name` on the server of `adminUrl`. */
export function databaseUrlOf(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A short hash of the files under `sources` (folders or files, relative to the repo root). */
export async function sourceFingerprint(sources: string[], extra = ''): Promise<string> {
  const hash = createHash('sha256').update(extra);
  for (const source of sources) {
    const root = join(REPO_ROOT, source);
    const files = source.endsWith('.ts')
      ? [root]
      : (await readdir(root, { recursive: true }))
          .filter((f) => f.endsWith('.ts'))
          .sort()
          .map((f) => join(root, f));
    for (const file of files)
      hash.update(file.slice(REPO_ROOT.length)).update(await readFile(file));
  }
  return hash.digest('hex').slice(0, 12);
}

/**
 * Template database `template`, built by `build(url)` if missing. The advisory lock makes a
 * second caller wait for the first's template instead of dropping its half-built one; the build
 * happens under `<template>_building`, renamed when complete.
 */
export async function ensureTemplate(
  adminUrl: string,
  template: string,
  build: (databaseUrl: string) => Promise<void>,
  options: { rebuild?: boolean } = {},
): Promise<{ cached: boolean }> {
  const exists = async () =>
    (await adminQuery(adminUrl, `select 1 from pg_database where datname = '${template}'`)).length >
    0;
  if (!options.rebuild && (await exists())) return { cached: true };
  const lock = new pg.Client({ connectionString: adminUrl });
  await lock.connect();
  try {
    await lock.query(`select pg_advisory_lock(hashtext($1))`, [template]);
    if (!options.rebuild && (await exists())) return { cached: true };
    const building = `${template}_building`;
    await adminQuery(adminUrl, `drop database if exists ${building} with (force)`);
    await adminQuery(adminUrl, `create database ${building}`);
    try {
      await build(databaseUrlOf(adminUrl, building));
    } catch (err) {
      await adminQuery(adminUrl, `drop database if exists ${building} with (force)`);
      throw err;
    }
    await adminQuery(adminUrl, `drop database if exists ${template} with (force)`);
    await adminQuery(adminUrl, `alter database ${building} rename to ${template}`);
    return { cached: false };
  } finally {
    await lock.end();
  }
}

/** A new database cloned from `template`; answers its name. */
export async function cloneTemplate(adminUrl: string, template: string, prefix: string) {
  const name = `${prefix}_${Date.now()}_${randomBytes(3).toString('hex')}`;
  for (let attempt = 1; ; attempt++) {
    try {
      await adminQuery(adminUrl, `create database ${name} template ${template}`);
      return name;
    } catch (err) {
      // 55006: the template is busy (another clone starting at this instant); try again.
      if ((err as { code?: string }).code !== '55006' || attempt >= 20) throw err;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

function pgliteVersion(): string {
  const require = createRequire(import.meta.url);
  let dir = dirname(require.resolve('@electric-sql/pglite'));
  while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir);
  return (require(join(dir, 'package.json')) as { version: string }).version;
}

const migrationsFingerprint = () => sourceFingerprint(['migrations'], `pglite ${pgliteVersion()}`);

/** The migrated template database's name on PostgreSQL. */
export const migratedTemplateName = async () =>
  `rentline_migrated_${await migrationsFingerprint()}`;

/** Builds the migrated template on PostgreSQL if missing; answers its name. */
export async function ensureMigratedTemplate(adminUrl: string): Promise<string> {
  const template = await migratedTemplateName();
  await ensureTemplate(adminUrl, template, async (url) => {
    const db = await openDatabase({ databaseUrl: url });
    try {
      await migrate(db);
    } finally {
      await db.close();
    }
  });
  return template;
}

/** The migrated PGlite data directory tarball, built and cached if missing; answers its path. */
export async function ensureMigratedPgliteDump(): Promise<string> {
  const dir = join(REPO_ROOT, 'node_modules', '.cache', 'rentline-tests');
  const file = join(dir, `pglite-migrated-${await migrationsFingerprint()}.tar.gz`);
  if (existsSync(file)) return file;
  const db = await openDatabase({});
  try {
    await migrate(db);
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

interface PgliteNative {
  getNativeClient(): Promise<{ dumpDataDir(compression: 'gzip'): Promise<Blob> }>;
}

/**
 * The migrated PGlite tarball as a Blob, read and unzipped once per worker process. PGlite
 * unzips a gzipped tarball itself on every load, about 250 ms of each test database's 630 ms
 * here; Node's zlib does it once in about 70 ms.
 */
let dumpBlob: Promise<Blob> | undefined;
export function migratedPgliteDataDir(): Promise<Blob> {
  dumpBlob ??= ensureMigratedPgliteDump().then(
    async (file) => new Blob([await gunzipAsync(await readFile(file))]),
  );
  return dumpBlob;
}
