/**
 * GET /api/reports/trends against a hand-computed fixture, and checked against the screens whose
 * figures it follows: the hub's overdue amount, the dashboard's active agreements and the Revenue
 * report. Weeks end T-49, T-42 … T-7 and today T; a week's revenue is its seven days. The store's
 * default settings: Monthly terms, a $5 late fee the day after a 5-day grace (due + 6), no tax.
 *
 * | agreement | activated | installments (due: rent, paid on)    | later                           |
 * |-----------|-----------|--------------------------------------|---------------------------------|
 * | Ann       | T-100     | T-60: 100 on T-60; T-30: 100 unpaid  | 40 paid T-10 (fee 5, rent 35)   |
 * | Ben       | T-80      | T-45: 100 unpaid                     | returned T-20 (closeout 105)    |
 * | Cal       | T-10      | T-10: 50 on T-10                     |                                 |
 * | Dee       | T-70      | T-40: 80 on T-33; T-12: 80 on T-12   | T-12's reversed today (fee 25)  |
 *
 * Overdue at the end of each week (installments due before the day, less what was paid or
 * credited by then; a late fee from its day):
 *
 * | week ends | Ann                 | Ben                 | Dee                | overdue | active         | revenue |
 * |-----------|---------------------|---------------------|--------------------|---------|----------------|---------|
 * | T-49      | 0                   | 0                   | 0 (due T-40)       | 0       | 3: Ann Ben Dee | 0       |
 * | T-42      | 0                   | 100 (fee from T-39) | 0                  | 100     | 3              | 0       |
 * | T-35      | 0                   | 105                 | 80 (paid T-33)     | 185     | 3              | 0       |
 * | T-28      | 100 (fee from T-24) | 105                 | 0                  | 205     | 3              | 80      |
 * | T-21      | 105                 | 105 (closed T-20)   | 0                  | 210     | 3              | 0       |
 * | T-14      | 105                 | 0, Returned         | 0                  | 105     | 2: Ann Dee     | 0       |
 * | T-7       | 65                  | 0                   | 0 (reversed later) | 65      | 3: + Cal       | 170     |
 * | T         | 65                  | 0                   | 105 (80 + fee 25)  | 170     | 3              | -80     |
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  agingReportSchema,
  dashboardMetricsSchema,
  hubSummarySchema,
  revenueReportSchema,
  trendsReportSchema,
} from '@rentline/sync-protocol/wire';
import { storeToday } from '../../lib/store-time';
import {
  client,
  idempotencyKey,
  startTestServer,
  type TestServer,
} from '../../testing/test-server';
import {
  STORE_TZ,
  dayFrom,
  insertAgreement,
  insertCustomerWithContact,
  insertInstallment,
  insertPayment,
  settleAt,
} from '../../testing/pulse-factories';

const today = storeToday(STORE_TZ);
const d = (offset: number) => dayFrom(today, offset);
const noon = `(?::date + time '12:00') at time zone ?`;

/**
 * A server over a new store holding the fixture above, signed in as the manager and the clerk.
 * The file's tests read one, which nothing writes to; a test that writes builds its own.
 */
async function startTrendStore() {
  const server = await startTestServer();
  const manager = client(server.url, (await server.signIn()).token);
  const clerk = client(server.url, (await server.signIn('demo2@example.com')).token);
  const reversedId = await server.db.em.fork().transactional(async (em) => {
    const agreement = async (name: string, activated: number) =>
      insertAgreement(em, {
        customer_id: await insertCustomerWithContact(em, name),
        custom_agreement_id: `AGR-TREND-${name}`,
        agreement_status: 'Active',
        total_cost: 1000,
        activated_on: d(activated),
      });

    const ann = await agreement('Ann', -100);
    await insertInstallment(em, ann, d(-60), 100, d(-60));
    await insertInstallment(em, ann, d(-30), 100, null);
    await insertPayment(em, {
      agreement_id: ann,
      amount_paid: 40,
      success: true,
      payment_status: 'completed',
      paid_on: d(-10),
    });

    // Returned T-20: what it owed (rent and late fee) closed out, as the return step writes it.
    const ben = await agreement('Ben', -80);
    await insertInstallment(em, ben, d(-45), 100, null);
    await em.execute(
      `insert into ledger_entries (agreement_id, kind, amount_cents, effective_date, reason, created_at)
       values (?, 'closeout', -10500, ?::date, 'Returned', ${noon})`,
      [ben, d(-20), d(-20), STORE_TZ],
    );
    await em.execute(
      `update agreements set agreement_status = 'Returned', closed_on = ?::date where id = ?`,
      [d(-20), ben],
    );
    await em.execute(
      `insert into agreement_events (agreement_id, kind, created_at) values (?, 'Returned', ${noon})`,
      [ben, d(-20), STORE_TZ],
    );
    await settleAt(em, ben);

    const cal = await agreement('Cal', -10);
    await insertInstallment(em, cal, d(-10), 50, d(-10));

    const dee = await agreement('Dee', -70);
    await insertInstallment(em, dee, d(-40), 80, d(-33));
    const reversed = await insertInstallment(em, dee, d(-12), 80, d(-12));
    const [payment] = await em.execute<{ id: number }[]>(
      `select id from payments where scheduled_payment_id = ?`,
      [reversed],
    );
    return Number(payment!.id);
  });
  const reversal = await manager(
    'POST',
    `/api/payments/${reversedId}/reverse`,
    { reason: 'Returned check' },
    idempotencyKey(),
  );
  expect(reversal.status, JSON.stringify(reversal.body)).toBe(200);
  return { server, manager, clerk };
}

let server: TestServer;
let manager: ReturnType<typeof client>;
let clerk: ReturnType<typeof client>;
beforeAll(async () => {
  ({ server, manager, clerk } = await startTrendStore());
});
afterAll(() => server?.close());

async function get<T>(
  api: typeof manager,
  path: string,
  schema: { parse: (v: unknown) => T },
): Promise<T> {
  const res = await api('GET', path);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return schema.parse(res.body);
}

describe('#reports.trends', () => {
  it('answers each of the last 8 weeks, oldest first, with its three hand-computed figures', async () => {
    const { weeks } = await get(manager, '/api/reports/trends', trendsReportSchema);
    expect(weeks).toEqual([
      { week_end: d(-49), overdue_amount: 0, active_agreements: 3, revenue: 0 },
      { week_end: d(-42), overdue_amount: 100, active_agreements: 3, revenue: 0 },
      { week_end: d(-35), overdue_amount: 185, active_agreements: 3, revenue: 0 },
      { week_end: d(-28), overdue_amount: 205, active_agreements: 3, revenue: 80 },
      { week_end: d(-21), overdue_amount: 210, active_agreements: 3, revenue: 0 },
      { week_end: d(-14), overdue_amount: 105, active_agreements: 2, revenue: 0 },
      { week_end: d(-7), overdue_amount: 65, active_agreements: 3, revenue: 170 },
      { week_end: today, overdue_amount: 170, active_agreements: 3, revenue: -80 },
    ]);
  });

  it("ends on today's hub overdue amount and the dashboard's active agreements", async () => {
    const { weeks } = await get(manager, '/api/reports/trends', trendsReportSchema);
    const hub = await get(manager, '/api/hub/summary', hubSummarySchema);
    const dashboard = await get(manager, '/api/dashboard/metrics', dashboardMetricsSchema);
    expect(weeks.at(-1)).toMatchObject({
      overdue_amount: hub.overdue_amount,
      active_agreements: dashboard.activeAgreements,
    });
  });

  it("gives a week the Revenue report's totals for its seven days", async () => {
    const { weeks } = await get(manager, '/api/reports/trends', trendsReportSchema);
    const report = await get(
      manager,
      `/api/reports/revenue?from=${d(-13)}&to=${d(-7)}`,
      revenueReportSchema,
    );
    const cents = report.rows.reduce((n, r) => n + Math.round(r.total * 100), 0);
    expect(weeks[6]!.revenue).toBe(cents / 100);
  });

  it('gives a clerk the overdue and active agreements trends, and no revenue', async () => {
    const forManager = await get(manager, '/api/reports/trends', trendsReportSchema);
    const forClerk = await get(clerk, '/api/reports/trends', trendsReportSchema);
    expect(forClerk.weeks).toEqual(forManager.weeks.map((w) => ({ ...w, revenue: null })));
  });
});

describe('#reports.aging as of a past day', () => {
  it('buckets the accounts past due at the end of that day, by their oldest installment', async () => {
    // T-21: Ann owes 105 on T-30's (9 days late), Ben 105 on T-45's (24 days): both 1-30.
    const t21 = await get(manager, `/api/reports/aging?as_of=${d(-21)}`, agingReportSchema);
    expect(t21).toEqual({
      as_of: d(-21),
      buckets: [
        { bucket: '1-30', accounts: 2, amount: 210 },
        { bucket: '31-60', accounts: 0, amount: 0 },
        { bucket: '61-90', accounts: 0, amount: 0 },
        { bucket: '90+', accounts: 0, amount: 0 },
      ],
      total_amount: 210,
    });
    // T-7: Ben was returned, Dee's reversal came later; Ann owes 65, 23 days late.
    const t7 = await get(manager, `/api/reports/aging?as_of=${d(-7)}`, agingReportSchema);
    expect(t7.buckets[0]).toEqual({ bucket: '1-30', accounts: 1, amount: 65 });
    expect(t7.total_amount).toBe(65);
    // T-49: nothing was past due yet.
    const t49 = await get(clerk, `/api/reports/aging?as_of=${d(-49)}`, agingReportSchema);
    expect(t49.total_amount).toBe(0);
  });
});

describe('#reports.trends after a change', () => {
  // The answer is kept between reads (trends-cache.ts) only while nothing it is computed from
  // changes. This test takes a payment: on a store of its own, built as the others' is.
  let own: Awaited<ReturnType<typeof startTrendStore>>;
  beforeAll(async () => {
    own = await startTrendStore();
  });
  afterAll(() => own?.server.close());

  it('follows a payment taken after the last read', async () => {
    const { server, manager, clerk } = own;
    const before = await get(manager, '/api/reports/trends', trendsReportSchema);
    expect(before.weeks.at(-1)).toMatchObject({ overdue_amount: 170, revenue: -80 });
    const [dee] = await server.db.em
      .fork()
      .execute<{ id: number }[]>(
        `select id from agreements where custom_agreement_id = 'AGR-TREND-Dee'`,
      );
    const paid = await clerk(
      'POST',
      '/api/payments',
      { agreement_id: Number(dee!.id), amount: 105, payment_method: 'Cash' },
      idempotencyKey(),
    );
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    const after = await get(manager, '/api/reports/trends', trendsReportSchema);
    expect(after.weeks.slice(0, -1)).toEqual(before.weeks.slice(0, -1));
    const hub = await get(manager, '/api/hub/summary', hubSummarySchema);
    expect(hub.overdue_amount).toBeLessThan(170);
    expect(after.weeks.at(-1)).toMatchObject({ overdue_amount: hub.overdue_amount, revenue: 25 });
  });
});
