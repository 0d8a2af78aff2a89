/**
 * Backup and restore of the embedded (PGlite) database in DATA_DIR: stop, copy, start. With the
 * server stopped (DATA_DIR unclaimed, data-dir-lock.ts) PGlite opens the folder and writes it out
 * as one gzipped tarball; a restore unpacks such a tarball into a DATA_DIR with no database yet.
 * The keys (DATA_DIR/secrets.json or the environment) are not in the backup: they are kept
 * apart from it (README, "Backups"), and a restore needs the same ones to read encrypted SSNs.
 */
import { existsSync, readdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { claimDataDir } from './data-dir-lock';
import { securePrivateDir } from './data-dir';

const databaseDir = (dataDir: string) => join(dataDir, 'pglite');

export async function backupEmbedded(dataDir: string, file: string): Promise<void> {
  if (!existsSync(databaseDir(dataDir))) throw new Error(`${dataDir} holds no database`);
  const claim = claimDataDir(dataDir);
  try {
    const db = new PGlite(databaseDir(dataDir));
    try {
      const dump = await db.dumpDataDir('gzip');
      await writeFile(file, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
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
  securePrivateDir(dataDir);
  const claim = claimDataDir(dataDir);
  try {
    const db = new PGlite(target, { loadDataDir: new Blob([await readFile(file)]) });
    await db.waitReady;
    await db.close();
  } finally {
    claim.release();
  }
}
