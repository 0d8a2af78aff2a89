import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTION_OUTCOMES, FIELD_VISIT, PROMISE_TO_PAY } from '@rentline/sync-protocol/rules';
import { COLLECTION_LOOKUPS } from '../../../../../migrations/Migration20261127300000_collections';
import { client, startTestServer, type TestServer } from '../../../testing/test-server';

let server: TestServer;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  server = await startTestServer();
  api = client(server.url, (await server.signIn()).token);
});
afterAll(() => server.close());

describe('#collections lookups (migration 20261127300000)', () => {
  it("writes the protocol's outcomes as initial engagement types and its follow-up kinds as required ones", () => {
    expect(COLLECTION_LOOKUPS).toEqual([
      ...COLLECTION_OUTCOMES.map((name) => [name, 'initial']),
      [PROMISE_TO_PAY, 'required'],
      [FIELD_VISIT, 'required'],
    ]);
  });

  it('offers them in the lookup data', async () => {
    const res = await api('GET', '/api/engagements/lookup-data');
    expect(res.body.initial_engagement_types).toEqual(
      expect.arrayContaining([...COLLECTION_OUTCOMES]),
    );
    expect(res.body.required_engagement_types).toEqual(
      expect.arrayContaining([PROMISE_TO_PAY, FIELD_VISIT]),
    );
  });

  it('gives each its own version, so a pull from 0 replicates them', async () => {
    const res = await api('GET', '/api/sync/pull?cursor=0&limit=5000');
    expect(res.status).toBe(200);
    const types = (res.body.changes as { entity: string; data: { name: string; kind: string } }[])
      .filter((c) => c.entity === 'engagement_type')
      .map((c) => [c.data.name, c.data.kind]);
    expect(types).toEqual(expect.arrayContaining(COLLECTION_LOOKUPS.map((l) => [...l])));
  });
});
