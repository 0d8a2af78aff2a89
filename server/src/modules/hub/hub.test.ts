import { hubSummarySchema, publicConfigSchema } from '@rentline/sync-protocol/wire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, startTestServer, type TestServer } from '../../testing/test-server';
import { seedPulseFixture } from '../../testing/pulse-fixture';
import { STORE_TZ } from '../../testing/pulse-factories';
import { storeToday } from '../../lib/store-time';

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

describe('#hub.summary on the Pulse fixture', () => {
  // A store of its own: the file's store stays empty for the test above, in any order.
  let seeded: TestServer;
  let seededApi: ReturnType<typeof client>;
  beforeAll(async () => {
    seeded = await startTestServer();
    const today = storeToday(STORE_TZ);
    await seeded.db.em.fork().transactional((em) => seedPulseFixture(em, today));
    seededApi = client(seeded.url, (await seeded.signIn()).token);
  });
  afterAll(() => seeded?.close());

  it("counts from the ledger's figures: what is overdue includes the late fees", async () => {
    const res = await seededApi('GET', '/api/hub/summary');
    expect(hubSummarySchema.parse(res.body)).toEqual({
      // Alice, Bob, Carol and Dan (Eve is Inactive).
      active_customers: 4,
      // A1 1,000 + A2 500 + A3 800.
      managed_value: 2300,
      // Alice 10, Bob 5, Carol 8, Eve 2 and Dan's Pending A5 4.
      scheduled_payments: 29,
      // Alice +2, Bob +5, Carol +6.
      due_this_week: 3,
      delinquent_accounts: 1,
      // Bob's T-40 installment (100) with its $5 late fee, and his T-5 one (100, in its grace).
      overdue_amount: 205,
      // A5 (today) and A6 (T-25) activated in the last 30 days, none in the 30 before.
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
