import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureMigratedPgliteDump } from '../testing/template-database';
import { isPostgresRun } from '../testing/test-database';
import { backupEmbedded, restoreEmbedded } from './embedded-backup';
import { readTar, writeTar, type TarEntry } from './tar-archive';

/**
 * Issue 49, hardening: backups of the embedded database hold relative paths, and a restore reads
 * the archives of older versions (absolute paths, PGlite's own dump) without ever writing
 * outside the database folder. PGlite only: the PostgreSQL run skips it.
 */
let root: string;
/** An archive as the older version wrote it: PGlite's dump, `/PG_VERSION`, `/base/1/112`. */
let oldArchive: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'embedded-backup-'));
  oldArchive = await ensureMigratedPgliteDump();
}, 60_000);
afterAll(() => rm(root, { recursive: true, force: true }));

const names = async (file: string) => readTar(gunzipSync(await readFile(file))).map((e) => e.name);
const migrations = async (dataDir: string) => {
  const db = new PGlite(join(dataDir, 'pglite'));
  try {
    return (await db.query<{ n: number }>('select count(*)::int as n from mikro_orm_migrations'))
      .rows[0]!.n;
  } finally {
    await db.close();
  }
};

describe.skipIf(isPostgresRun())('#backup and #restore of the embedded database', () => {
  it('restores an archive of the older version (absolute paths) inside DATA_DIR', async () => {
    const old = await names(oldArchive);
    expect(old).toEqual(expect.arrayContaining(['/PG_VERSION', '/base']));
    expect(old.every((n) => n.startsWith('/'))).toBe(true);
    const dataDir = join(root, 'from-old');
    await restoreEmbedded(oldArchive, dataDir);
    expect(await migrations(dataDir)).toBeGreaterThan(10);
    expect(readdirSync(dataDir).sort()).toEqual(['pglite']);
  });

  it('writes a backup with relative paths only, that tar lists as they are and restores', async () => {
    // A database of its own to back up (the older version's archive restored), so that the test
    // above need not run first.
    const source = join(root, 'to-back-up');
    await restoreEmbedded(oldArchive, source);
    const file = join(root, 'backup.tar.gz');
    await backupEmbedded(source, file);
    const written = await names(file);
    expect(written).toContain('PG_VERSION');
    expect(written.filter((n) => n.startsWith('/') || n.split('/').includes('..'))).toEqual([]);
    // GNU tar warns "Removing leading `/' from member names" on absolute ones: not here.
    const listed = spawnSync('tar', ['-tzf', file], { encoding: 'utf8' });
    expect(listed.stderr).toBe('');
    expect(listed.stdout.split('\n')).toContain('PG_VERSION');

    const dataDir = join(root, 'from-new');
    await restoreEmbedded(file, dataDir);
    expect(await migrations(dataDir)).toBe(await migrations(source));
  });

  /** A small archive: the version file, then `entry`. Nothing is written before it is judged. */
  const archiveWith = async (entry: Partial<TarEntry> & { name: string }) => {
    const file = join(root, `crafted-${crafted++}.tar.gz`);
    const text = (t: string) => new TextEncoder().encode(t);
    const version: TarEntry = {
      name: 'PG_VERSION',
      type: 'file',
      mode: 0o644,
      mtime: 0,
      data: text('17'),
    };
    const made: TarEntry = { type: 'file', mode: 0o644, mtime: 0, data: text('owned'), ...entry };
    await writeFile(file, gzipSync(writeTar([version, made])));
    return file;
  };
  let crafted = 0;

  it.each([
    ['a parent folder', '../escaped.txt'],
    ['an absolute path climbing out', '/../../escaped.txt'],
    ['a parent folder inside', 'base/../../escaped.txt'],
  ])('refuses an archive holding %s, and writes nothing anywhere', async (_label, hostile) => {
    const dataDir = join(root, 'hostile', 'data');
    await expect(restoreEmbedded(await archiveWith({ name: hostile }), dataDir)).rejects.toThrow(
      `the archive holds ${hostile}, which points outside the folder`,
    );
    for (const dir of [root, join(root, 'hostile'), dataDir, join(dataDir, 'pglite')])
      expect(existsSync(join(dir, 'escaped.txt'))).toBe(false);
    expect(existsSync(join(dataDir, 'pglite'))).toBe(false);
  });

  it('refuses an archive holding a link, and one that is no database', async () => {
    const linked = await archiveWith({ name: 'base/1/link', type: '2', data: new Uint8Array() });
    await expect(restoreEmbedded(linked, join(root, 'linked'))).rejects.toThrow(
      'the archive holds base/1/link, which is neither a file nor a folder',
    );
    const empty = join(root, 'empty.tar.gz');
    await writeFile(empty, gzipSync(writeTar([])));
    await expect(restoreEmbedded(empty, join(root, 'empty'))).rejects.toThrow(/no PG_VERSION/);
  });
});
