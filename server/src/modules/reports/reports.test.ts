/**
 * Reports (issue 51) against hand-computed fixtures, and checked against the screens they
 * summarise: aging against the collections queue, revenue against End of Day, utilization
 * against the items list.
 *
 * Aging uses the collections fixture (testing/collections-fixture.ts): Dan 75 days late 270.50,
 * Ben 30 days 135.00, Ann 40 days 210.00, Cara and Eve 5 days 50.00 and 40.00.
 *
 * Revenue adds, on a new agreement, Cash 100.00 and Credit Card 40.00 taken T-2, Money Order 25.00
 * today, and the reversal today of T-2's cash (a returned check would read the same). The
 * fixture's own payments in the period: Ben's cash 30.00 on T-1 (T-3's card attempt declined).
 *
 * Utilization: Sofas: two on rent (500 + 300), one in stock procured T-200 and never rented
 * (idle, 250), one in stock procured T-10 (40), one sold; uncategorised: one in stock procured
 * T-200 whose agreement closed T-30 (not idle, 90).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  agingReportSchema,
  agreementsReportSchema,
  collectionsReportSchema,
  collectionQueueResponseSchema,
  endOfDaySchema,
  flowItemListResponseSchema,
  revenueReportSchema,
  utilizationReportSchema,
} from '@rentline/sync-protocol/wire';
import { storeToday } from '../../lib/store-time';
import {
  client,
  idempotencyKey,
  startTestServer,
  type TestServer,
} from '../../testing/test-server';
import { seedCollectionsFixture } from '../../testing/collections-fixture';
import {
  STORE_TZ,
  dayFrom,
  insertAgreement,
  insertCustomerWithContact,
  insertFlowItem,
  insertPayment,
} from '../../testing/pulse-factories';

const today = storeToday(STORE_TZ);
const d = (offset: number) => dayFrom(today, offset);

let server: TestServer;
let api: ReturnType<typeof client>;
let cashId: number;
let me: number;
let casey: number;

beforeAll(async () => {
  server = await startTestServer();
  const session = await server.signIn();
  api = client(server.url, session.token);
  me = session.employee.id;
  const [row] = await server.db.em
    .fork()
    .execute<{ id: number }[]>(`select id from employees where email = 'demo2@example.com'`);
  await server.db.em.fork().transactional(async (em) => {
    casey = Number(row!.id);
    await seedCollectionsFixture(em, today, { me, casey });
    const customer = await insertCustomerWithContact(em, 'Rita Revenue');
    const agreement = await insertAgreement(em, {
      customer_id: customer,
      custom_agreement_id: 'AGR-REV-1',
      agreement_status: 'Active',
      total_cost: 5000,
      activated_on: d(-40),
    });
    const pay = (payment_method: string, amount_paid: number, paid_on: string) =>
      insertPayment(em, {
        agreement_id: agreement,
        amount_paid,
        payment_method,
        success: true,
        payment_status: 'completed',
        paid_on,
        time: '10:00',
      });
    cashId = await pay('Cash', 100, d(-2));
    await pay('Credit Card', 40, d(-2));
    await pay('Money Order', 25, today);

    const [sofas] = await em.execute<{ id: number }[]>(
      `insert into categories (name) values ('Sofas') returning id`,
    );
    const category_id = Number(sofas!.id);
    const item = async (status: string, our_cost: number, procured: string, category = true) => {
      const id = await insertFlowItem(em, {
        name: `${status} ${our_cost}`,
        status,
        our_cost,
        ...(category ? { category_id } : {}),
      });
      await em.execute(`update flow_items set procurement_date = ?::date where id = ?`, [
        procured,
        id,
      ]);
      return id;
    };
    await item('On Rent', 500, d(-300));
    await item('On Rent', 300, d(-20));
    await item('In-Stock', 250, d(-200));
    await item('In-Stock', 40, d(-10));
    await item('Sold', 900, d(-400));
    const returned = await item('In-Stock', 90, d(-200), false);
    const closed = await insertAgreement(em, {
      customer_id: customer,
      custom_agreement_id: 'AGR-UTIL-1',
      agreement_status: 'Returned',
      total_cost: 1000,
      activated_on: d(-150),
    });
    await em.execute(`update agreements set closed_on = ?::date where id = ?`, [d(-30), closed]);

    // Agreements: two dated T-200; their steps at noon (store time) on T-200 to T-198.
    await em.execute(`update agreements set agreement_date = ?::date where id in (?, ?)`, [
      d(-200),
      agreement,
      closed,
    ]);
    const step = (id: number, kind: string, offset: number) =>
      em.execute(
        `insert into agreement_events (agreement_id, kind, created_at)
         values (?, ?, (?::date + time '12:00') at time zone ?)`,
        [id, kind, d(offset), STORE_TZ],
      );
    await step(closed, 'Charged Off', -200);
    await step(agreement, 'Paid Out', -199);
    await step(closed, 'Paid Out (Early Purchase)', -199);
    await step(closed, 'Returned', -198);
    await step(closed, 'Reinstated', -198);
    await step(agreement, 'Payment', -198);
    await em.execute(
      `insert into agreement_items (agreement_id, flow_item_id, item_name) values (?, ?, 'Returned unit')`,
      [closed, returned],
    );
  });
  const reversal = await api(
    'POST',
    `/api/payments/${cashId}/reverse`,
    { reason: 'Returned check' },
    idempotencyKey(),
  );
  expect(reversal.status, JSON.stringify(reversal.body)).toBe(200);
});
afterAll(() => server?.close());

async function get<T>(path: string, schema: { parse: (v: unknown) => T }): Promise<T> {
  const res = await api('GET', path);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return schema.parse(res.body);
}

describe('#reports.aging', () => {
  it('puts each past-due account in the bucket of its oldest installment, summing to the queue', async () => {
    const report = await get('/api/reports/aging', agingReportSchema);
    expect(report.as_of).toBe(today);
    expect(report.buckets).toEqual([
      { bucket: '1-30', accounts: 3, amount: 225 },
      { bucket: '31-60', accounts: 1, amount: 210 },
      { bucket: '61-90', accounts: 1, amount: 270.5 },
      { bucket: '90+', accounts: 0, amount: 0 },
    ]);
    expect(report.total_amount).toBe(705.5);

    const queue = await get('/api/collections/queue?limit=100', collectionQueueResponseSchema);
    const queueCents = queue.accounts.reduce((n, a) => n + Math.round(a.amount_past_due * 100), 0);
    expect(Math.round(report.total_amount * 100)).toBe(queueCents);
    expect(report.buckets.reduce((n, b) => n + b.accounts, 0)).toBe(queue.total_count);
  });

  it('refuses a day after today, and what is not a day, changing nothing', async () => {
    const future = await api('GET', `/api/reports/aging?as_of=${d(1)}`);
    expect(future.status).toBe(400);
    expect((future.body as { error: string }).error).toBe('Choose today or an earlier day.');
    const bad = await api('GET', '/api/reports/aging?as_of=yesterday');
    expect(bad.status).toBe(400);
  });
});

describe('#reports.revenue', () => {
  it('answers each store day by tender, with the reversals recorded that day netted', async () => {
    const report = await get(`/api/reports/revenue?from=${d(-2)}&to=${today}`, revenueReportSchema);
    const byDay = (date: string) => {
      const row = report.rows.find((r) => r.date === date)!;
      return {
        tenders: Object.fromEntries(
          row.tenders.filter((t) => t.total !== 0).map((t) => [t.method, t.total]),
        ),
        total: row.total,
        reversals: row.reversals,
      };
    };
    expect(report.rows.map((r) => r.date)).toEqual([d(-2), d(-1), today]);
    expect(byDay(d(-2))).toEqual({ tenders: { cash: 100, card: 40 }, total: 140, reversals: 0 });
    expect(byDay(d(-1))).toEqual({ tenders: { cash: 30 }, total: 30, reversals: 0 });
    expect(byDay(today)).toEqual({ tenders: { money_order: 25 }, total: -75, reversals: 100 });
  });

  it('gives each day the tenders, fees and tax End of Day counts for it', async () => {
    const from = d(-100);
    const report = await get(`/api/reports/revenue?from=${from}&to=${today}`, revenueReportSchema);
    expect(report.rows).toHaveLength(101);
    const withMoney = report.rows.filter((r) => r.tenders.some((t) => t.total !== 0));
    expect(withMoney.length).toBeGreaterThanOrEqual(5);
    for (const row of withMoney) {
      const day = await get(`/api/end-of-day/${row.date}`, endOfDaySchema);
      expect(
        row.tenders.map((t) => [t.method, t.total]),
        row.date,
      ).toEqual(day.tenders.map((t) => [t.method, t.total]));
      expect([row.fees, row.tax]).toEqual([day.fees_total, day.tax_total]);
    }
  });

  it('refuses a period that ends before it starts, runs past today or is longer than a year', async () => {
    for (const query of [
      `from=${today}&to=${d(-1)}`,
      `from=${d(-1)}&to=${d(1)}`,
      `from=${d(-400)}&to=${today}`,
      `from=${today}`,
    ]) {
      const res = await api('GET', `/api/reports/revenue?${query}`);
      expect(res.status, query).toBe(400);
    }
  });
});

describe('#reports.agreements', () => {
  it('counts the agreements dated each day and each lifecycle step taken that day', async () => {
    const report = await get(
      `/api/reports/agreements?from=${d(-200)}&to=${d(-198)}`,
      agreementsReportSchema,
    );
    expect(report.rows).toEqual([
      { date: d(-200), opened: 2, paid_out: 0, returned: 0, charged_off: 1, reinstated: 0 },
      { date: d(-199), opened: 0, paid_out: 2, returned: 0, charged_off: 0, reinstated: 0 },
      { date: d(-198), opened: 0, paid_out: 0, returned: 1, charged_off: 0, reinstated: 1 },
    ]);
  });
});

describe('#reports.collections', () => {
  it("counts each employee's calls, visits and promises, kept and collected", async () => {
    const report = await get(
      `/api/reports/collections?from=${d(-30)}&to=${today}`,
      collectionsReportSchema,
    );
    const of = (id: number) => {
      const { employee_name, ...figures } = report.employees.find((e) => e.employee_id === id)!;
      expect(employee_name).not.toBe('');
      return figures;
    };
    // Me: Ann's and Cara's calls; Ann's promise (nothing paid by T-2) and Cara's (nothing yet).
    expect(of(me)).toEqual({
      employee_id: me,
      calls: 2,
      visits: 0,
      promises_made: 2,
      promises_kept: 0,
      collected_after_promise: 0,
    });
    // Casey: Ann's and Ben's calls, Dan's visit; Ben's promise kept by his 30.00 on T-1, and the
    // promise given T-1 for T-15 (cancelled) that no payment could keep.
    expect(of(casey)).toEqual({
      employee_id: casey,
      calls: 2,
      visits: 1,
      promises_made: 2,
      promises_kept: 1,
      collected_after_promise: 30,
    });
    expect(report.employees).toHaveLength(2);
  });
});

describe('#reports.utilization', () => {
  it('counts items on rent, in stock and idle by category, with what they cost', async () => {
    const report = await get('/api/reports/utilization', utilizationReportSchema);
    expect(report.categories).toEqual([
      {
        category: 'Sofas',
        on_rent: 2,
        in_stock: 2,
        idle_over_90_days: 1,
        cost_on_rent: 800,
        cost_idle: 250,
      },
      {
        category: 'Uncategorised',
        on_rent: 0,
        in_stock: 1,
        idle_over_90_days: 0,
        cost_on_rent: 0,
        cost_idle: 0,
      },
    ]);
    const onRent = await get(
      `/api/flow/items?status=${encodeURIComponent('On Rent')}&limit=1`,
      flowItemListResponseSchema,
    );
    expect(report.categories.reduce((n, c) => n + c.on_rent, 0)).toBe(onRent.total_count);
  });
});
