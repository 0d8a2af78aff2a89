import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeToday } from '../../hub/hub.routes';
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
    // 3 Active agreements; 300 + 400 + 200 outstanding; Bob's T-40 and T-5 installments; Bob (40 days).
    expect(res.body).toEqual({
      activeAgreements: 3,
      totalOutstanding: 900,
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
    expect(res.body).toEqual({
      activeAgreements: 3,
      totalOutstanding: 900,
      overduePayments: 4,
      highRiskAccounts: 2,
    });
  });

  it("follows the payments however they change: the agreements' paid totals are kept by the database", async () => {
    const metrics = async () =>
      ((await api('GET', '/api/dashboard/metrics')).body as { totalOutstanding: number })
        .totalOutstanding;
    const sql = (query: string, params: unknown[] = []) =>
      server.db.em.fork().getConnection().execute(query, params);
    expect(await metrics()).toBe(900);

    // A failed payment that succeeds after all, then is corrected, moved, refused and removed.
    const failed = fx.payments.failed;
    await sql('update payments set success = true where id = ?', [failed]);
    expect(await metrics()).toBe(800);
    await sql('update payments set amount_paid = 60 where id = ?', [failed]);
    expect(await metrics()).toBe(840);
    await sql('update payments set agreement_id = ? where id = ?', [fx.agreements.a3, failed]);
    expect(await metrics()).toBe(840);
    await sql('update payments set success = false where id = ?', [failed]);
    expect(await metrics()).toBe(900);
    await sql('update payments set success = true where id = ?', [failed]);
    await sql('delete from payments where id = ?', [failed]);
    expect(await metrics()).toBe(900);
  });

  it('answers 401 without a token', async () => {
    expect((await client(server.url)('GET', '/api/dashboard/metrics')).status).toBe(401);
  });
});
