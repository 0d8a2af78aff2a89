import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { claimDataDir, dataDirHolder, DataDirInUse } from './data-dir-lock';

/**
 * A DATA_DIR of the test's own: a test that leaves a server.pid behind (a process just killed may
 * still be alive, or not yet reaped) holds no other test's directory, whatever their order.
 */
const dirs: string[] = [];
const newDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'ops-lock-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A live process of `command`, ended when the test is done. */
async function live(command: string, args: string[]) {
  const child = spawn(command, args, { stdio: 'ignore' });
  await new Promise((resolve) => child.once('spawn', resolve));
  return child;
}

describe('#data-dir lock', () => {
  it('is free with no server.pid, claimed by a server, free again once released', () => {
    const dir = newDir();
    expect(dataDirHolder(dir)).toBeNull();
    const claim = claimDataDir(dir);
    claim.release();
    expect(dataDirHolder(dir)).toBeNull();
  });

  it('refuses a second claim while a live node process holds DATA_DIR', async () => {
    const dir = newDir();
    const other = await live(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    try {
      writeFileSync(join(dir, 'server.pid'), String(other.pid));
      expect(dataDirHolder(dir)).toBe(other.pid);
      expect(() => claimDataDir(dir)).toThrow(DataDirInUse);
    } finally {
      other.kill();
    }
  });

  it('takes over a pid left by a crash: gone, or reused by a process that is not node', async () => {
    const dir = newDir();
    const notNode = await live('sleep', ['10']);
    try {
      writeFileSync(join(dir, 'server.pid'), String(notNode.pid));
      expect(dataDirHolder(dir)).toBeNull();
    } finally {
      notNode.kill();
    }
    writeFileSync(join(dir, 'server.pid'), '999999999');
    expect(dataDirHolder(dir)).toBeNull();
    claimDataDir(dir).release();
  });
});
