/**
 * Backup and restore of the embedded (PGlite) database in DATA_DIR: stop, copy, start. With the
 * server stopped (DATA_DIR unclaimed, data-dir-lock.ts) PGlite opens the folder and writes it out
 * as one gzipped tarball; a restore unpacks such a tarball into a DATA_DIR with no database yet.
 * The keys (DATA_DIR/secrets.json or the environment) are not in the backup: they are kept
 * apart from it (README, "Backups"), and a restore needs the same ones to read encrypted SSNs.
 *
 * 1. A backup holds relative paths (`PG_VERSION`, `base/1/112`): PGlite's own dump names them
 *    from the root (`/PG_VERSION`), which `tar -P` would unpack under `/`, so they are renamed.
 * 2. A restore unpacks the archive itself, through `safeEntryPath` (tar-archive.ts): an archive of
 *    an older version (absolute paths) is read as relative to the database folder, and an entry
 *    that would land outside it (`..`, a link) refuses the whole archive before anything is
 *    written. It unpacks into a new folder beside the target, opens it with PGlite to check it
 *    is a database, and only then puts it in place, so a failed restore leaves no database
 *    behind that would block the next one.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, readFile, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { claimDataDir } from './data-dir-lock';
import { securePrivateDir } from './data-dir';
import { readTar, safeEntryPath, writeTar } from './tar-archive';

const databaseDir = (dataDir: string) => join(dataDir, 'pglite');

export async function backupEmbedded(dataDir: string, file: string): Promise<void> {
  if (!existsSync(databaseDir(dataDir))) throw new Error(`${dataDir} holds no database`);
  const claim = claimDataDir(dataDir);
  try {
    const db = new PGlite(databaseDir(dataDir));
    try {
      const dump = new Uint8Array(await (await db.dumpDataDir('none')).arrayBuffer());
      // 1.
      const relative = readTar(dump).map((entry) => ({ ...entry, name: safeEntryPath(entry) }));
      const archive = await promisify(gzip)(writeTar(relative.filter((e) => e.name !== '')));
      await writeFile(file, archive, { mode: 0o600 });
    } finally {
      await db.close();
    }
  } finally {
    claim.release();
  }
}

export async function restoreEmbedded(file: string, dataDir: string): Promise<void> {
  const target = databaseDir(dataDir);
  if (existsSync(target) && readdirSync(target).length)
    throw new Error(`${target} already holds a database: restore into an empty DATA_DIR`);
  // 2. Every entry is judged before anything is written.
  const entries = readTar(await promisify(gunzip)(await readFile(file))).map((entry) => ({
    ...entry,
    path: safeEntryPath(entry),
  }));
  if (!entries.some((e) => e.path === 'PG_VERSION'))
    throw new Error(`${file} is not a backup of the embedded database (no PG_VERSION)`);
  securePrivateDir(dataDir);
  const claim = claimDataDir(dataDir);
  const staging = join(dataDir, `pglite.restoring-${randomBytes(6).toString('hex')}`);
  try {
    await mkdir(staging, { mode: 0o700 });
    for (const entry of entries) {
      const path = resolve(staging, entry.path);
      if (path !== staging && !path.startsWith(staging + sep))
        throw new Error(`the archive holds ${entry.name}, which points outside the folder`);
      if (entry.type === 'directory') {
        await mkdir(path, { recursive: true, mode: 0o700 });
      } else {
        await mkdir(dirname(path), { recursive: true, mode: 0o700 });
        await writeFile(path, entry.data, { mode: 0o600, flag: 'wx' });
      }
    }
    const db = new PGlite(staging);
    await db.waitReady;
    await db.close();
    if (existsSync(target)) await rmdir(target);
    await rename(staging, target);
  } finally {
    await rm(staging, { recursive: true, force: true });
    claim.release();
  }
}
