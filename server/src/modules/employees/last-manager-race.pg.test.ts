/**
 * The store keeps an active manager even when its last two demote each other at the same moment
 * (PostgreSQL; PGlite runs one request at a time): one change goes through, the other is
 * refused (409 naming why, or 403 when the first demotion reached the other's permission check).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPLOYEE_TEXTS } from '@rentline/sync-protocol/texts';
import { createEmployee } from '../../testing/factories';
import { client, startTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function manager(email: string) {
  const id = await server.db.em
    .fork()
    .transactional((em) => createEmployee(em, { email, role: 'manager' }));
  return { id, api: client(server.url, (await server.signIn(email)).token) };
}

describe('#employees.update last manager', () => {
  it('lets one of two managers demoting each other at once through, and refuses the other', async () => {
    // The server's own demo manager steps down first: these two are the store's managers.
    const a = await manager('a.race@employees.example');
    const b = await manager('b.race@employees.example');
    const demo = (await server.signIn()).employee.id;
    expect((await a.api('PATCH', `/api/employees/${demo}`, { role: 'clerk' })).status).toBe(200);
    const [first, second] = await Promise.all([
      a.api('PATCH', `/api/employees/${b.id}`, { role: 'clerk' }),
      b.api('PATCH', `/api/employees/${a.id}`, { role: 'clerk' }),
    ]);
    expect([first.status, second.status].filter((s) => s === 200)).toHaveLength(1);
    // The other is refused: as the last manager's demotion (409) when both were checked before
    // either changed anything, else as no longer a manager (403).
    const refused = [first, second].find((r) => r.status !== 200)!;
    if (refused.status === 409) expect(refused.body.error).toBe(EMPLOYEE_TEXTS.lastManager);
    else expect(refused.status).toBe(403);
    const [row] = await server.db.em
      .fork()
      .execute<{ n: number }[]>(
        "select count(*)::int as n from employees where role = 'manager' and active",
      );
    expect(row!.n).toBe(1);
  });
});
