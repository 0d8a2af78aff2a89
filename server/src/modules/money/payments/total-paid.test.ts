/**
 * `agreements.total_paid` is every payment that went through and was not reversed: rent, fees
 * and tax alike. The money module writes it with the agreement's other figures each time it
 * settles the agreement, whoever takes the money (a payment over several agreements and tenders,
 * one alone, a card's return), so the figures follow through the API: a payment raises total
 * paid and lowers the balance, its reversal puts both back.
 *
 * Each test builds its own customer (`paula()`), two Monthly agreements, no sales tax, a $5
 * late fee after 5 days:
 * - first: 250.00 due T-10 (unpaid, past its grace: a $5 late fee), T+20, T+50, T+80. Owed now
 *   255, balance 255 + 750 = 1,005.
 * - second: 100.00 due today, T+30, T+60, T+90. Owed now 100, balance 400.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
} from '../../../testing/pulse-factories';
import { browse, startPayment } from '../card/testing/pay-helpers';

let server: TestServer;
let api: ReturnType<typeof client>;
const today = storeToday(STORE_TZ);
const d = (offset: number) => dayFrom(today, offset);
const future = `12/${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`;

beforeAll(async () => {
  server = await startTestServer();
  api = client(server.url, (await server.signIn()).token);
});
afterAll(async () => {
  await server?.close();
});

/** A new customer with the two agreements above, the calling test's alone. */
const paula = () =>
  server.db.em.fork().transactional(async (em) => {
    const customer = await insertCustomerWithContact(em, 'Paula Payer');
    const agreement = (n: number, cost: number) =>
      insertAgreement(em, {
        customer_id: customer,
        custom_agreement_id: `AG-${n}-${randomUUID().slice(0, 8)}`,
        agreement_status: 'Active',
        total_cost: cost,
        activated_on: d(-40),
      });
    const first = await agreement(1, 1000);
    for (const due of [-10, 20, 50, 80]) await insertInstallment(em, first, d(due), 250, null);
    const second = await agreement(2, 400);
    for (const due of [0, 30, 60, 90]) await insertInstallment(em, second, d(due), 100, null);
    return { customer, first, second };
  });

/** Each agreement's total paid and balance, as its page reads them. */
const figures = async ({ first, second }: { first: number; second: number }) => {
  const of = async (id: number) => {
    const body = (await api('GET', `/api/agreements/${id}`)).body;
    return { total_paid: body.total_paid as number, balance: body.balance as number };
  };
  return { first: await of(first), second: await of(second) };
};

const pay = async (body: Record<string, unknown>) => {
  const res = await api('POST', '/api/payments', body, idempotencyKey());
  expect(res.status).toBe(201);
  return res.body;
};
const reverse = (paymentId: number, reason: string) =>
  api('POST', `/api/payments/${paymentId}/reverse`, { reason }, idempotencyKey());

type Row = { payment_id: number; agreement_id: number; tender: string; amount_paid: number };
/**
 * One payment over both agreements and two tenders: the cash fills the first agreement's 100
 * first (90), the card the rest (10 there, 40 on the second); then 25.50 by check on the first.
 */
const takeSplitAndCheck = async ({ first, second }: { first: number; second: number }) => {
  const taken = await pay({
    splits: [
      { agreement_id: first, amount: 100 },
      { agreement_id: second, amount: 40 },
    ],
    tenders: [
      { tender: 'cash', amount: 90 },
      { tender: 'card', amount: 50 },
    ],
  });
  const check = (await pay({ agreement_id: first, amount: 25.5, payment_method: 'Check' }))
    .payment_id as number;
  return { taken, split: taken.payments as Row[], check };
};

describe('agreements.total_paid', () => {
  it('starts at nothing paid, the balance being owed now plus the installments to come', async () => {
    expect(await figures(await paula())).toEqual({
      first: { total_paid: 0, balance: 1005 },
      second: { total_paid: 0, balance: 400 },
    });
  });

  it('adds every payment that went through to its agreement, its fees included; a declined card adds nothing', async () => {
    const paid = await paula();
    const { customer, first, second } = paid;
    const { taken, split } = await takeSplitAndCheck(paid);
    expect(taken.group_id).toEqual(expect.any(String));
    expect(split.map((p) => [p.agreement_id, p.tender, p.amount_paid])).toEqual([
      [first, 'cash', 90],
      [first, 'card', 10],
      [second, 'card', 40],
    ]);

    const declined = await startPayment(api, {
      customer_id: customer,
      agreement_id: second,
      amount: 75.5,
    });
    expect(declined.status).toBe(201);
    const back = await browse(declined.hostedUrl, {
      card_number: '4000 0000 0000 0119',
      expiry: future,
      cvv: '123',
    });
    expect(back.path).toBe('/pulse/payment/error');

    // first: 90 + 10 + 25.50; second: 40. Each balance is lower by as much.
    expect(await figures(paid)).toEqual({
      first: { total_paid: 125.5, balance: 879.5 },
      second: { total_paid: 40, balance: 360 },
    });
    // Of the first's 125.50, the late fee (5, paid first by the cash) and 120.50 of rent.
    const financial = (await api('GET', `/api/agreements/${first}/financial`)).body;
    expect(financial).toMatchObject({
      total_paid: 125.5,
      paid: { rent: 120.5, damage_waiver: 0, fees: 5, tax: 0 },
    });
  });

  it('takes a reversed payment off total paid and puts it back on the balance, once', async () => {
    const paid = await paula();
    const { split, check } = await takeSplitAndCheck(paid);
    // As in the test above.
    expect(await figures(paid)).toEqual({
      first: { total_paid: 125.5, balance: 879.5 },
      second: { total_paid: 40, balance: 360 },
    });
    const res = await reverse(check, 'Entered in error');
    expect(res.status).toBe(200);
    // The first owes 255 - (90 + 10) now.
    expect(res.body).toEqual({
      success: true,
      payment_id: check,
      entry_id: expect.any(Number),
      agreement_status: 'Active',
      amount_due: 155,
      fee: 0,
    });
    expect(await figures(paid)).toEqual({
      first: { total_paid: 100, balance: 905 },
      second: { total_paid: 40, balance: 360 },
    });

    const again = await reverse(check, 'Entered in error');
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('This payment has already been reversed');
    expect((await figures(paid)).first).toEqual({ total_paid: 100, balance: 905 });

    // One row of the split payment alone: the first's card 10, charged back.
    expect((await reverse(split[1]!.payment_id, 'Card chargeback')).status).toBe(200);
    expect(await figures(paid)).toEqual({
      first: { total_paid: 90, balance: 915 },
      second: { total_paid: 40, balance: 360 },
    });
  });

  it("charges a returned check's fee to the balance, not to total paid", async () => {
    // A new customer's: the second agreement, nothing paid, owes 400 (the figures recomputed
    // for these rows: nothing is paid on it before the check).
    const agreements = await paula();
    const paid = await pay({
      agreement_id: agreements.second,
      amount: 60,
      payment_method: 'Check',
    });
    expect((await figures(agreements)).second).toEqual({ total_paid: 60, balance: 340 });
    const res = await reverse(paid.payment_id, 'Returned check');
    expect(res.status).toBe(200);
    // The store's default returned-check fee, $25, untaxed.
    expect(res.body).toMatchObject({ fee: 25 });
    expect((await figures(agreements)).second).toEqual({ total_paid: 0, balance: 400 + 25 });
  });
});
