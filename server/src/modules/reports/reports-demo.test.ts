/**
 * The reports on the demo store agree with the screens they summarise: aging with the collections
 * queue, each day's revenue with End of Day, utilization's items on rent with the items list, and
 * the trends' last week with the hub and the dashboard, a week's revenue with the Revenue report.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  agingReportSchema,
  collectionQueueResponseSchema,
  dashboardMetricsSchema,
  endOfDaySchema,
  flowItemListResponseSchema,
  hubSummarySchema,
  revenueReportSchema,
  trendsReportSchema,
  utilizationReportSchema,
} from '@rentline/sync-protocol/wire';
import { storeToday } from '../../lib/store-time';
import { agingFromLedger } from './aging';
import { client, startTestServer, type TestServer } from '../../testing/test-server';
import { STORE_TZ, dayFrom } from '../../testing/pulse-factories';

let server: TestServer;
let api: ReturnType<typeof client>;
const today = storeToday(STORE_TZ);

beforeAll(async () => {
  server = await startTestServer({ demo: true });
  api = client(server.url, (await server.signIn()).token);
});
afterAll(() => server?.close());

async function get<T>(path: string, schema: { parse: (v: unknown) => T }): Promise<T> {
  const res = await api('GET', path);
  expect(res.status, path).toBe(200);
  return schema.parse(res.body);
}
const cents = (dollars: number) => Math.round(dollars * 100);

describe('#reports on the demo store', () => {
  it("totals aging to the collections queue's past due, to the cent", async () => {
    const aging = await get('/api/reports/aging', agingReportSchema);
    const queue = await get('/api/collections/queue?limit=1000', collectionQueueResponseSchema);
    const queueCents = queue.accounts.reduce((n, a) => n + cents(a.amount_past_due), 0);
    expect(queueCents).toBeGreaterThan(0);
    expect(cents(aging.total_amount)).toBe(queueCents);
    expect(aging.buckets.reduce((n, b) => n + cents(b.amount), 0)).toBe(queueCents);
    expect(aging.buckets.reduce((n, b) => n + b.accounts, 0)).toBe(queue.total_count);
  });

  it('replays aging from the ledger as the queue reads it today, bucket by bucket', async () => {
    const fromQueue = await get('/api/reports/aging', agingReportSchema);
    const fromLedger = await agingFromLedger(server.db.em.fork(), today, today, STORE_TZ);
    expect(fromLedger).toEqual(fromQueue);
  });

  it("ends aging as of a past day on the trends' overdue amount for that day", async () => {
    const { weeks } = await get('/api/reports/trends', trendsReportSchema);
    for (const week of weeks.slice(0, -1)) {
      const aging = await get(`/api/reports/aging?as_of=${week.week_end}`, agingReportSchema);
      expect(aging.as_of).toBe(week.week_end);
      expect(cents(aging.total_amount), week.week_end).toBe(cents(week.overdue_amount));
    }
  });

  it("gives each of the last 14 days End of Day's tenders, fees and tax", async () => {
    const revenue = await get(
      `/api/reports/revenue?from=${dayFrom(today, -13)}&to=${today}`,
      revenueReportSchema,
    );
    expect(revenue.rows.some((r) => r.total > 0)).toBe(true);
    for (const row of revenue.rows) {
      const day = await get(`/api/end-of-day/${row.date}`, endOfDaySchema);
      expect(
        row.tenders.map((t) => [t.method, t.total]),
        row.date,
      ).toEqual(day.tenders.map((t) => [t.method, t.total]));
      expect([row.fees, row.tax], row.date).toEqual([day.fees_total, day.tax_total]);
    }
  });

  it('counts as many items on rent as the items list', async () => {
    const report = await get('/api/reports/utilization', utilizationReportSchema);
    const onRent = await get(
      `/api/flow/items?status=${encodeURIComponent('On Rent')}&limit=1`,
      flowItemListResponseSchema,
    );
    expect(onRent.total_count).toBeGreaterThan(0);
    expect(report.categories.reduce((n, c) => n + c.on_rent, 0)).toBe(onRent.total_count);
  });

  it("ends the trends on today's hub overdue amount and dashboard active agreements", async () => {
    const { weeks } = await get('/api/reports/trends', trendsReportSchema);
    const hub = await get('/api/hub/summary', hubSummarySchema);
    const dashboard = await get('/api/dashboard/metrics', dashboardMetricsSchema);
    expect(weeks).toHaveLength(8);
    expect(hub.overdue_amount).toBeGreaterThan(0);
    expect(weeks.at(-1)).toMatchObject({
      week_end: today,
      overdue_amount: hub.overdue_amount,
      active_agreements: dashboard.activeAgreements,
    });
  });

  it("gives each trend week the Revenue report's totals for its seven days", async () => {
    const { weeks } = await get('/api/reports/trends', trendsReportSchema);
    const revenue = await get(
      `/api/reports/revenue?from=${dayFrom(today, -55)}&to=${today}`,
      revenueReportSchema,
    );
    const weekCents = weeks.map(({ week_end }) =>
      revenue.rows
        .filter((r) => r.date > dayFrom(week_end, -7) && r.date <= week_end)
        .reduce((n, r) => n + cents(r.total), 0),
    );
    expect(weekCents.some((c) => c > 0)).toBe(true);
    expect(weeks.map((w) => cents(w.revenue!))).toEqual(weekCents);
  });
});
