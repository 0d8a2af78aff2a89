/**
 * The end of day against a hand-computed day D (T-10), in the store's time zone:
 *
 * | payment                         | tender | counted on D |
 * |---------------------------------|--------|--------------|
 * | Cash 100.00, Cash 50.25 (noon)  | cash   | yes          |
 * | Cash 10.00 at 23:30             | cash   | yes (still D in New York, D+1 in UTC) |
 * | Cash 999.00 at 00:30 on D+1     | cash   | no           |
 * | Check 200.00                    | check  | yes          |
 * | Credit Card 75.00               | card   | yes          |
 * | ACH 30.00                       | other  | yes          |
 * | Credit Card 500.00, declined    | card   | no           |
 * | Cash 40.00 on D-1               | cash   | no           |
 *
 * Cash 3 / 160.25, check 1 / 200, card 1 / 75, other 1 / 30: 6 payments, 465.25.
 * Agreements: two dated D (one activated on D), one dated D-1 activated on D-1.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityManager } from '@mikro-orm/sql';
import { storeToday } from '../../hub/hub.routes';
import { client, startTestServer, type TestServer } from '../../../testing/test-server';
import {
  STORE_TZ,
  dayFrom,
  insertAgreement,
  insertCustomerWithContact,
  insertPayment,
} from '../../../testing/pulse-factories';

let server: TestServer;
let api: ReturnType<typeof client>;
const today = storeToday(STORE_TZ);
const D = dayFrom(today, -10);
let agreementId: number;

async function payAt(em: EntityManager, method: string, amount: number, localTime: string) {
  await em.execute(
    `insert into payments (agreement_id, amount_paid, payment_method, payment_status, success, created_at)
     values (?, ?, ?, 'completed', true, (?::timestamp) at time zone ?)`,
    [agreementId, amount, method, localTime, STORE_TZ],
  );
}

beforeAll(async () => {
  server = await startTestServer();
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
    agreementId = await agreement(1, D);
    const second = await agreement(2, dayFrom(D, 5));
    const third = await agreement(3, dayFrom(D, -1));
    await em.execute('update agreements set agreement_date = ?::date where id in (?, ?)', [
      D,
      agreementId,
      second,
    ]);
    await em.execute('update agreements set agreement_date = ?::date where id = ?', [
      dayFrom(D, -1),
      third,
    ]);
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
    await event(agreementId, 'Charged Off', dayFrom(D, -1));
    const pay = (amount: number, payment_method: string, paid_on = D, success = true) =>
      insertPayment(em, {
        agreement_id: agreementId,
        amount_paid: amount,
        payment_method,
        success,
        payment_status: success ? 'completed' : 'failed',
        paid_on,
      });
    await pay(100, 'Cash');
    await pay(50.25, 'Cash');
    await pay(200, 'Check');
    await pay(75, 'Credit Card');
    await pay(30, 'ACH');
    await pay(500, 'Credit Card', D, false);
    await pay(40, 'Cash', dayFrom(D, -1));
    await payAt(em, 'Cash', 10, `${D} 23:30`);
    await payAt(em, 'Cash', 999, `${dayFrom(D, 1)} 00:30`);
  });
  api = client(server.url, (await server.signIn()).token);
});
afterAll(() => server?.close());

const FIGURES = {
  tenders: [
    { method: 'cash', count: 3, total: 160.25 },
    { method: 'check', count: 1, total: 200 },
    { method: 'card', count: 1, total: 75 },
    { method: 'other', count: 1, total: 30 },
  ],
  payments_count: 6,
  payments_total: 465.25,
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

  it('closes once with the counted cash and checks: over/short; a second close is 409', async () => {
    const res = await api('POST', `/api/end-of-day/${D}/close`, {
      counted_cash: 160,
      counted_checks: 200,
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
        counted_checks: 200,
        over_short_cash: -0.25,
        over_short_checks: 0,
        over_short: -0.25,
        note: 'Short a quarter',
      },
      adjustments: [],
    });
    const again = await api('POST', `/api/end-of-day/${D}/close`, {
      counted_cash: 160.25,
      counted_checks: 200,
    });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('This day is already closed');
  });

  it('keeps a closed day frozen: a payment recorded for it later is an adjustment line', async () => {
    await server.db.em.fork().transactional(async (em) => {
      await payAt(em, 'Cash', 25, `${D} 15:00`);
    });
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
  });

  it('lists the closes, newest first', async () => {
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
        payments_total: 465.25,
        over_short: -0.25,
      },
      expect.objectContaining({ date: dayFrom(D, -1), payments_total: 40, over_short: 0 }),
    ]);
  });

  it('answers 401 without a token', async () => {
    expect((await client(server.url)('GET', `/api/end-of-day/${D}`)).status).toBe(401);
  });
});
