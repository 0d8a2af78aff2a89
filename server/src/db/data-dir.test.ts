import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { loadSecrets } from '../secrets';
import { isPostgresRun } from '../testing/test-database';
import { openDatabase } from './orm';

const root = mkdtempSync(join(tmpdir(), 'rentline-data-dir-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Every mode under `dir`, by kind: { d: ['700'], f: ['600'] } when private. */
function modes(
  dir: string,
  out: { d: Set<string>; f: Set<string> } = { d: new Set(), f: new Set() },
) {
  out.d.add((statSync(dir).mode & 0o777).toString(8));
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) modes(path, out);
    else out.f.add((statSync(path).mode & 0o777).toString(8));
  }
  return { d: [...out.d], f: [...out.f] };
}

// The embedded database only: nothing to repeat in the PostgreSQL run.
describe.skipIf(isPostgresRun())('#data-dir', () => {
  it('creates DATA_DIR, the embedded database and the secrets readable by the server only', async () => {
    const dataDir = join(root, 'fresh');
    loadSecrets(loadConfig({ DATA_DIR: dataDir }));
    // Its first statement creates the embedded cluster's files (tables would only add more).
    const db = await openDatabase({ dataDir });
    await db.em.fork().execute('create table t (x int)');
    await db.close();
    expect(readdirSync(dataDir).sort()).toEqual(['pglite', 'secrets.json']);
    expect(modes(dataDir)).toEqual({ d: ['700'], f: ['600'] });
  });

  it('narrows a folder an older version left open to others', async () => {
    const dataDir = join(root, 'old');
    mkdirSync(join(dataDir, 'pglite'), { recursive: true, mode: 0o755 });
    writeFileSync(join(dataDir, 'pglite', 'stray'), 'x', { mode: 0o644 });
    const db = await openDatabase({ dataDir });
    await db.close();
    expect(modes(dataDir)).toEqual({ d: ['700'], f: ['600'] });
  });
});
