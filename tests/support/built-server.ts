/**
 * The server as the image runs it: built to server/dist (`npm run build -w server`) and started
 * with the Dockerfile's own CMD, read from the Dockerfile, so a test proves what the container
 * does. No npm, no shell, no TypeScript loader between the test and node.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../../server/src/config';

const DIST_MAIN = join(REPO_ROOT, 'server/dist/main.js');
const SOURCES = ['server/src', 'server/scripts', 'sync-protocol/src', 'migrations'];

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    const mtime = entry.isDirectory() ? newestSource(path) : statSync(path).mtimeMs;
    newest = Math.max(newest, mtime);
  }
  return newest;
}

const builtIsFresh = () => {
  try {
    const built = statSync(DIST_MAIN).mtimeMs;
    return SOURCES.every((dir) => newestSource(join(REPO_ROOT, dir)) < built);
  } catch {
    return false;
  }
};

/**
 * Builds server/dist unless it is newer than every source. Test files run in parallel: a lock
 * folder makes one of them build while the others wait, and none rebuilds under another.
 */
export async function ensureServerBuilt(): Promise<void> {
  const lock = join(REPO_ROOT, 'server/.build-lock');
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      // A lock older than any build is one a killed run left behind.
      if (Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now()) > 120_000)
        rmSync(lock, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    if (builtIsFresh()) return;
    const run = spawnSync('npm', ['run', 'build', '-w', 'server'], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
    });
    if (run.status !== 0) throw new Error(`server build failed:\n${run.stdout}${run.stderr}`);
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** The image's CMD (exec form), e.g. ["node", "server/dist/main.js"]. */
export function imageCommand(): string[] {
  const dockerfile = readFileSync(join(REPO_ROOT, 'Dockerfile'), 'utf8');
  const cmd = /^CMD\s+(\[.*\])\s*$/m.exec(dockerfile);
  if (!cmd) throw new Error('the Dockerfile has no exec-form CMD');
  return JSON.parse(cmd[1]!) as string[];
}

export interface BuiltServer {
  child: ChildProcess;
  url: string;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code once it has exited. */
  exited: Promise<number | null>;
}

/** Starts the image's CMD in the repository (the image's WORKDIR holds the same layout). */
export async function startBuiltServer(env: Record<string, string>): Promise<BuiltServer> {
  const [program, ...args] = imageCommand();
  if (program !== 'node') throw new Error(`the image runs ${program}, not node`);
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      DEMO_DATA: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    const poll = setInterval(() => {
      const match = /running at http:\/\/localhost:(\d+)/.exec(output);
      if (match) {
        clearInterval(poll);
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    }, 20);
    void exited.then((code) => {
      clearInterval(poll);
      clearTimeout(timer);
      reject(new Error(`server exited (${code}) before listening:\n${output}`));
    });
  });
  return { child, url: `http://127.0.0.1:${port}`, output: () => output, exited };
}
