/**
 * A simulated tablet for multi-client sync tests: its own Dexie database (fake-indexeddb), its
 * own engine against the test server, a switchable network and a switchable sign-in.
 */
import 'fake-indexeddb/auto';
import { v7 as uuidv7 } from 'uuid';
import { createLocalDb } from '../../../client/src/local-db/db';
import { clearForSignOut } from '../../../client/src/sync/device-data';
import { createSyncEngine, type SyncEngineOptions } from '../../../client/src/sync/engine';
import type { TestServer } from '../../../server/src/testing/test-server';

/** May answer a request instead of the server (or throw, like a dropped connection). */
export type Interceptor = (
  path: string,
  init?: RequestInit,
) => Promise<Response | undefined> | Response | undefined;

export interface SyncClientOptions {
  email?: string;
  pullPageSize?: number;
  pushBatchSize?: number;
  /** Replaces fetch for every request this client makes (after the offline switch). */
  fetch?: typeof fetch;
  onUnauthorized?: SyncEngineOptions['onUnauthorized'];
  /** Servers to send each request to, one picked at random per request (default: `server.url`). */
  baseUrls?: string[];
  /** Picks among `baseUrls`; default Math.random. */
  pickRandom?: () => number;
  /** The engine's jitter source; default 0, so a retry timer never fires between assertions. */
  random?: () => number;
  maxBackoffMs?: number;
  intervalMs?: number;
  debounceMs?: number;
}

/** What a tablet needs of a server: where it is, and how to sign in there. */
export type SyncServer = Pick<TestServer, 'url' | 'signIn'>;

export async function createSyncClient(server: SyncServer, options: SyncClientOptions = {}) {
  const session = await server.signIn(options.email);
  let token: string | null = session.token;
  let employeeId: number | null = session.employee.id;
  let employeeName = session.employee.full_name;
  let offline = false;
  let intercept: Interceptor | null = null;
  const requests: string[] = [];
  const baseFetch = options.fetch ?? fetch;
  const db = createLocalDb(`tablet-${uuidv7()}`);

  const engine = createSyncEngine({
    db,
    baseUrl: server.url,
    getToken: () => token,
    getEmployeeId: () => employeeId,
    getEmployeeName: () => employeeName,
    pullPageSize: options.pullPageSize,
    pushBatchSize: options.pushBatchSize,
    onUnauthorized: options.onUnauthorized,
    // Tests drive cycles themselves; a retry timer must not fire between assertions.
    random: options.random ?? (() => 0),
    maxBackoffMs: options.maxBackoffMs,
    intervalMs: options.intervalMs,
    debounceMs: options.debounceMs,
    fetch: async (input, init) => {
      requests.push(`${init?.method ?? 'GET'} ${String(input).replace(server.url, '')}`);
      if (offline) throw new TypeError('fetch failed');
      const path = String(input).replace(server.url, '');
      const answer = intercept ? await intercept(path, init) : undefined;
      if (answer) return answer;
      const bases = options.baseUrls;
      if (!bases?.length) return baseFetch(input, init);
      const base = bases[Math.floor((options.pickRandom ?? Math.random)() * bases.length)]!;
      return baseFetch(`${base}${path}`, init);
    },
  });

  return {
    db,
    engine,
    requests,
    employee: session.employee,
    token: () => token ?? '',
    setOffline(value: boolean) {
      offline = value;
    },
    /** Answers requests itself while set (return undefined to let one through). */
    setInterceptor(fn: Interceptor | null) {
      intercept = fn;
    },
    /** Another person signs in on this tablet (same database, same client id). */
    async signInAs(email: string) {
      const next = await server.signIn(email);
      token = next.token;
      employeeId = next.employee.id;
      employeeName = next.employee.full_name;
      return next;
    },
    /**
     * The person signs out as the app does: the tablet keeps nothing of theirs but what waits
     * (device-data.ts). The engine is not paused: tests drive its cycles themselves.
     */
    async signOut() {
      if (employeeId !== null) await clearForSignOut(db, employeeId);
      token = null;
      employeeId = null;
    },
    /** The signed-in employee's lane on this tablet: its id (the push's client_id) and last seq. */
    async lane() {
      const lane = employeeId === null ? undefined : await db.lanes.get(employeeId);
      if (!lane) throw new Error('no lane for the signed-in employee');
      return lane;
    },
    setToken(value: string | null) {
      token = value;
    },
    async close() {
      engine.stop();
      await engine.idle();
      db.close();
      await db.delete();
    },
  };
}

export type SyncClient = Awaited<ReturnType<typeof createSyncClient>>;

interface ServerBody {
  contact?: Record<string, unknown>;
  pagination?: { total: number; has_more: boolean };
  [key: string]: unknown;
}

/** The server's answer to a REST read, as staff would see it. */
export async function serverGet(server: TestServer, token: string, path: string) {
  const res = await fetch(`${server.url}${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return {
    status: res.status,
    body: (await res.json().catch(() => null)) as ServerBody | null,
  };
}
