import pg from 'pg';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactArgs } from '../testing/factories';
import { isPostgresRun } from '../testing/test-database';
import { client, startTestServer, type TestServer } from '../testing/test-server';

/**
 * DESIGN.md section 4: "a pull never skips a change that commits later with a lower version".
 * Needs real concurrent connections, so it runs on PostgreSQL only.
 */
describe.runIf(isPostgresRun())('pull visibility on PostgreSQL', () => {
  let server: TestServer;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    server = await startTestServer();
    api = client(server.url, (await server.signIn()).token);
  });
  afterAll(() => server.close());

  it('reaches, on the next pull, a transaction that took its version before a later write that was pulled first', async () => {
    const { body: start } = await api('GET', '/api/sync/pull?cursor=0&limit=5000');
    let cursor: number = start.cursor;

    // A slow writer: takes a version and holds its transaction open.
    const url = String(
      (server.db.orm.config as unknown as { get(key: string): unknown }).get('clientUrl'),
    );
    const slow = new pg.Client({ connectionString: url });
    await slow.connect();
    await slow.query('begin');
    const [{ value: slowVersion }] = (
      await slow.query('update sync_version set value = value + 1 where id = 1 returning value')
    ).rows;
    const slowId = uuidv7();
    await slow.query(
      `insert into contacts (id, full_name, email, address, primary_phone, version) values ($1, 'Slow Writer', 's@example.com', 'x', '1', $2)`,
      [slowId, slowVersion],
    );

    // A later write through the API: it must wait for the counter, so it cannot overtake.
    const fastArgs = contactArgs({ email: 'fast@example.com' });
    let fastDone = false;
    const fast = api('POST', '/api/sync/push', {
      client_id: uuidv7(),
      mutations: [
        {
          id: uuidv7(),
          seq: 1,
          name: 'contact.create',
          args: fastArgs,
          created_at: new Date().toISOString(),
        },
      ],
    }).finally(() => (fastDone = true));

    // A pull while both are in flight sees neither (and so cannot move its cursor past the slow one).
    // In flight: the fast push waits on the counter row the slow writer holds (polled, not slept).
    const waiting = `select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`;
    for (let i = 0; i < 200 && (await slow.query(waiting)).rowCount === 0; i++)
      await new Promise((r) => setTimeout(r, 10));
    const during = await api('GET', `/api/sync/pull?cursor=${cursor}`);
    expect(during.body.changes).toEqual([]);
    expect(fastDone).toBe(false);
    cursor = during.body.cursor;

    await slow.query('commit');
    await slow.end();
    expect((await fast).status).toBe(200);

    const after = await api('GET', `/api/sync/pull?cursor=${cursor}`);
    const ids = after.body.changes.map((c: { id: string }) => c.id);
    expect(ids).toEqual([slowId, fastArgs.id]);
  });
});
