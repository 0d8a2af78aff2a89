/**
 * Money under concurrency, on PostgreSQL (PGlite runs one statement at a time and hides races):
 * parallel payments on one agreement never take more than its balance, the same
 * Idempotency-Key sent several times at once records one payment, and two card payments
 * approved at the same moment are checked against the balance one after the other.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeToday } from '../../../lib/store-time';
import { browse, startPayment } from '../card/testing/pay-helpers';
import {
  STORE_TZ,
  dayFrom,
  insertAgreement,
  insertCustomerWithContact,
  insertInstallment,
} from '../../../testing/pulse-factories';
import {
  client,
  idempotencyKey,
  startTestServer,
  type TestServer,
} from '../../../testing/test-server';

let server: TestServer;
let api: ReturnType<typeof client>;
const today = storeToday(STORE_TZ);
const future = `12/${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`;
let agreements = 0;

beforeAll(async () => {
  server = await startTestServer();
  api = client(server.url, (await server.signIn()).token);
});
afterAll(() => server.close());

/**
 * A new customer's Active agreement of `cost`, with `installments` monthly installments from 30
 * days ahead, in whole cents adding up to `cost` (the last one takes the odd cents): the schedule
 * is the contract, so what the agreement can take is what its installments add up to.
 */
async function agreementOf(cost: number, installments = 0) {
  return server.db.em.fork().transactional(async (em) => {
    const customer = await insertCustomerWithContact(em, `Race ${++agreements}`);
    const id = await insertAgreement(em, {
      customer_id: customer,
      custom_agreement_id: `RACE-${agreements}-${randomUUID().slice(0, 8)}`,
      agreement_status: 'Active',
      total_cost: cost,
      activated_on: dayFrom(today, -10),
    });
    const costCents = Math.round(cost * 100);
    const each = Math.floor(costCents / installments);
    for (let i = 0; i < installments; i++) {
      const cents = i === installments - 1 ? costCents - each * (installments - 1) : each;
      await insertInstallment(em, id, dayFrom(today, 30 * (i + 1)), cents / 100, null);
    }
    return { customer, id };
  });
}

async function money(agreementId: number) {
  const [row] = await server.db.em
    .fork()
    .execute<{ paid: string; balance: string; payments: number }[]>(
      `select a.total_paid::text as paid, a.balance::text as balance,
         (select count(*)::int from payments p where p.agreement_id = a.id) as payments
       from agreements a where a.id = ?`,
      [agreementId],
    );
  return {
    paid: Number(row!.paid),
    balance: Number(row!.balance),
    payments: Number(row!.payments),
  };
}

const pay = (agreementId: number, amount: number, key = randomUUID()) =>
  api(
    'POST',
    '/api/payments',
    { agreement_id: agreementId, amount, payment_method: 'Cash' },
    idempotencyKey(key),
  );

describe('#payments.create in parallel (PostgreSQL)', () => {
  it('accepts at most the balance from parallel payments, and the balance is never negative', async () => {
    // The case: four payments of 60 % of $4,377.45 at once.
    const { id } = await agreementOf(4377.45, 6);
    const share = 2626.47;
    const answers = await Promise.all([1, 2, 3, 4].map(() => pay(id, share)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 400, 400, 400]);
    // What is left after the one that went through: 4,377.45 - 2,626.47.
    for (const refused of answers.filter((a) => a.status === 400))
      expect(refused.body.error).toBe('Payment exceeds the balance due ($1,750.98)');
    expect(await money(id)).toEqual({ paid: share, balance: 1750.98, payments: 1 });

    // Ten at once of 15 % each: six fit, four do not.
    const other = await agreementOf(1000, 4);
    const many = await Promise.all(Array.from({ length: 10 }, () => pay(other.id, 150)));
    expect(many.filter((a) => a.status === 201)).toHaveLength(6);
    expect(many.filter((a) => a.status === 400)).toHaveLength(4);
    const after = await money(other.id);
    // 6 x 150 = 900 of the 1,000 (a seventh would make 1,050).
    expect(after).toEqual({ paid: 900, balance: 100, payments: 6 });
    const [installments] = await server.db.em
      .fork()
      .execute<{ over: number }[]>(
        'select count(*)::int as over from scheduled_payments where agreement_id = ? and amount_paid + amount_credited > amount_due',
        [other.id],
      );
    expect(Number(installments!.over)).toBe(0);
  });

  it('records one payment for the same Idempotency-Key sent several times at once, and answers each the same', async () => {
    const { id } = await agreementOf(500, 5);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 6 }, () => pay(id, 125, key)));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201, 201]);
    const paymentIds = new Set(answers.map((a) => a.body.payment_id));
    expect(paymentIds.size).toBe(1);
    expect(answers.filter((a) => a.headers.get('idempotent-replayed') === 'true')).toHaveLength(5);
    expect(await money(id)).toEqual({ paid: 125, balance: 375, payments: 1 });
    // And once more, later: the same answer, nothing new.
    const later = await pay(id, 125, key);
    expect(later.body.payment_id).toBe([...paymentIds][0]);
    expect(await money(id)).toEqual({ paid: 125, balance: 375, payments: 1 });
  });

  it('checks two card payments approved at the same moment against the balance one after the other', async () => {
    const { customer, id } = await agreementOf(300, 3);
    const start = () => startPayment(api, { customer_id: customer, agreement_id: id, amount: 200 });
    const [a, b] = [await start(), await start()];
    expect([a.status, b.status]).toEqual([201, 201]);
    const card = { card_number: '4000 0000 0000 0002', expiry: future, cvv: '123' };
    const returns = await Promise.all([browse(a.hostedUrl, card), browse(b.hostedUrl, card)]);
    // The card was charged twice either way: both are recorded and credited in full. The second
    // to be recorded finds only the last installment (100) left to take: it pays it and the 100
    // beyond is held for refund (an 'overpayment' charge), with an exception to review.
    expect(returns.map((r) => r.path)).toEqual([
      '/pulse/payment/success',
      '/pulse/payment/success',
    ]);
    const exceptions = await server.db.em.fork().execute<{ type: string }[]>(
      `select t.name as type from exceptions e join exception_types t on t.id = e.exception_type_id
         join payments p on p.id = e.payment_id where p.agreement_id = ?`,
      [id],
    );
    expect(exceptions).toEqual([{ type: 'Overpayment' }]);
    const [applied] = await server.db.em.fork().execute<{ paid: string; held: number }[]>(
      `select (select sum(amount_paid)::text from scheduled_payments where agreement_id = ?) as paid,
           (select sum(held_cents)::int from payments where agreement_id = ?) as held`,
      [id, id],
    );
    // All three installments paid (300), 100 held, nothing owed and nothing below zero.
    expect({ paid: Number(applied!.paid), held: Number(applied!.held) }).toEqual({
      paid: 300,
      held: 10_000,
    });
    expect(await money(id)).toMatchObject({ paid: 400, balance: 0, payments: 2 });
    const financial = (await api('GET', `/api/agreements/${id}/financial`)).body;
    expect(financial).toMatchObject({ amount_due: 0, balance: 0 });
  });
});
