/**
 * Backups of the embedded database (issue 23, item 4): `npm run backup -- FILE` with the server
 * stopped, `npm run restore -- FILE` into an empty DATA_DIR, and the restored folder holds the
 * same data. Neither runs while a server holds DATA_DIR, and a restore never overwrites.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../server/src/config';
import { migrate, openDatabase } from '../../server/src/db/orm';
import { createEmployee, insertContactRow } from '../../server/src/testing/factories';
import { fingerprint } from './support/server';

let root: string;
let source: string;
let restored: string;
let file: string;
let before: string;
let contactId: string;

function npmRun(script: string, dataDir: string, ...args: string[]) {
  return spawnSync('npm', ['run', '--silent', script, '--', ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
}

async function read<T>(
  dataDir: string,
  run: (db: Awaited<ReturnType<typeof openDatabase>>) => Promise<T>,
) {
  const db = await openDatabase({ dataDir });
  try {
    return await run(db);
  } finally {
    await db.close();
  }
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'ops-backup-'));
  source = join(root, 'source');
  restored = join(root, 'restored');
  file = join(root, 'backup.tar.gz');
  await read(source, async (db) => {
    await migrate(db);
    await db.em.fork().transactional(async (em) => {
      await createEmployee(em, { email: 'demo@example.com', role: 'manager' });
      contactId = await insertContactRow(em, { full_name: 'Restored Person' });
    });
    before = await fingerprint(db);
  });
}, 60_000);
afterAll(() => rm(root, { recursive: true, force: true }));

describe('#backup and #restore of the embedded database', () => {
  it('restores into an empty DATA_DIR the same data the backup was taken from', () => {
    const backup = npmRun('backup', source, file);
    expect(backup.stderr).toBe('');
    expect(backup.status).toBe(0);
    const restore = npmRun('restore', restored, file);
    expect(restore.stderr).toBe('');
    expect(restore.status).toBe(0);
  });

  it('finds every row of the source in the restored folder', async () => {
    const after = await read(restored, async (db) => {
      const [row] = await db.em
        .fork()
        .getConnection()
        .execute<{ full_name: string }[]>(
          `select full_name from contacts where id = '${contactId}'`,
        );
      expect(row?.full_name).toBe('Restored Person');
      return fingerprint(db);
    });
    expect(after).toBe(before);
  });

  it('refuses to restore over a database', () => {
    const again = npmRun('restore', restored, file);
    expect(again.status).toBe(1);
    expect(again.stderr).toMatch(/already holds a database/);
  });

  it('refuses to back up while a server holds DATA_DIR', async () => {
    await writeFile(join(source, 'server.pid'), String(process.pid));
    try {
      const backup = npmRun('backup', source, join(root, 'while-running.tar.gz'));
      expect(backup.status).toBe(1);
      expect(backup.stderr).toMatch(/in use by the server .* Stop it first/);
    } finally {
      await rm(join(source, 'server.pid'));
    }
  });
});
