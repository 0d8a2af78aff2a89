import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER } from '@rentline/sync-protocol';
import { storeToday } from '../../../lib/store-time';
import { client, startTestServer, type TestServer } from '../../../testing/test-server';
import { seedPulseFixture, type PulseFixture } from '../../../testing/pulse-fixture';
import { STORE_TZ, dayFrom, insertInstallment } from '../../../testing/pulse-factories';

let server: TestServer;
let api: ReturnType<typeof client>;
let fx: PulseFixture;
const today = storeToday(STORE_TZ);
beforeAll(async () => {
  server = await startTestServer();
  fx = await server.db.em.fork().transactional((em) => seedPulseFixture(em, today));
  api = client(server.url, (await server.signIn()).token);
});
afterAll(() => server.close());

describe('#dashboard.metrics', () => {
  it('computes the four tiles from the fixture', async () => {
    const res = await api('GET', '/api/dashboard/metrics');
    expect(res.status).toBe(200);
    // 3 Active agreements; 300 + 405 (a late fee) + 200 outstanding; Bob's T-40 and T-5
    // installments; Bob (40 days).
    expect(res.body).toEqual({
      activeAgreements: 3,
      totalOutstanding: 905,
      overduePayments: 2,
      highRiskAccounts: 1,
    });
  });

  it('counts a customer as high risk from exactly 30 days overdue, not 29', async () => {
    await server.db.em.fork().transactional(async (em) => {
      await insertInstallment(em, fx.agreements.a3, dayFrom(today, -30), 100, null);
      await insertInstallment(em, fx.agreements.a1, dayFrom(today, -29), 100, null);
      await insertInstallment(em, fx.agreements.a1, today, 100, null); // due today: not overdue
    });
    const res = await api('GET', '/api/dashboard/metrics');
    // Three more installments owed, the two past their grace with a $5 late fee each.
    expect(res.body).toEqual({
      activeAgreements: 3,
      totalOutstanding: 905 + 100 + 5 + 100 + 5 + 100,
      overduePayments: 4,
      highRiskAccounts: 2,
    });
  });

  it('follows the ledger: a payment lowers it, its reversal puts it back', async () => {
    const metrics = async () =>
      ((await api('GET', '/api/dashboard/metrics')).body as { totalOutstanding: number })
        .totalOutstanding;
    const before = await metrics();
    const paid = await api(
      'POST',
      '/api/payments',
      { agreement_id: fx.agreements.a2, amount: 60, payment_method: 'Cash' },
      { [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
    );
    expect(paid.status).toBe(201);
    expect(await metrics()).toBe(before - 60);
    const back = await api(
      'POST',
      `/api/payments/${paid.body.payment_id}/reverse`,
      { reason: 'Entered in error' },
      { [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
    );
    expect(back.status).toBe(200);
    expect(await metrics()).toBe(before);
  });

  it('answers 401 without a token', async () => {
    expect((await client(server.url)('GET', '/api/dashboard/metrics')).status).toBe(401);
  });
});
