/** The real app (server/src/app.ts) over a benchmark database, on a random local port. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { createApp } from '../../../server/src/app';
import type { Database } from '../../../server/src/db/orm';
import { ephemeralSecrets } from '../../../server/src/secrets';
import { signInOver } from '../../support/sign-in';

export interface AppServer {
  url: string;
  signIn(email?: string): Promise<{ token: string; employee: Record<string, unknown> }>;
  close(): Promise<void>;
}

/** Server-side time of each request, arrival to the last byte of the answer. */
export type RequestTimer = (method: string, path: string, ms: number) => void;

export async function startAppServer(
  db: Database,
  clientDist?: string,
  onRequest?: RequestTimer,
): Promise<AppServer> {
  const app = createApp({
    db,
    secrets: ephemeralSecrets(),
    logger: pino({ level: 'silent' }),
    jwtExpiresIn: '12h',
    storeTimeZone: 'America/New_York',
    clientDist,
  });
  const handle = app.callback();
  const server: Server = createServer((req, res) => {
    if (onRequest) {
      const start = performance.now();
      res.on('finish', () =>
        onRequest(req.method ?? 'GET', (req.url ?? '').split('?')[0]!, performance.now() - start),
      );
    }
    void handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    signIn: (email?: string) => signInOver(url, email),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
