/**
 * The real app on a random port, like `startTestServer()`, but with the knobs the reliability
 * tests turn: a logger of their own (to read every log line), CORS, body limit, JWT lifetime,
 * the built client (to check the shell's headers).
 */
import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import { Writable } from 'node:stream';
import pino, { type Logger } from 'pino';
import { createApp } from '../../../server/src/app';
import type { Database } from '../../../server/src/db/orm';
import { ephemeralSecrets } from '../../../server/src/secrets';
import { createEmployee } from '../../../server/src/testing/factories';
import { openTestDatabase } from '../../../server/src/testing/test-database';
import type { TestServer } from '../../../server/src/testing/test-server';

export interface ReliabilityServerOptions {
  logger?: Logger;
  corsOrigin?: string;
  bodyLimit?: string;
  jwtExpiresIn?: string;
  clientDist?: string;
}

export type ReliabilityServer = TestServer;

export async function startReliabilityServer(
  options: ReliabilityServerOptions = {},
): Promise<ReliabilityServer> {
  const db = await openTestDatabase();
  await db.em.fork().transactional(async (em) => {
    await createEmployee(em, { email: 'demo@example.com', full_name: 'Jordan Avery' });
    await createEmployee(em, { email: 'demo2@example.com', full_name: 'Casey Morgan' });
  });
  const secrets = ephemeralSecrets();
  const app = createApp({
    db,
    secrets,
    logger: options.logger ?? pino({ level: 'silent' }),
    jwtExpiresIn: options.jwtExpiresIn ?? '12h',
    storeTimeZone: 'America/New_York',
    corsOrigin: options.corsOrigin,
    bodyLimit: options.bodyLimit,
    clientDist: options.clientDist,
  });
  const server: Server = createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    db,
    secrets,
    async signIn(email = 'demo@example.com', password = 'demo1234') {
      const res = await fetch(`${url}/api/auth/signin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      const body = (await res.json()) as {
        success: boolean;
        token: string;
        employee: { id: number; full_name: string };
      };
      if (!body.success) throw new Error(`sign-in failed for ${email}`);
      return { token: body.token, employee: body.employee };
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
    },
  };
}

/** A pino logger at trace level whose every line is kept in memory. */
export function memoryLogger(): { logger: Logger; lines: string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  return { logger: pino({ level: 'trace' }, stream), lines };
}

const REPLICATED = [
  'contacts',
  'engagements',
  'follow_ups',
  'flow_items',
  'employees',
  'categories',
  'vendors',
  'contact_types',
  'engagement_types',
  'follow_up_statuses',
];
const COUNTED = [
  'customers',
  'agreements',
  'agreement_items',
  'scheduled_payments',
  'payments',
  'exceptions',
  'item_images',
  'sync_mutation_results',
  'sync_clients',
  'sync_tombstones',
  'sync_conflicts',
  'payment_sessions',
];
const FINGERPRINT_SQL = `select ${[
  ...REPLICATED.map(
    (t) => `(select count(*) || ':' || coalesce(sum(version), 0) from ${t}) as "${t}"`,
  ),
  ...COUNTED.map((t) => `(select count(*) from ${t}) as "${t}"`),
  `(select value from sync_version) as "sync_version"`,
].join(', ')}`;

/**
 * A cheap summary of every row a request could change: row counts and version sums of the
 * replicated tables, row counts of the others, and the version counter. Equal fingerprints
 * before and after a request mean it wrote nothing.
 */
export async function fingerprint(db: Database): Promise<string> {
  const [row] = await db.em.fork().execute<Record<string, unknown>[]>(FINGERPRINT_SQL);
  return JSON.stringify(row, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v));
}

/** Leaks a response body must never carry: stack frames, SQL text, server paths. */
export const LEAK =
  /select .* from |insert into|update \w+ set|delete from|syntax error|at .*\.[cm]?[tj]s:\d|node_modules|\/work\/|[\\/]server[\\/]src|\bpglite\b|mikro-?orm|DriverException|relation "/i;
