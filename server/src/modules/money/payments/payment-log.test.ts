/**
 * The Payment Log's filters tell the truth (issue 22 section 4): Overdue and Pending list the
 * unpaid installments in that state, Failed the declined attempts, and the counts are the
 * dashboard's, on the hand-computed fixture and on the demo store.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InstallmentLogRow, Payment } from '@rentline/sync-protocol/wire';
import { storeToday } from '../../../lib/store-time';
import { client, startTestServer, type TestServer } from '../../../testing/test-server';
import { seedPulseFixture, type PulseFixture } from '../../../testing/pulse-fixture';
import { STORE_TZ, dayFrom } from '../../../testing/pulse-factories';

const today = storeToday(STORE_TZ);
const d = (offset: number) => dayFrom(today, offset);

describe('#payments.installments on the fixture', () => {
  let server: TestServer;
  let api: ReturnType<typeof client>;
  let fx: PulseFixture;
  beforeAll(async () => {
    server = await startTestServer();
    fx = await server.db.em.fork().transactional((em) => seedPulseFixture(em, today));
    api = client(server.url, (await server.signIn()).token);
  });
  afterAll(() => server?.close());

  it("lists Bob's two overdue installments with customer, agreement, due date and amount", async () => {
    const res = await api('GET', '/api/payments/installments?status=overdue');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      total_count: 2,
      has_more: false,
      installments: [
        {
          scheduled_payment_id: fx.installments.bob40,
          agreement_id: fx.agreements.a2,
          custom_agreement_id: fx.agr(2),
          customer_id: fx.customers.bob,
          customer_name: 'Bob Late',
          due_date: d(-40),
          expected_amount: 100,
          amount_paid: 0,
          // Its rent and the late fee assessed after its grace period.
          amount_due: 105,
          days_late: 40,
          status: 'overdue',
        },
        expect.objectContaining({
          scheduled_payment_id: fx.installments.bob5,
          due_date: d(-5),
          amount_due: 100,
          days_late: 5,
        }),
      ],
    });
  });

  it('lists the eleven installments not yet due as pending, soonest first', async () => {
    const res = await api('GET', '/api/payments/installments?status=pending');
    // Seven of the Active agreements (Alice 3, Bob 2, Carol 2) and the four of Dan's Pending A5
    // (its proposed schedule: owed once delivered, so 'pending', not closed).
    expect(res.body.total_count).toBe(11);
    const rows = res.body.installments as InstallmentLogRow[];
    expect(rows.map((r) => [r.customer_name, r.due_date])).toEqual([
      ['Alice Good', d(2)],
      ['Bob Late', d(5)],
      ['Carol Mixed', d(6)],
      ['Alice Good', d(32)],
      ['Bob Late', d(35)],
      ['Carol Mixed', d(36)],
      ['Dan New', d(40)],
      ['Alice Good', d(62)],
      ['Dan New', d(70)],
      ['Dan New', d(100)],
      ['Dan New', d(130)],
    ]);
    expect(rows.every((r) => r.status === 'pending' && r.days_late === 0)).toBe(true);
  });

  it('searches by customer or agreement, and pages', async () => {
    const search = (q: string) => api('GET', `/api/payments/installments?status=pending&${q}`);
    expect((await search('search=carol')).body.total_count).toBe(2);
    expect((await search(`search=${fx.agr(1)}`)).body.total_count).toBe(3);
    expect((await search(`search=${fx.agr(5)}`)).body.total_count).toBe(4);
    const page = await search('limit=5&offset=5');
    expect(page.body).toMatchObject({ total_count: 11, has_more: true });
    expect(page.body.installments).toHaveLength(5);
    const last = await search('limit=5&offset=10');
    expect(last.body).toMatchObject({ total_count: 11, has_more: false });
    expect(last.body.installments).toHaveLength(1);
  });

  it('counts what the dashboard counts as overdue', async () => {
    const metrics = await api('GET', '/api/dashboard/metrics');
    const overdue = await api('GET', '/api/payments/installments?status=overdue&limit=1');
    expect(overdue.body.total_count).toBe(metrics.body.overduePayments);
  });

  it('lists every declined attempt as Failed, whatever its stored payment_status', async () => {
    const res = await api('GET', '/api/payments?filter=failed');
    expect(res.body.total_count).toBe(3);
    expect((res.body.payments as Payment[]).every((p) => !p.success)).toBe(true);
  });

  it.each([
    '/api/payments/installments',
    '/api/payments/installments?status=paid',
    '/api/payments/installments?status=overdue&limit=0',
    '/api/payments?filter=overdue',
  ])('fails with 400 on %s', async (path) => {
    const res = await api('GET', path);
    expect(res.status).toBe(400);
    expect(res.body.error).toBeTruthy();
  });
});

describe('#payments.installments on the demo store', () => {
  let server: TestServer;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    server = await startTestServer({ demo: true });
    api = client(server.url, (await server.signIn()).token);
  });
  afterAll(() => server?.close());

  it("the Overdue count is the dashboard's Overdue Payments, and Failed counts every declined attempt", async () => {
    const metrics = (await api('GET', '/api/dashboard/metrics')).body as {
      overduePayments: number;
    };
    const overdue = await api('GET', '/api/payments/installments?status=overdue&limit=1');
    expect(metrics.overduePayments).toBeGreaterThan(0);
    expect(overdue.body.total_count).toBe(metrics.overduePayments);

    const sql = (q: string) => server.db.em.fork().execute<{ n: number }[]>(q);
    const [unpaid] = await sql(
      "select count(*)::int as n from scheduled_payments where status <> 'paid'",
    );
    const pending = await api('GET', '/api/payments/installments?status=pending&limit=1');
    expect(pending.body.total_count).toBeGreaterThan(0);
    expect(overdue.body.total_count + pending.body.total_count).toBe(Number(unpaid!.n));

    // The demo store records no declined attempt; the fixture above has three.
    const [declined] = await sql('select count(*)::int as n from payments where not success');
    const failed = await api('GET', '/api/payments?filter=failed&limit=1');
    expect(failed.body.total_count).toBe(Number(declined!.n));
  });
});
