/**
 * The collections queue on the demo store (server/src/demo/collections.ts): every delinquent
 * account of the hub is in it, some promises are broken, and the demo account has field
 * visits today.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionQueueResponseSchema } from '@rentline/sync-protocol/wire';
import { client, startTestServer, type TestServer } from '../../../testing/test-server';

let server: TestServer;
let api: ReturnType<typeof client>;
let me: number;

beforeAll(async () => {
  server = await startTestServer({ demo: true });
  const session = await server.signIn();
  api = client(server.url, session.token);
  me = session.employee.id;
});
afterAll(() => server?.close());

const queue = async (query: string) =>
  collectionQueueResponseSchema.parse((await api('GET', `/api/collections/queue${query}`)).body);

describe('#collections.queue on the demo store', () => {
  it("holds the hub's delinquent accounts, riskiest first", async () => {
    const hub = (await api('GET', '/api/hub/summary')).body as { delinquent_accounts: number };
    const all = await queue('?limit=1000');
    expect(all.total_count).toBe(hub.delinquent_accounts);
    const risks = all.accounts.map((a) => a.risk);
    expect(risks).toEqual([...risks].sort((a, b) => b - a));
    expect(all.accounts.filter((a) => a.promise_state !== null).length).toBeGreaterThan(
      all.total_count / 2,
    );
  });

  it('has broken promises, and field visits today for the demo account', async () => {
    expect((await queue('?filter=broken')).total_count).toBeGreaterThan(0);
    const mine = await queue('?filter=mine');
    expect(mine.accounts.filter((a) => a.visit_date === mine.as_of_day).length).toBe(3);
    expect(mine.accounts.every((a) => a.assigned_employee_id === me)).toBe(true);
  });
});
