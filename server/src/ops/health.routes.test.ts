import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  server = await startTestServer();
  api = client(server.url);
});
afterAll(() => server.close());

const sql = (text: string) => server.db.em.fork().getConnection().execute(text);

describe('#health', () => {
  it('answers 200 without a token (liveness)', async () => {
    const res = await api('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });
});

describe('#health/ready', () => {
  it('answers 200 without a token when the database answers and is fully migrated', async () => {
    const res = await api('GET', '/api/health/ready');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ready' });
  });

  it('answers 503 naming the reason when a migration is not applied', async () => {
    const [last] = await sql(`select name from mikro_orm_migrations order by name desc limit 1`);
    await sql(`delete from mikro_orm_migrations where name = '${last!.name}'`);
    try {
      const res = await api('GET', '/api/health/ready');
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ status: 'not ready', reason: '1 migration(s) not applied' });
    } finally {
      await sql(`insert into mikro_orm_migrations (name) values ('${last!.name}')`);
    }
    expect((await api('GET', '/api/health/ready')).status).toBe(200);
  });

  it('answers 503 when the database is gone, while liveness still answers 200', async () => {
    // A server of its own: the others' database stays up, whatever order the tests run in.
    const own = await startTestServer();
    const ownApi = client(own.url);
    try {
      await own.db.close();
      const res = await ownApi('GET', '/api/health/ready');
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ status: 'not ready', reason: 'The database is unavailable' });
      expect((await ownApi('GET', '/api/health')).status).toBe(200);
    } finally {
      await own.close().catch(() => {});
    }
  });
});
