/**
 * The real server (`server/src/main.ts`) in a process of its own, so that a load generator in
 * this process does not share its event loop. Listens on a free port; the demo account signs in.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { REPO_ROOT } from '../../server/src/config';
import { signInOver } from './sign-in';

export interface ServerProcess {
  url: string;
  signIn(email?: string): Promise<string>;
  stop(): Promise<void>;
}

export async function startServerProcess(
  env: Record<string, string>,
  clientDist?: string,
): Promise<ServerProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DEMO_DATA: 'false',
      ...(clientDist ? { CLIENT_DIST: clientDist } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 100_000);
    const onData = (d: Buffer) => {
      output += d.toString();
      const match = /running at http:\/\/localhost:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}) before listening:\n${output}`));
    });
  });
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    signIn: async (email?: string) => (await signInOver(url, email)).token,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
        child.once('exit', () => {
          clearTimeout(force);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
