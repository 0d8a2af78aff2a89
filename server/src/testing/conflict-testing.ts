/**
 * The setup the conflict log tests share (DESIGN.md section 4, "Conflicts"): the demo store's two
 * employees signed in on one server, and the notices a pull tells a lane.
 */
import { expect } from 'vitest';
import { client, startTestServer, type TestServer } from './test-server';

export interface TwoEmployees {
  server: TestServer;
  /** Jordan Avery (demo@example.com). */
  jordan: ReturnType<typeof client>;
  /** Casey Morgan (demo2@example.com). */
  casey: ReturnType<typeof client>;
}

/** Both are managers: the conflict tests have either delete what the other edits. */
export async function startTwoEmployees(): Promise<TwoEmployees> {
  const server = await startTestServer({ demo2Role: 'manager' });
  const jordan = client(server.url, (await server.signIn('demo@example.com')).token);
  const casey = client(server.url, (await server.signIn('demo2@example.com')).token);
  return { server, jordan, casey };
}

/** What a pull tells the lane `clientId` of `api`'s employee: its notices (after `after`). */
export async function pullNotices(
  api: ReturnType<typeof client>,
  clientId: string,
  after?: number,
) {
  const q = new URLSearchParams({ cursor: '999999999', limit: '1', client_id: clientId });
  if (after !== undefined) q.set('conflicts_after', String(after));
  const res = await api('GET', `/api/sync/pull?${q}`);
  expect(res.status).toBe(200);
  return res.body as { conflicts: Record<string, unknown>[]; conflict_cursor: number };
}
