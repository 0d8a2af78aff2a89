/**
 * The reliability tests' server is the ordinary test server with the knobs they turn: a logger of
 * their own (to read every log line), CORS, body limit, JWT lifetime, the built client.
 */
import { Writable } from 'node:stream';
import type { Logger } from 'pino';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../../../server/src/db/orm';
import { createLogger } from '../../../server/src/logger';
import {
  startTestServer,
  type TestServer,
  type TestServerOptions,
} from '../../../server/src/testing/test-server';
import { createLookup } from '../../../server/src/testing/factories';

export type ReliabilityServerOptions = Omit<TestServerOptions, 'demo' | 'payments'>;
export type ReliabilityServer = TestServer;

/** Both demo accounts are managers here: these tests are about sync under faults, not roles. */
export const startReliabilityServer = (options: ReliabilityServerOptions = {}) =>
  startTestServer({ demo2Role: 'manager', ...options });

/**
 * The test file's server, started before its tests with one category and one vendor for the
 * items they create, and closed after them. Its fields are set once `beforeAll` has run.
 */
export function useItemServer(category: string) {
  const file = {
    server: undefined as unknown as ReliabilityServer,
    categoryId: 0,
    vendorId: 0,
    sql: async <T>(text: string, params: unknown[] = []) =>
      file.server.db.em.fork().execute<T[]>(text, params),
  };
  beforeAll(async () => {
    file.server = await startReliabilityServer();
    await file.server.db.em.fork().transactional(async (em) => {
      file.categoryId = await createLookup(em, 'categories', category);
      file.vendorId = await createLookup(em, 'vendors', 'Acme');
    });
  });
  afterAll(async () => {
    await file.server?.close();
  });
  return file;
}

/** The server's logger (its serializers and redaction) at trace level, every line kept in memory. */
export function memoryLogger(): { logger: Logger; lines: string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  return { logger: createLogger('trace', stream), lines };
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
