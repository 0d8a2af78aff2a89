import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import pino, { type Logger } from 'pino';
import { v7 as uuidv7 } from 'uuid';
import { IDEMPOTENCY_KEY_HEADER } from '@rentline/sync-protocol/rules';
import { createApp } from '../app';
import { nativeSql } from '../db/native-sql';
import type { Database } from '../db/orm';
import type { ScryptParams } from '../modules/auth/password';
import type { ThrottleLimits } from '../modules/auth/sign-in-throttle';
import type { PaymentsOptions } from '../modules/money/card/payments-options';
import { ephemeralSecrets, type Secrets } from '../secrets';
import { createEmployee, mutationWithSeq } from './factories';
import { TEST_SCRYPT_PARAMS } from './password-params';
import { openTestDatabase } from './test-database';
import type { Role } from '@rentline/sync-protocol/rules';
import type { StoreSettingsValues } from '@rentline/sync-protocol/wire';
import { storeToday } from '../lib/store-time';
import { createLedgerSweeper, sweepLedgers, type SweepResult } from '../modules/money/ledger/sweep';
import { ensureStoreSettings } from '../modules/money/settings/store-settings.service';
import { STORE_TZ } from './pulse-factories';

export interface TestServer {
  url: string;
  db: Database;
  secrets: Secrets;
  /** Settles every agreement not settled today, as the server's timer does (ledger/sweep.ts). */
  sweep(today?: string): Promise<SweepResult>;
  signIn(
    email?: string,
    password?: string,
  ): Promise<{ token: string; employee: { id: number; full_name: string } }>;
  close(): Promise<void>;
}

export interface TestServerOptions {
  /** Load the demo data (354 contacts …); default: only demo@ and demo2@ accounts. */
  demo?: boolean;
  jwtExpiresIn?: string;
  clientDist?: string;
  /** Card payments (provider, clock); default: the simulator. Given the server's URL when a function. */
  payments?: PaymentsOptions | ((url: string) => PaymentsOptions);
  /** A logger to read the server's lines; default: silent. */
  logger?: Logger;
  corsOrigin?: string;
  bodyLimit?: string;
  /** Run on this existing PostgreSQL database (migrated on start, not dropped on close). */
  databaseUrl?: string;
  /** The secrets to sign tokens with (e.g. shared with another server); default: fresh ones. */
  secrets?: Secrets;
  /** Believe X-Forwarded-* headers (TRUST_PROXY). */
  trustProxy?: boolean;
  /** The store's first settings (as the environment seeds them); default the defaults. */
  storeSettings?: Partial<StoreSettingsValues>;
  /** Sign-in limits other than the defaults. */
  signInLimits?: ThrottleLimits;
  /** Serve /metrics with this bearer token. */
  metricsToken?: string;
  /**
   * demo2@'s role (default clerk, as in the demo store; demo@ is a manager). Tests of two people's
   * sync, not of roles, make both managers so either may delete what the other edits.
   */
  demo2Role?: Role;
  /** Create the demo@ and demo2@ accounts (default true; false when they already exist). */
  seedEmployees?: boolean;
  /** Password hash parameters; default the tests' cheap ones (password-params.ts). */
  passwordParams?: ScryptParams;
}

/** The real app on a random port over a fresh database. Share one per test file. */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const db = await openTestDatabase({ databaseUrl: options.databaseUrl });
  const passwordParams = options.passwordParams ?? TEST_SCRYPT_PARAMS;
  if (options.seedEmployees === false) {
    // The database already holds its accounts.
  } else if (options.demo) {
    const { seedDemo } = await import('../demo/seed-demo');
    await seedDemo(await nativeSql(db), {
      scale: 1,
      timeZone: 'America/New_York',
      passwordParams,
    });
  } else {
    await db.em.fork().transactional(async (em) => {
      await createEmployee(
        em,
        {
          email: 'demo@example.com',
          full_name: 'Jordan Avery',
          job_title: 'Store Manager',
          role: 'manager',
        },
        passwordParams,
      );
      await createEmployee(
        em,
        {
          email: 'demo2@example.com',
          full_name: 'Casey Morgan',
          job_title: 'Account Manager',
          role: options.demo2Role ?? 'clerk',
        },
        passwordParams,
      );
    });
  }
  await ensureStoreSettings(db.em.fork(), options.storeSettings ?? {});
  const ledgerSweeper = createLedgerSweeper(db, () => storeToday(STORE_TZ));
  const secrets = options.secrets ?? ephemeralSecrets();
  // Listening first, so the app can be told its own address (PUBLIC_URL for Converge).
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const app = createApp({
    db,
    secrets,
    logger: options.logger ?? pino({ level: 'silent' }),
    jwtExpiresIn: options.jwtExpiresIn ?? '12h',
    corsOrigin: options.corsOrigin,
    bodyLimit: options.bodyLimit,
    storeTimeZone: 'America/New_York',
    ledgerSweeper,
    clientDist: options.clientDist,
    payments: typeof options.payments === 'function' ? options.payments(url) : options.payments,
    trustProxy: options.trustProxy,
    signInLimits: options.signInLimits,
    passwordParams,
    metricsToken: options.metricsToken,
  });
  server.on('request', app.callback());
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
    sweep: (today = storeToday(STORE_TZ)) => sweepLedgers(db, today),
    async close() {
      await ledgerSweeper.stop();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
    },
  };
}

/** fetch against the test server with a bearer token and JSON (and any other headers). */
export function client(url: string, token?: string) {
  const call = async (
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const res = await fetch(`${url}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await res.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = text;
    }
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read response bodies loosely
    return { status: res.status, body: json as Record<string, any>, headers: res.headers, text };
  };
  return Object.assign(call, { url });
}

/** The header of a money-writing request: a fresh key, or the one given (a retry). */
export const idempotencyKey = (key: string = randomUUID()) => ({ [IDEMPOTENCY_KEY_HEADER]: key });

/** A sync client with its own id and seq counter, as one browser profile would be. */
export function syncDevice(api: ReturnType<typeof client>) {
  const clientId = uuidv7();
  let seq = 0;
  return {
    clientId,
    m: (name: string, args: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
      mutationWithSeq(++seq, name, args, extra),
    push: (mutations: unknown[]) =>
      api('POST', '/api/sync/push', { client_id: clientId, mutations }),
  };
}
