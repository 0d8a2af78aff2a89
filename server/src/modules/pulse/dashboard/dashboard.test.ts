import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER } from '@rentline/sync-protocol/rules';
import { storeToday } from '../../../lib/store-time';
import { client, startTestServer, type TestServer } from '../../../testing/test-server';
import { seedPulseFixture } from '../../../testing/pulse-fixture';
import { STORE_TZ, dayFrom, insertAccount } from '../../../testing/pulse-factories';

/**
 * Two stores, so that no test depends on another's order: `seeded` holds the hand-computed Pulse
 * fixture (testing/pulse-fixture.ts) and is only read; on `own`, each test that writes builds its
 * own customers and agreements (insertAccount) and asserts the difference it made to the tiles.
 */
let seeded: TestServer;
let own: TestServer;
let api: ReturnType<typeof client>;
let ownApi: ReturnType<typeof client>;
const today = storeToday(STORE_TZ);
const d = (offset: number) => dayFrom(today, offset);
beforeAll(async () => {
  [seeded, own] = await Promise.all([startTestServer(), startTestServer()]);
  await seeded.db.em.fork().transactional((em) => seedPulseFixture(em, today));
  api = client(seeded.url, (await seeded.signIn()).token);
  ownApi = client(own.url, (await own.signIn()).token);
});
afterAll(() => Promise.all([seeded?.close(), own?.close()]));

/** A customer with one Active agreement on the `own` store, the test's alone. */
const account = (f: Parameters<typeof insertAccount>[1]) =>
  own.db.em.fork().transactional((em) => insertAccount(em, f));
const ownMetrics = async () =>
  (await ownApi('GET', '/api/dashboard/metrics')).body as {
    activeAgreements: number;
    totalOutstanding: number;
    overduePayments: number;
    highRiskAccounts: number;
  };

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
    const before = await ownMetrics();
    // Two new customers: one owes an installment 30 days overdue; the other one 29 days
    // overdue and one due today (not overdue).
    await account({
      name: 'Thirty Days',
      activated_on: d(-60),
      total_cost: 100,
      installments: [[d(-30), null]],
    });
    await account({
      name: 'Twenty-Nine Days',
      activated_on: d(-60),
      total_cost: 200,
      installments: [
        [d(-29), null],
        [today, null],
      ],
    });
    // Two more Active agreements; three more installments owed, the two past their grace with
    // a $5 late fee each; of the two customers only the first is high risk.
    expect(await ownMetrics()).toEqual({
      activeAgreements: before.activeAgreements + 2,
      totalOutstanding: before.totalOutstanding + 100 + 5 + 100 + 5 + 100,
      overduePayments: before.overduePayments + 2,
      highRiskAccounts: before.highRiskAccounts + 1,
    });
  });

  it('follows the ledger: a payment lowers it, its reversal puts it back', async () => {
    // A customer of the test's own, 40 days late on one installment and owing another to come.
    const late = await account({
      name: 'Bob Late',
      activated_on: d(-70),
      total_cost: 200,
      installments: [
        [d(-40), null],
        [d(5), null],
      ],
    });
    const metrics = async () => (await ownMetrics()).totalOutstanding;
    const before = await metrics();
    const paid = await ownApi(
      'POST',
      '/api/payments',
      { agreement_id: late.agreement, amount: 60, payment_method: 'Cash' },
      { [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
    );
    expect(paid.status).toBe(201);
    expect(await metrics()).toBe(before - 60);
    const back = await ownApi(
      'POST',
      `/api/payments/${paid.body.payment_id}/reverse`,
      { reason: 'Entered in error' },
      { [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
    );
    expect(back.status).toBe(200);
    expect(await metrics()).toBe(before);
  });

  it('answers 401 without a token', async () => {
    expect((await client(seeded.url)('GET', '/api/dashboard/metrics')).status).toBe(401);
  });
});
