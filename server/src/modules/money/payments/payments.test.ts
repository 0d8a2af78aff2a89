import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Payment,
  RecentPayment,
  ScheduledPayment,
  UpcomingPayment,
} from '@rentline/sync-protocol/wire';
import { storeToday } from '../../../lib/store-time';
import {
  client,
  idempotencyKey,
  startTestServer,
  type TestServer,
} from '../../../testing/test-server';
import { seedPulseFixture, type PulseFixture } from '../../../testing/pulse-fixture';
import { STORE_TZ, dayFrom, insertAccount, lateAccount } from '../../../testing/pulse-factories';

/**
 * Two stores, so that no test depends on another's order. `seeded` holds the hand-computed Pulse
 * fixture (testing/pulse-fixture.ts) and is only read: the lists, the schedules and the refused
 * payments, which write nothing. `own` is where payments are taken: each test that takes one
 * builds its own customer, agreement and installments there (`account` below) and asserts about
 * them, or about the difference it made to a store-wide figure.
 */
let seeded: TestServer;
let own: TestServer;
let api: ReturnType<typeof client>;
let ownApi: ReturnType<typeof client>;
let fx: PulseFixture;
const today = storeToday(STORE_TZ);
const d = (offset: number) => dayFrom(today, offset);
beforeAll(async () => {
  [seeded, own] = await Promise.all([startTestServer(), startTestServer()]);
  fx = await seeded.db.em.fork().transactional((em) => seedPulseFixture(em, today));
  api = client(seeded.url, (await seeded.signIn()).token);
  ownApi = client(own.url, (await own.signIn()).token);
});
afterAll(() => Promise.all([seeded?.close(), own?.close()]));

const countPayments = async (server: TestServer) =>
  Number(
    (
      await server.db.em.fork().execute<{ n: number }[]>('select count(*)::int as n from payments')
    )[0]!.n,
  );
/** POST /api/payments with a fresh Idempotency-Key, or the one given (a retry). */
const post = (call: ReturnType<typeof client>, body: Record<string, unknown>, key?: string) =>
  call('POST', '/api/payments', body, idempotencyKey(key));
/** A payment on the seeded store: only ones refused, which write nothing. */
const pay = (body: Record<string, unknown>, key?: string) => post(api, body, key);
/** A payment on the `own` store. */
const payOwn = (body: Record<string, unknown>, key?: string) => post(ownApi, body, key);
/** A customer with one agreement on the `own` store, this test's alone (insertAccount). */
const account = (f: Parameters<typeof insertAccount>[1]) =>
  own.db.em.fork().transactional((em) => insertAccount(em, f));

/** A created_at at noon store time reads as that store date in UTC too. */
const day = (iso: string) => iso.slice(0, 10);

describe('#payments.list', () => {
  it('answers every payment record newest first, in the Payment shape', async () => {
    const res = await api('GET', '/api/payments?filter=all&limit=50&offset=0');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total_count: 19, has_more: false });
    expect(
      (res.body.payments as Payment[])
        .slice(0, 3)
        .map((p) => [p.payment_status, day(p.created_at)]),
    ).toEqual([
      ['overdue', d(-4)],
      ['pending', d(-5)],
      ['completed', d(-30)],
    ]);
    expect(
      (res.body.payments as Payment[]).find((p) => p.payment_id === fx.payments.failed),
    ).toEqual({
      payment_id: fx.payments.failed,
      agreement_id: fx.agreements.a2,
      custom_agreement_id: fx.agr(2),
      customer_name: 'Bob Late',
      amount_paid: 100,
      expected_amount: 100,
      due_date: d(-40),
      payment_method: 'Credit Card',
      // The tender column, read from the legacy method by the protocol's table.
      tender: 'card',
      payment_status: 'failed',
      success: false,
      transaction_id: 'TXN-FAILED-1',
      created_at: expect.stringMatching(/Z$/),
      reversal: null,
    });
  });

  it.each([
    ['completed', 16],
    ['failed', 3],
  ])('filters %s', async (filter, n) => {
    const res = await api('GET', `/api/payments?filter=${filter}`);
    expect(res.body.total_count).toBe(n);
    expect(
      (res.body.payments as Payment[]).every((p) => p.success === (filter === 'completed')),
    ).toBe(true);
  });

  it('searches by customer and transaction id, and pages', async () => {
    expect((await api('GET', '/api/payments?search=bob')).body.total_count).toBe(4);
    expect(
      (await api('GET', '/api/payments?search=txn-failed')).body.payments.map(
        (p: Payment) => p.payment_id,
      ),
    ).toEqual([fx.payments.failed]);
    const first = await api('GET', '/api/payments?limit=5&offset=0');
    expect(first.body).toMatchObject({ total_count: 19, has_more: true });
    const last = await api('GET', '/api/payments?limit=5&offset=15');
    expect(last.body.payments).toHaveLength(4);
    expect(last.body.has_more).toBe(false);
  });

  it.each(['filter=refunded', 'limit=0', 'offset=-2'])('fails with 400 on %s', async (q) => {
    expect((await api('GET', `/api/payments?${q}`)).status).toBe(400);
  });
});

describe('#payments.recent, upcoming, scheduled', () => {
  it('answers the 10 latest successful payments', async () => {
    const res = await api('GET', '/api/payments/recent');
    expect(
      (res.body as unknown as RecentPayment[]).map((p) => [p.customer_name, day(p.created_at)]),
    ).toEqual([
      ['Alice Good', d(-30)],
      ['Carol Mixed', d(-31)],
      ['Bob Late', d(-50)],
      ['Alice Good', d(-60)],
      ['Carol Mixed', d(-61)],
      ['Carol Mixed', d(-81)],
      ['Alice Good', d(-90)],
      ['Alice Good', d(-110)],
      ['Carol Mixed', d(-121)],
      ['Alice Good', d(-150)],
    ]);
    expect(Object.keys(res.body[0]).sort()).toEqual([
      'amount_paid',
      'created_at',
      'custom_agreement_id',
      'customer_name',
      'payment_id',
    ]);
  });

  it('answers unpaid installments due in the next 7 days, soonest first', async () => {
    const res = await api('GET', '/api/payments/upcoming');
    expect(
      (res.body as unknown as UpcomingPayment[]).map((p) => [
        p.customer_name,
        p.custom_agreement_id,
        p.expected_amount,
        p.due_date,
      ]),
    ).toEqual([
      ['Alice Good', fx.agr(1), 100, d(2)],
      ['Bob Late', fx.agr(2), 100, d(5)],
      ['Carol Mixed', fx.agr(3), 100, d(6)],
    ]);
  });

  it("answers an agreement's installments with their store-date status", async () => {
    const res = await api('GET', `/api/payments/scheduled?agreement_id=${fx.agreements.a2}`);
    expect(
      (res.body.scheduled_payments as ScheduledPayment[]).map((s) => [
        s.status,
        s.days_until_due,
        s.paid_on_time,
      ]),
    ).toEqual([
      ['paid', -60, false],
      ['overdue', -40, null],
      ['overdue', -5, null],
      ['pending', 5, null],
      ['pending', 35, null],
    ]);
    expect((await api('GET', '/api/payments/scheduled?agreement_id=999999')).status).toBe(404);
  });

  it('answers the Process Payment options of a customer', async () => {
    const bob = await api('GET', `/api/elavon/customers/${fx.customers.bob}/agreements`);
    expect(bob.body).toEqual({
      agreements: [
        {
          agreement_id: fx.agreements.a2,
          custom_agreement_id: fx.agr(2),
          // Owed now: the -40 installment (100) and its $5 late fee, and the -5 one (100, its
          // grace ends today, no fee yet); all of it is past due.
          amount_due: 205,
          past_due: 205,
          // Owed now and the +5 and +35 installments not yet charged.
          balance: 405,
          next_due_date: d(-40),
          // The five installments' charges: 100 + (100 + 5 fee) + 100, and 100 + 100 projected.
          total_expected: 505,
          amount_paid: 100,
          total_payments: 5,
        },
      ],
    });
    const alice = await api('GET', `/api/elavon/customers/${fx.customers.alice}/agreements`);
    // Alice owes nothing today (every installment charged is paid; +2 is not yet due): her
    // balance is the three installments still to come.
    expect(alice.body.agreements[0]).toMatchObject({
      amount_due: 0,
      past_due: 0,
      balance: 300,
      next_due_date: d(2),
      total_expected: 1000,
      amount_paid: 700,
      total_payments: 10,
    });
    expect((await api('GET', `/api/elavon/customers/${fx.customers.eve}/agreements`)).body).toEqual(
      { agreements: [] },
    );
    expect((await api('GET', '/api/elavon/customers/999999/agreements')).status).toBe(404);
  });
});

describe('#payments.create', () => {
  it.each([
    ['the amount is zero', { amount: 0 }, 'amount', 'Please enter a valid payment amount'],
    [
      'the amount is not a number',
      { amount: 'abc' },
      'amount',
      'Please enter a valid payment amount',
    ],
    [
      'the agreement is missing',
      { agreement_id: undefined },
      'agreement_id',
      'Please select customer, agreement, and enter payment amount',
    ],
    [
      'the agreement does not exist',
      { agreement_id: 999999 },
      'agreement_id',
      'Agreement not found',
    ],
    // The most Bob's A2 can take: owed now 205 (the -40 installment with its $5 late fee, the
    // -5 one) and the +5 and +35 installments not yet charged, 200.
    [
      'the amount exceeds the balance',
      { amount: 405.01 },
      'amount',
      'Payment exceeds the balance due ($405.00)',
    ],
    ['the amount is text', { amount: '150' }, 'amount', 'Please enter a valid payment amount'],
    ['the amount is true', { amount: true }, 'amount', 'Please enter a valid payment amount'],
    ['the amount is a list', { amount: [5] }, 'amount', 'Please enter a valid payment amount'],
    [
      'the amount has more than two decimals',
      { amount: 10.005 },
      'amount',
      'Please enter a valid payment amount',
    ],
    [
      'the amount is beyond the column',
      { amount: 1e300 },
      'amount',
      'Please enter a valid payment amount',
    ],
  ])('fails with 400 when %s, and writes nothing', async (_label, change, field, message) => {
    const before = await countPayments(seeded);
    const res = await pay({
      agreement_id: fx.agreements.a2,
      amount: 100,
      payment_method: 'Cash',
      ...change,
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: message, fields: { [field]: expect.any(String) } });
    expect(await countPayments(seeded)).toBe(before);
  });

  it('applies a payment to the oldest unpaid installments, partially, and the figures follow', async () => {
    // Bob's A2 of the seeded store, built anew for this test (lateAccount): he owes 205 now
    // and 405 in all, 40 days late.
    const bob = await account(lateAccount(today));
    expect((await ownApi('GET', `/api/customers/${bob.customer}`)).body).toMatchObject({
      outstanding_balance: 405,
      days_until_due: -40,
    });
    const metricsBefore = (await ownApi('GET', '/api/dashboard/metrics')).body;
    const res = await payOwn({ agreement_id: bob.agreement, amount: 150, payment_method: 'Check' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      success: true,
      payment_id: res.body.payment.payment_id,
      group_id: null,
      change_due: 0,
    });
    expect(res.body.payments).toEqual([res.body.payment]);
    expect(res.body.payment).toMatchObject({
      amount_paid: 150,
      success: true,
      payment_status: 'completed',
      payment_method: 'Check',
      tender: 'check',
      // The first installment it paid something of.
      due_date: d(-40),
    });
    // Oldest first, fees first within an installment: the -40 installment's $5 late fee, its
    // rent (100), then 45 of the -5 installment's rent. The -40 one is paid (its charges 105),
    // late; the -5 one is still owed.
    const schedule = await ownApi('GET', `/api/payments/scheduled?agreement_id=${bob.agreement}`);
    expect(
      (schedule.body.scheduled_payments as ScheduledPayment[])
        .slice(1, 3)
        .map((s) => [s.status, s.expected_amount, s.amount_paid, s.paid_on_time]),
    ).toEqual([
      ['paid', 105, 105, false],
      ['overdue', 100, 45, null],
    ]);
    // His balance 405 - 150 = 255 (on the seeded store the total would go from 905 to 755). Of
    // his installments only the -5 one is still overdue, and he is no longer 30 days late: one
    // overdue installment and one high-risk account fewer in the store, whatever else it holds.
    expect((await ownApi('GET', '/api/dashboard/metrics')).body).toEqual({
      activeAgreements: metricsBefore.activeAgreements,
      totalOutstanding: metricsBefore.totalOutstanding - 150,
      overduePayments: metricsBefore.overduePayments - 1,
      highRiskAccounts: metricsBefore.highRiskAccounts - 1,
    });
    expect((await ownApi('GET', `/api/customers/${bob.customer}`)).body).toMatchObject({
      outstanding_balance: 255,
      days_until_due: -5,
    });
    expect((await ownApi('GET', '/api/payments/recent')).body[0]).toMatchObject({
      payment_id: res.body.payment_id,
      amount_paid: 150,
    });
  });

  it('marks an installment paid before its due date as on time', async () => {
    // Paid up to date (-30, on time), the +2 and +32 installments to come: 100 pays the +2 one.
    const alice = await account({
      name: 'Alice Good',
      activated_on: d(-40),
      total_cost: 300,
      installments: [
        [d(-30), d(-30)],
        [d(2), null],
        [d(32), null],
      ],
    });
    const res = await payOwn({
      agreement_id: alice.agreement,
      amount: 100,
      payment_method: 'Cash',
    });
    expect(res.status).toBe(201);
    const schedule = await ownApi('GET', `/api/payments/scheduled?agreement_id=${alice.agreement}`);
    expect(
      (schedule.body.scheduled_payments as ScheduledPayment[]).find((s) => s.due_date === d(2)),
    ).toMatchObject({ status: 'paid', paid_on_time: true, amount_paid: 100 });
  });
});

describe('#payments.create Idempotency-Key', () => {
  /**
   * A payment of 20 toward an agreement of this test's own: paid up to date, the +6 and +36
   * installments to come (200 owed, as Carol's A3 of the seeded store).
   */
  const newBody = async () => {
    const carol = await account({
      name: 'Carol Mixed',
      activated_on: d(-40),
      total_cost: 300,
      installments: [
        [d(-31), d(-31)],
        [d(6), null],
        [d(36), null],
      ],
    });
    return { agreement_id: carol.agreement, amount: 20, payment_method: 'Cash' };
  };

  it('fails with 400 without an Idempotency-Key, or with one that is not a UUID, and writes nothing', async () => {
    const body = await newBody();
    const before = await countPayments(own);
    for (const headers of [{}, { 'Idempotency-Key': 'retry-1' }] as Record<string, string>[]) {
      const res = await ownApi('POST', '/api/payments', body, headers);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(
        'An Idempotency-Key header (a UUID made once per attempt) is required',
      );
    }
    expect(await countPayments(own)).toBe(before);
  });

  it('answers a repeat with the same key and body with the first answer, and records nothing new', async () => {
    const body = await newBody();
    const key = randomUUID();
    const first = await payOwn(body, key);
    expect(first.status).toBe(201);
    const before = await countPayments(own);
    // The same body with its fields in another order is the same request.
    const { payment_method, amount, agreement_id } = body;
    const again = await payOwn({ payment_method, amount, agreement_id }, key);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await countPayments(own)).toBe(before);
  });

  it('fails with 422 when the same key comes with another body, and writes nothing', async () => {
    const body = await newBody();
    const key = randomUUID();
    expect((await payOwn(body, key)).status).toBe(201);
    const before = await countPayments(own);
    const other = await payOwn({ ...body, amount: 21 }, key);
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({
      error: 'This Idempotency-Key was already used for a different request',
    });
    expect(await countPayments(own)).toBe(before);
  });

  it('decides a key whose first request was refused afresh', async () => {
    const body = await newBody();
    const key = randomUUID();
    const refused = await payOwn({ ...body, amount: 100_000 }, key);
    expect(refused.status).toBe(400);
    // Refusals keep nothing: the key is free for the corrected request of the same attempt.
    const [kept] = await own.db.em
      .fork()
      .execute<{ n: number }[]>(
        'select count(*)::int as n from idempotency_keys where idempotency_key = ?',
        [key],
      );
    expect(Number(kept!.n)).toBe(0);
  });
});
