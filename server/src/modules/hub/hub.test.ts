import { hubSummarySchema, publicConfigSchema } from '@rentline/sync-protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, startTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
let api: ReturnType<typeof client>;
beforeAll(async () => {
  server = await startTestServer();
  api = client(server.url, (await server.signIn()).token);
});
afterAll(() => server.close());

describe('#hub.summary', () => {
  it('answers the shared shape; with no activations to compare, the monthly increase is null', async () => {
    const res = await api('GET', '/api/hub/summary');
    expect(res.status).toBe(200);
    expect(hubSummarySchema.parse(res.body)).toEqual({
      active_customers: 0,
      managed_value: 0,
      scheduled_payments: 0,
      due_this_week: 0,
      delinquent_accounts: 0,
      overdue_amount: 0,
      monthly_increase_percent: null,
    });
  });
});

describe('#config.public', () => {
  it('answers the store time zone and the time clock address', async () => {
    const res = await api('GET', '/api/config/public');
    expect(publicConfigSchema.parse(res.body)).toEqual({
      time_clock_url: null,
      store_time_zone: 'America/New_York',
    });
  });
});
