import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agreement } from '@rentline/sync-protocol/wire';
import { storeToday } from '../../../lib/store-time';
import { client, startTestServer, type TestServer } from '../../../testing/test-server';
import { seedPulseFixture, type PulseFixture } from '../../../testing/pulse-fixture';
import { STORE_TZ, dayFrom } from '../../../testing/pulse-factories';

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

type Res = Awaited<ReturnType<typeof api>>;
const ids = (res: Res) => (res.body.agreements as Agreement[]).map((a) => a.agreement_id);

describe('#agreements.list', () => {
  it('answers filter=all newest first, and asc oldest first', async () => {
    const { a1, a2, a3, a4, a5, a6 } = fx.agreements;
    const desc = await api('GET', '/api/agreements?filter=all&sort=desc&limit=50&offset=0');
    expect(desc.status).toBe(200);
    expect(ids(desc)).toEqual([a5, a6, a2, a3, a1, a4]);
    expect(desc.body).toMatchObject({ total_count: 6, has_more: false });
    expect(ids(await api('GET', '/api/agreements?filter=all&sort=asc'))).toEqual([
      a4,
      a1,
      a3,
      a2,
      a6,
      a5,
    ]);
  });

  it('answers balances, next due dates and days until due', async () => {
    const res = await api('GET', '/api/agreements?filter=all&limit=50&offset=0');
    const byId = Object.fromEntries(
      (res.body.agreements as Agreement[]).map((a) => [a.agreement_id, a]),
    );
    expect(byId[fx.agreements.a1]).toMatchObject({
      custom_agreement_id: fx.agr(1),
      customer_name: 'Alice Good',
      email: 'alice@example.com',
      agreement_status: 'Active',
      total_cost: 1000,
      total_paid: 700,
      balance: 300,
      sacPrice: 800,
      sac_expiration: dayFrom(today, -130),
      next_payment_due_date: dayFrom(today, 2),
      days_until_due: 2,
    });
    // Bob's T-40 installment is past its grace: its late fee is owed too.
    expect(byId[fx.agreements.a2]).toMatchObject({
      total_paid: 100,
      balance: 405,
      days_until_due: -40,
    });
    expect(byId[fx.agreements.a4]).toMatchObject({
      total_paid: 200,
      balance: 0,
      next_payment_due_date: null,
      days_until_due: null,
    });
    expect(byId[fx.agreements.a1].activation_date).toMatch(
      /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/,
    );
  });

  it('answers recent (last 30 days) and month (this calendar month, store time)', async () => {
    const { a5, a6 } = fx.agreements;
    expect(
      ids(await api('GET', '/api/agreements?filter=recent&sort=desc&limit=50&offset=0')),
    ).toEqual([a5, a6]);
    const sameMonth = dayFrom(today, -25).slice(0, 7) === today.slice(0, 7);
    expect(ids(await api('GET', '/api/agreements?filter=month&sort=desc'))).toEqual(
      sameMonth ? [a5, a6] : [a5],
    );
    expect(ids(await api('GET', '/api/agreements'))).toEqual([a5, a6]); // recent by default
  });

  it.each([
    ['status=Active', ['a2', 'a3', 'a1']],
    ['status=completed', ['a4']],
    ['status=all', ['a5', 'a6', 'a2', 'a3', 'a1', 'a4']],
    ['status=ALL', ['a5', 'a6', 'a2', 'a3', 'a1', 'a4']],
    ['search=carol', ['a3']],
    ['search=00004', ['a4']],
    ['search=%25', []],
  ] as const)('filters filter=all&%s', async (query, expected) => {
    const res = await api('GET', `/api/agreements?filter=all&sort=desc&${query}`);
    expect(ids(res)).toEqual(expected.map((k) => fx.agreements[k]));
    expect(res.body.total_count).toBe(expected.length);
  });

  it("answers a customer's agreements whatever their age (customer_id&limit=100&offset=0)", async () => {
    const res = await api(
      'GET',
      `/api/agreements/?customer_id=${fx.customers.dan}&limit=100&offset=0`,
    );
    expect(ids(res).sort()).toEqual([fx.agreements.a5, fx.agreements.a6].sort());
    expect(
      (res.body.agreements as Agreement[]).find((a) => a.agreement_id === fx.agreements.a6),
    ).toMatchObject({ agreement_status: 'Cancelled', balance: 0 });
  });

  it('pages with limit, offset, total_count and has_more', async () => {
    const first = await api('GET', '/api/agreements?filter=all&sort=desc&limit=4&offset=0');
    expect(first.body).toMatchObject({ total_count: 6, has_more: true });
    expect(first.body.agreements).toHaveLength(4);
    const rest = await api('GET', '/api/agreements?filter=all&sort=desc&limit=4&offset=4');
    expect(ids(rest)).toEqual([fx.agreements.a1, fx.agreements.a4]);
    expect(rest.body.has_more).toBe(false);
    // Past the end: no row carries the count, which is then counted on its own.
    const past = await api('GET', '/api/agreements?filter=all&sort=desc&limit=4&offset=8');
    expect(past.body).toMatchObject({ agreements: [], total_count: 6, has_more: false });
    const carol = await api('GET', '/api/agreements?filter=all&search=carol&limit=4&offset=4');
    expect(carol.body).toMatchObject({ agreements: [], total_count: 1 });
  });

  it.each(['filter=week', 'sort=up', 'limit=0', 'offset=x', 'customer_id=abc'])(
    'fails with 400 on %s',
    async (q) => {
      expect((await api('GET', `/api/agreements?${q}`)).status).toBe(400);
    },
  );
});

describe('#agreements.get, items, financial', () => {
  it('answers the detail with totalCost and the customer, or 404', async () => {
    const res = await api('GET', `/api/agreements/${fx.agreements.a1}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      totalCost: 1000,
      total_cost: 1000,
      total_paid: 700,
      sacPrice: 800,
      balance: 300,
      customer_name: 'Alice Good',
      email: 'alice@example.com',
    });
    expect(await api('GET', '/api/agreements/999999')).toMatchObject({
      status: 404,
      body: { error: 'Agreement not found' },
    });
    expect((await api('GET', '/api/agreements/undefined')).status).toBe(400);
  });

  it('answers the financial summary', async () => {
    const res = await api('GET', `/api/agreements/${fx.agreements.a1}/financial`);
    // Nothing owed today; paying off after the same-as-cash period: 75 % of the $300 of rent left.
    expect(res.body).toEqual({
      total_cost: 1000,
      total_paid: 700,
      balance: 300,
      amount_due: 0,
      past_due: 0,
      payoff_today: 225,
      paid: { rent: 700, damage_waiver: 0, fees: 0, tax: 0 },
      sac_price: 800,
      early_purchase_price: null,
      next_payment_due_date: dayFrom(today, 2),
      payments_made: 7,
      payments_remaining: 3,
      on_time_share: 0.8571,
      damage_waiver: 0,
      activation: null,
    });
    const quote = await api('GET', `/api/agreements/${fx.agreements.a1}/payoff-quote`);
    expect(quote.body.amount).toBe(res.body.payoff_today);
    // Bob owes his -40 and -5 installments and the -40 one's late fee; the payoff is 75 % of
    // the $400 of rent left, and the fee on top.
    const bob = await api('GET', `/api/agreements/${fx.agreements.a2}/financial`);
    expect(bob.body).toMatchObject({
      balance: 405,
      amount_due: 205,
      past_due: 205,
      payoff_today: 305,
      payments_made: 1,
      payments_remaining: 4,
      on_time_share: 0,
      early_purchase_price: null,
    });
    expect((await api('GET', '/api/agreements/999999/financial')).status).toBe(404);
  });

  it('answers items (empty for an agreement without any) and 404 for an unknown agreement', async () => {
    expect((await api('GET', `/api/agreements/${fx.agreements.a1}/items`)).body).toEqual({
      items: [],
    });
    expect((await api('GET', '/api/agreements/999999/items')).status).toBe(404);
  });
});
