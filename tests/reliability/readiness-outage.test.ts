/**
 * Readiness through a PostgreSQL outage: the probe answers 503 (in time, with the reason) while
 * the database is down, liveness stays 200, and readiness comes back by itself after.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from '../../server/src/testing/test-database';
import { client, startTestServer, type TestServer } from '../../server/src/testing/test-server';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy';

const adminUrl = process.env.TEST_DATABASE_URL;
let database: { databaseUrl: string; drop(): Promise<void> };
let proxy: TcpProxy;
let server: TestServer;

beforeAll(async () => {
  if (!adminUrl) return;
  database = await createPostgresDatabase(adminUrl);
  const target = new URL(database.databaseUrl);
  proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
  server = await startTestServer({ databaseUrl: proxy.urlFor(database.databaseUrl) });
});
afterAll(async () => {
  await server?.close();
  await proxy?.close();
  await database?.drop();
});

describe.skipIf(!adminUrl)('#health/ready: PostgreSQL stopped', () => {
  it('answers 503 within the probe timeout while the database is down, 200 again after', async () => {
    const api = client(server.url);
    expect((await api('GET', '/api/health/ready')).status).toBe(200);

    await proxy.stop();
    const started = Date.now();
    const down = await api('GET', '/api/health/ready');
    expect(down.status).toBe(503);
    expect(down.body).toEqual({ status: 'not ready', reason: 'The database is unavailable' });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect((await api('GET', '/api/health')).status).toBe(200);

    await proxy.start();
    await expect
      .poll(async () => (await api('GET', '/api/health/ready')).status, { timeout: 15_000 })
      .toBe(200);
  });
});
