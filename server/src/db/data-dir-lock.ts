/**
 * The embedded database in DATA_DIR is one process's: a second server, or a backup taken while
 * the server writes, would read or corrupt it half-written. The server claims the folder with
 * DATA_DIR/server.pid while it runs; whoever finds a live pid there stays out.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const pidFile = (dataDir: string) => join(dataDir, 'server.pid');

/** The pid of the live process holding DATA_DIR, or null (no file, or its process is gone). */
export function dataDirHolder(dataDir: string): number | null {
  const file = pidFile(dataDir);
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, 'utf8').trim());
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  try {
    process.kill(pid, 0);
  } catch (err) {
    // EPERM: alive, another user's. ESRCH: gone (a crash left the file).
    return (err as NodeJS.ErrnoException).code === 'EPERM' ? pid : null;
  }
  return isNode(pid) ? pid : null;
}

/**
 * A pid left by a server killed outright may be another process's by now (in a container, PID 1
 * may be tini this time): only a node process counts. Where /proc is missing, any live one does.
 */
function isNode(pid: number): boolean {
  try {
    const argv0 = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0] ?? '';
    return /(^|\/)node[^/]*$/.test(argv0);
  } catch {
    return true;
  }
}

export class DataDirInUse extends Error {
  constructor(dataDir: string, pid: number) {
    super(`${dataDir} is in use by the server (pid ${pid}). Stop it first.`);
  }
}

/** Claims DATA_DIR for this process until `release` (or until it exits). */
export function claimDataDir(dataDir: string): { release(): void } {
  const holder = dataDirHolder(dataDir);
  if (holder) throw new DataDirInUse(dataDir, holder);
  writeFileSync(pidFile(dataDir), String(process.pid), { mode: 0o600 });
  return { release: () => rmSync(pidFile(dataDir), { force: true }) };
}
