/**
 * DATA_DIR holds the embedded database (every customer's data) and, unless configured otherwise,
 * the generated secrets: only the server's own user may read it. The folder is made 0700, what
 * is in it 0700/0600, and the process creates every later file without group or other access
 * (umask 077: the embedded database keeps creating files as it grows). A folder made by an older
 * version with wider modes is narrowed on start.
 */
import { chmodSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export function securePrivateDir(dir: string): void {
  process.umask(0o077);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  narrow(dir);
}

function narrow(dir: string): void {
  chmodSync(dir, 0o700);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) narrow(path);
    else if (entry.isFile()) chmodSync(path, 0o600);
  }
}
