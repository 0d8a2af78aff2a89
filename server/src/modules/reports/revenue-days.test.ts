/**
 * The Revenue report's kept past days (revenue-days.ts): a past day is computed once and read
 * from what was kept after, and any statement writing a payment or a ledger entry with that
 * day's time (an insert, a change, a delete) makes it computed again. On PGlite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revenueReportSchema, type RevenueReport } from '@rentline/sync-protocol/wire';
import { storeToday } from '../../lib/store-time';
import { client, startTestServer, type TestServer } from '../../testing/test-server';
import {
  STORE_TZ,
  dayFrom,
  insertAgreement,
  insertCustomerWithContact,
  insertPayment,
} from '../../testing/pulse-factories';

const today = storeToday(STORE_TZ);
const d = (offset: number) => dayFrom(today, offset);

let server: TestServer;
let api: ReturnType<typeof client>;
let agreement: number;

beforeAll(async () => {
  server = await startTestServer();
  api = client(server.url, (await server.signIn()).token);
  agreement = await server.db.em.fork().transactional(async (em) => {
    const customer = await insertCustomerWithContact(em, 'Kept Days');
    return insertAgreement(em, {
      customer_id: customer,
      custom_agreement_id: 'KEPT-1',
      agreement_status: 'Active',
      total_cost: 1000,
      activated_on: d(-20),
    });
  });
});
afterAll(() => server?.close());

async function revenue(from: string, to: string): Promise<RevenueReport['rows']> {
  const res = await api('GET', `/api/reports/revenue?from=${from}&to=${to}`);
  expect(res.status).toBe(200);
  return revenueReportSchema.parse(res.body).rows;
}
const totalOn = (rows: RevenueReport['rows'], day: string) =>
  rows.find((r) => r.date === day)!.total;
const sql = (text: string, params: unknown[] = []) => server.db.em.fork().execute(text, params);
const pay = (paidOn: string, amount: number) =>
  server.db.em.fork().transactional((em) =>
    insertPayment(em, {
      agreement_id: agreement,
      amount_paid: amount,
      success: true,
      payment_status: 'completed',
      paid_on: paidOn,
    }),
  );

describe('#reports revenue: past days kept', () => {
  it('keeps each past day once computed and reads it from there, today never', async () => {
    // The days kept (for the whole store: another test may have asked for some of these days).
    const keptDays = async () =>
      (
        await sql(
          `select to_char(day, 'YYYY-MM-DD') as day from revenue_days where time_zone = ? order by day`,
          [STORE_TZ],
        )
      ).map((r) => r.day as string);
    const keptBefore = await keptDays();
    await pay(d(-10), 40);
    expect(totalOn(await revenue(d(-12), today), d(-10))).toBe(40);
    const asked = [12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1].map((n) => d(-n));
    // Every past day asked for is kept, today is not, and no day that was not asked for.
    expect(await keptDays()).toEqual([...new Set([...keptBefore, ...asked])].sort());
    // What is kept is what is read: a kept row changed behind the report's back shows.
    await sql(
      `update revenue_days set "row" = jsonb_set("row", '{total}', '41') where day = ?::date`,
      [d(-10)],
    );
    expect(totalOn(await revenue(d(-11), d(-9)), d(-10))).toBe(41);
  });

  it('computes a kept day again once a payment of that day is written, changed or deleted', async () => {
    await revenue(d(-15), d(-1));
    const id = await pay(d(-14), 25);
    expect(totalOn(await revenue(d(-15), d(-1)), d(-14))).toBe(25);

    await sql('update payments set amount_paid = 30 where id = ?', [id]);
    await sql(`update ledger_entries set amount_cents = -3000 where payment_id = ?`, [id]);
    expect(totalOn(await revenue(d(-15), d(-1)), d(-14))).toBe(30);

    await sql(`update payments set success = false where id = ?`, [id]);
    expect(totalOn(await revenue(d(-15), d(-1)), d(-14))).toBe(0);
    await sql(`update payments set success = true where id = ?`, [id]);

    await sql('delete from ledger_entries where payment_id = ?', [id]);
    await sql('delete from payments where id = ?', [id]);
    expect(totalOn(await revenue(d(-15), d(-1)), d(-14))).toBe(0);
  });

  it('computes a kept day again once a reversal is recorded with that day', async () => {
    const id = await pay(d(-16), 60);
    expect(totalOn(await revenue(d(-16), d(-16)), d(-16))).toBe(60);
    await sql(
      `insert into ledger_entries (agreement_id, kind, amount_cents, effective_date, payment_id, created_at)
       values (?, 'reversal', 6000, ?::date, ?, (?::date + time '15:00') at time zone ?)`,
      [agreement, d(-16), id, d(-16), STORE_TZ],
    );
    const [row] = await revenue(d(-16), d(-16));
    expect(row).toMatchObject({ total: 0, reversals: 60 });
  });
});
