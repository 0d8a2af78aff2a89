/**
 * The end of day against a hand-computed day D (T-10), in the store's time zone. The store
 * charges 10 % sales tax on rent (fees untaxed) and the default $5 late fee after 5 days' grace.
 * The payments are on AGR-EOD-4, whose installment due D-20 (1,000.00 rent + 100.00 tax) carries
 * a $5 late fee from D-14, and whose installment due today is 1,000.00 + 100.00 tax.
 *
 * | payment (in the order taken)     | tender      | counted on D | what it paid (fees first, tax before its rent) |
 * |----------------------------------|-------------|--------------|------------------------------------------------|
 * | Cash 100.00 (noon)               | cash        | yes          | late fee 5, tax 95                             |
 * | Cash 50.25 (noon)                | cash        | yes          | tax 5, rent 45.25                              |
 * | Check 200.00                     | check       | yes          | rent                                           |
 * | Money Order 60.00                | money_order | yes          | rent                                           |
 * | Credit Card 75.00                | card        | yes          | rent                                           |
 * | ACH 30.00                        | ach         | yes          | rent                                           |
 * | Gift voucher 20.00               | other (a method the tender table does not know) | yes | rent  |
 * | Credit Card 500.00, declined     | card        | no           | nothing                                        |
 * | Cash 10.00 at 23:30              | cash        | yes (still D in New York, D+1 in UTC) | rent                  |
 * | Cash 999.00 at 00:30 on D+1      | cash        | no           |                                                |
 * | Cash 40.00 on D-1 (AGR-EOD-3)    | cash        | no           |                                                |
 *
 * Cash 3 / 160.25, check 1 / 200, money order 1 / 60, card 1 / 75, ACH 1 / 30, other 1 / 20:
 * 8 payments, 545.25, of which fees 5 and tax 100. The drawer: cash 160.25, checks 260 (the check
 * and the money order). Agreements: two dated D (one activated on D), one dated D-1 activated on
 * D-1; one returned and one paid out on D.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityManager } from '@mikro-orm/sql';
import type { TenderTotal } from '@rentline/sync-protocol/wire';
import { storeToday } from '../../../lib/store-time';
import {
  client,
  idempotencyKey,
  startTestServer,
  type TestServer,
} from '../../../testing/test-server';
import {
  STORE_TZ,
  dayFrom,
  insertAgreement,
  insertCustomerWithContact,
  insertInstallment,
  insertPayment,
} from '../../../testing/pulse-factories';

const today = storeToday(STORE_TZ);
const D = dayFrom(today, -10);

const payAt = (
  em: EntityManager,
  payingId: number,
  method: string,
  amount: number,
  day: string,
  time: string,
) =>
  insertPayment(em, {
    agreement_id: payingId,
    amount_paid: amount,
    payment_method: method,
    success: true,
    payment_status: 'completed',
    paid_on: day,
    time,
  });

/**
 * A server over a new store holding day D above, signed in as the manager; `payingId` is
 * AGR-EOD-4, which the payments are on, `checkId` D's check. Closing a day is the whole store's:
 * the file's read-only tests share one such store, and each test that closes a day or takes a
 * payment builds its own.
 */
async function startEodStore() {
  const server = await startTestServer({ storeSettings: { tax_rate_percent: 10 } });
  let payingId = 0;
  let checkId = 0;
  await server.db.em.fork().transactional(async (em) => {
    const customer = await insertCustomerWithContact(em, 'Tina Till');
    const agreement = (n: number, activated: string) =>
      insertAgreement(em, {
        customer_id: customer,
        custom_agreement_id: `AGR-EOD-${n}`,
        agreement_status: 'Active',
        total_cost: 5000,
        activated_on: activated,
      });
    const first = await agreement(1, D);
    const second = await agreement(2, dayFrom(D, 5));
    const third = await agreement(3, dayFrom(D, -1));
    payingId = await agreement(4, dayFrom(D, -40));
    const dated = (day: string, ...ids: number[]) =>
      em.execute(
        `update agreements set agreement_date = ?::date where id in (${ids.map(() => '?').join(', ')})`,
        [day, ...ids],
      );
    await dated(D, first, second);
    await dated(dayFrom(D, -1), third);
    await dated(dayFrom(D, -40), payingId);
    // The lifecycle's history (agreement_events): one returned and one paid out on D, one
    // charged off the day before (not counted).
    const event = (id: number, kind: string, day: string) =>
      em.execute(
        `insert into agreement_events (agreement_id, kind, created_at)
         values (?, ?, (?::date + time '12:00') at time zone ?)`,
        [id, kind, day, STORE_TZ],
      );
    await event(second, 'Returned', D);
    await event(third, 'Paid Out (Early Purchase)', D);
    await event(first, 'Charged Off', dayFrom(D, -1));
    // The day before: AGR-EOD-3's one installment, paid in cash that day.
    await insertInstallment(em, third, dayFrom(D, -1), 40, dayFrom(D, -1));
    await insertInstallment(em, payingId, dayFrom(D, -20), 1000, null);
    await insertInstallment(em, payingId, today, 1000, null);
    const pay = (amount: number, payment_method: string, success = true) =>
      insertPayment(em, {
        agreement_id: payingId,
        amount_paid: amount,
        payment_method,
        success,
        payment_status: success ? 'completed' : 'failed',
        paid_on: D,
      });
    await pay(100, 'Cash');
    await pay(50.25, 'Cash');
    checkId = await pay(200, 'Check');
    await pay(60, 'Money Order');
    await pay(75, 'Credit Card');
    await pay(30, 'ACH');
    await pay(20, 'Gift voucher');
    await pay(500, 'Credit Card', false);
    await payAt(em, payingId, 'Cash', 10, D, '23:30');
    await payAt(em, payingId, 'Cash', 999, dayFrom(D, 1), '00:30');
  });
  const api = client(server.url, (await server.signIn()).token);
  return { server, api, payingId, checkId };
}
type EodStore = Awaited<ReturnType<typeof startEodStore>>;

/** Runs `work` on a store of its own (startEodStore), closed after. */
async function onOwnStore(work: (store: EodStore) => Promise<void>) {
  const store = await startEodStore();
  try {
    await work(store);
  } finally {
    await store.server.close();
  }
}

/** Closes D counting 160 cash (0.25 short) and 260 in checks, as the close test below. */
async function closeD({ api }: EodStore) {
  const res = await api('POST', `/api/end-of-day/${D}/close`, {
    counted_cash: 160,
    counted_checks: 260,
    note: 'Short a quarter',
  });
  expect(res.status).toBe(201);
}
/** A cash payment of 25 for D recorded after D's close (15:00 on D). */
const payLateForD = ({ server, payingId }: EodStore) =>
  server.db.em.fork().transactional((em) => payAt(em, payingId, 'Cash', 25, D, '15:00'));

let server: TestServer;
let api: ReturnType<typeof client>;
beforeAll(async () => {
  ({ server, api } = await startEodStore());
});
afterAll(() => server?.close());

/** A tender's line: nothing reversed unless given. */
const tender = (method: TenderTotal['method'], count: number, total: number, reversed = 0) => ({
  method,
  count,
  total,
  reversed,
  net: Math.round((total - reversed) * 100) / 100,
});

const FIGURES = {
  tenders: [
    tender('cash', 3, 160.25),
    tender('check', 1, 200),
    tender('money_order', 1, 60),
    tender('card', 1, 75),
    tender('ach', 1, 30),
    tender('other', 1, 20),
  ],
  payments_count: 8,
  payments_total: 545.25,
  // The late fee (5) and the tax (95 + 5) the first two cash payments paid.
  fees_total: 5,
  tax_total: 100,
  reversals: [],
  drawer: { cash: 160.25, checks: 260 },
  agreements: { opened: 2, activated: 1, paid_out: 1, returned: 1, charged_off: 0 },
};

describe('#end-of-day', () => {
  it("answers an open day's figures by tender and its agreements, in the store's day", async () => {
    const res = await api('GET', `/api/end-of-day/${D}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      date: D,
      closed: false,
      ...FIGURES,
      close: null,
      adjustments: [],
    });
  });

  it.each([
    ['a negative count', { counted_cash: -1, counted_checks: 0 }, 'counted_cash'],
    ['a count with three decimals', { counted_cash: 1.005, counted_checks: 0 }, 'counted_cash'],
    ['a count as text', { counted_cash: 10, counted_checks: '200' }, 'counted_checks'],
    ['no counts', {}, 'counted_cash'],
  ])('refuses to close with %s (400), and closes nothing', async (_label, body, field) => {
    const res = await api('POST', `/api/end-of-day/${D}/close`, body);
    expect(res.status).toBe(400);
    expect(res.body.fields[field]).toBe(
      'Enter the counted amount (0 or more, at most two decimals)',
    );
    expect((await api('GET', `/api/end-of-day/${D}`)).body.closed).toBe(false);
  });

  it('refuses a day not yet begun, and a date that is not one', async () => {
    const tomorrow = await api('POST', `/api/end-of-day/${dayFrom(today, 1)}/close`, {
      counted_cash: 0,
      counted_checks: 0,
    });
    expect(tomorrow.status).toBe(400);
    expect(tomorrow.body.error).toBe('A day can be closed only once it has begun');
    expect((await api('GET', '/api/end-of-day/2026-02-30')).status).toBe(400);
    expect((await api('GET', '/api/end-of-day/yesterday')).status).toBe(400);
  });

  it('closes once with the counted cash and checks: over/short; a second close is 409', async () =>
    onOwnStore(async ({ api }) => {
      // Cash 160.25 expected, 160 counted; checks and money orders 260, 260 counted.
      const res = await api('POST', `/api/end-of-day/${D}/close`, {
        counted_cash: 160,
        counted_checks: 260,
        note: 'Short a quarter',
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        date: D,
        closed: true,
        ...FIGURES,
        close: {
          closed_by_name: 'Jordan Avery',
          counted_cash: 160,
          counted_checks: 260,
          over_short_cash: -0.25,
          over_short_checks: 0,
          over_short: -0.25,
          note: 'Short a quarter',
        },
        adjustments: [],
      });
      const again = await api('POST', `/api/end-of-day/${D}/close`, {
        counted_cash: 160.25,
        counted_checks: 260,
      });
      expect(again.status).toBe(409);
      expect(again.body.error).toBe('This day is already closed');
    }));

  it('keeps a closed day frozen: a payment recorded for it later is an adjustment line', async () =>
    onOwnStore(async (store) => {
      const { api } = store;
      await closeD(store);
      await payLateForD(store);
      const res = await api('GET', `/api/end-of-day/${D}`);
      expect(res.body).toMatchObject({ closed: true, ...FIGURES });
      expect(res.body.close.over_short).toBe(-0.25);
      expect(res.body.adjustments).toEqual([
        {
          payment_id: expect.any(Number),
          method: 'cash',
          amount: 25,
          recorded_at: expect.stringMatching(/Z$/),
          reason: 'Payment recorded for this day after it was closed',
        },
      ]);
    }));

  it('lists the closes, newest first', async () =>
    onOwnStore(async (store) => {
      const { api } = store;
      await closeD(store);
      await api('POST', `/api/end-of-day/${dayFrom(D, -1)}/close`, {
        counted_cash: 40,
        counted_checks: 0,
      });
      const res = await api('GET', '/api/end-of-day');
      expect(res.status).toBe(200);
      expect(res.body.closes).toEqual([
        {
          date: D,
          closed_at: expect.stringMatching(/Z$/),
          closed_by_name: 'Jordan Avery',
          payments_total: 545.25,
          over_short: -0.25,
        },
        expect.objectContaining({ date: dayFrom(D, -1), payments_total: 40, over_short: 0 }),
      ]);
    }));

  it('takes a reversal recorded the same day as its payment out of the drawer; one of an earlier day is listed; one recorded after the close is an adjustment', async () =>
    onOwnStore(async (store) => {
      const { api, payingId, checkId } = store;
      // D closed, then a payment of 25 recorded for it (as the two tests above).
      await closeD(store);
      await payLateForD(store);
      const take = async (amount: number, payment_method: string) => {
        const res = await api(
          'POST',
          '/api/payments',
          { agreement_id: payingId, amount, payment_method },
          idempotencyKey(),
        );
        expect(res.status).toBe(201);
        return res.body.payment_id as number;
      };
      const reverse = async (paymentId: number, reason: string) => {
        const res = await api(
          'POST',
          `/api/payments/${paymentId}/reverse`,
          { reason },
          idempotencyKey(),
        );
        expect(res.status).toBe(200);
      };
      const cash = await take(30, 'Cash');
      const check = await take(20, 'Check');
      await reverse(cash, 'Entered in error');
      await reverse(checkId, 'Returned check');

      const day = await api('GET', `/api/end-of-day/${today}`);
      // Both of today's payments paid rent of the installment due today (AGR-EOD-4 owed no fee or
      // tax by then): no fees, no tax. The cash 30 was given back the same day: the drawer holds
      // no cash and the check's 20. D's check, reversed today, is listed but was never in today's
      // drawer.
      expect(day.body).toMatchObject({
        date: today,
        closed: false,
        tenders: [
          tender('cash', 1, 30, 30),
          tender('check', 1, 20),
          tender('money_order', 0, 0),
          tender('card', 0, 0),
          tender('ach', 0, 0),
          tender('other', 0, 0),
        ],
        payments_count: 2,
        payments_total: 50,
        fees_total: 0,
        tax_total: 0,
        drawer: { cash: 0, checks: 20 },
        reversals: [
          {
            entry_id: expect.any(Number),
            payment_id: cash,
            agreement_id: payingId,
            custom_agreement_id: 'AGR-EOD-4',
            method: 'cash',
            amount: 30,
            reason: 'Entered in error',
            reversed_at: expect.stringMatching(/Z$/),
            same_day: true,
            employee_name: 'Jordan Avery',
          },
          expect.objectContaining({
            payment_id: checkId,
            method: 'check',
            amount: 200,
            reason: 'Returned check',
            same_day: false,
          }),
        ],
      });

      // A reversal belongs to the day it is recorded: D, closed, is as it was.
      const closed = await api('GET', `/api/end-of-day/${D}`);
      expect(closed.body).toMatchObject({ closed: true, ...FIGURES });
      expect(closed.body.close.over_short).toBe(-0.25);
      expect(closed.body.adjustments).toEqual([
        expect.objectContaining({ method: 'cash', amount: 25 }),
      ]);

      // Today closed with what the drawer holds; a reversal recorded after the close is a line
      // below today's frozen figures.
      const close = await api('POST', `/api/end-of-day/${today}/close`, {
        counted_cash: 0,
        counted_checks: 20,
      });
      expect(close.status).toBe(201);
      expect(close.body.close).toMatchObject({
        over_short_cash: 0,
        over_short_checks: 0,
        over_short: 0,
      });
      await reverse(check, 'Returned check');
      const after = await api('GET', `/api/end-of-day/${today}`);
      expect(after.body).toMatchObject({
        closed: true,
        tenders: day.body.tenders,
        drawer: { cash: 0, checks: 20 },
        reversals: day.body.reversals,
      });
      expect(after.body.close.over_short).toBe(0);
      expect(after.body.adjustments).toEqual([
        {
          payment_id: check,
          method: 'check',
          amount: -20,
          recorded_at: expect.stringMatching(/Z$/),
          reason: 'Payment reversed after the day was closed (Returned check)',
        },
      ]);
    }));

  it('answers 401 without a token', async () => {
    expect((await client(server.url)('GET', `/api/end-of-day/${D}`)).status).toBe(401);
  });
});
