/**
 * Reversals under concurrency, on PostgreSQL (PGlite runs one statement at a time and hides
 * races). A reversal racing a payment on the same agreement goes one after the other: the
 * payment is checked against the balance as the reversal left it, or the reversal replays the
 * ledger with the payment in it. Two reversals of one payment at once give one 200 and one 409
 * (the unique `corrects_id`). After every race the ledger's invariants hold
 * (testing/ledger-invariants.ts): amount due = sum of entries, balance = that plus the
 * installments not yet charged, never negative, no installment settled beyond what it owes, one
 * late fee at most per installment. From round to round one of the racers starts a few
 * milliseconds ahead of the other (both in flight together), so that each order happens; both
 * are required to.
 *
 * The store charges 10 % tax on rent and the default $5 late fee after 5 days' grace. Each
 * agreement: four monthly installments of $250 rent ($275 with tax), the first due 10 days ago
 * (charged, late: $5 fee), the others ahead; it owes $1,105 in all.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeToday } from '../../../lib/store-time';
import {
  STORE_TZ,
  dayFrom,
  insertAgreement,
  insertCustomerWithContact,
  insertInstallment,
} from '../../../testing/pulse-factories';
import { expectLedgerConsistent } from '../../../testing/ledger-invariants';
import {
  client,
  idempotencyKey,
  startTestServer,
  type TestServer,
} from '../../../testing/test-server';

const TAX = 10;
const ROUNDS = 8;
const OWED = 1105;

let server: TestServer;
let api: ReturnType<typeof client>;
const today = storeToday(STORE_TZ);
let agreements = 0;

beforeAll(async () => {
  server = await startTestServer({ storeSettings: { tax_rate_percent: TAX } });
  api = client(server.url, (await server.signIn()).token);
});
afterAll(() => server.close());

async function agreement() {
  return server.db.em.fork().transactional(async (em) => {
    const customer = await insertCustomerWithContact(em, `Reverse ${++agreements}`);
    const id = await insertAgreement(em, {
      customer_id: customer,
      custom_agreement_id: `REV-${agreements}-${randomUUID().slice(0, 8)}`,
      agreement_status: 'Active',
      total_cost: 1000,
      activated_on: dayFrom(today, -40),
    });
    for (const offset of [-10, 20, 50, 80])
      await insertInstallment(em, id, dayFrom(today, offset), 250, null);
    return id;
  });
}

const pay = (agreementId: number, amount: number) =>
  api(
    'POST',
    '/api/payments',
    { agreement_id: agreementId, amount, payment_method: 'Cash' },
    idempotencyKey(),
  );

const reverse = (paymentId: number) =>
  api(
    'POST',
    `/api/payments/${paymentId}/reverse`,
    { reason: 'Entered in error' },
    idempotencyKey(),
  );

async function paid(agreementId: number, amount: number) {
  const res = await pay(agreementId, amount);
  expect(res.status).toBe(201);
  return res.body.payment_id as number;
}

const after = <T>(ms: number, step: () => Promise<T>) =>
  new Promise<void>((resolve) => setTimeout(resolve, ms)).then(step);

const reversalsOf = async (paymentId: number) =>
  (
    await server.db.em
      .fork()
      .execute<{ n: number }[]>(
        `select count(*)::int as n from ledger_entries where kind = 'reversal' and payment_id = ?`,
        [paymentId],
      )
  )[0]!.n;

describe('#payments.reverse racing payments (PostgreSQL)', () => {
  it('checks a payment racing the reversal of $700 against the balance the reversal left, or the other way round', async () => {
    const orders = { reversalFirst: 0, paymentFirst: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      const id = await agreement();
      expect((await expectLedgerConsistent(server.db, api, id, TAX)).balanceCents).toBe(OWED * 100);
      const first = await paid(id, 700);
      // $700 more fits only once the first $700 is gone (the balance is then $405). From round
      // to round one starts a few milliseconds before the other (both still in flight together),
      // so each gets the agreement's lock first in some round.
      const lead = (round - ROUNDS / 2) * 10;
      const [reversed, second] = await Promise.all([
        after(Math.max(-lead, 0), () => reverse(first)),
        after(Math.max(lead, 0), () => pay(id, 700)),
      ]);
      expect(reversed.status).toBe(200);
      const f = await expectLedgerConsistent(server.db, api, id, TAX);
      if (second.status === 201) {
        orders.reversalFirst++;
        expect(f.totalPaidCents).toBe(70_000);
        expect(f.balanceCents).toBe((OWED - 700) * 100);
      } else {
        orders.paymentFirst++;
        expect(second.status).toBe(400);
        expect(second.body.error).toBe('Payment exceeds the balance due ($405.00)');
        expect(f.totalPaidCents).toBe(0);
        expect(f.balanceCents).toBe(OWED * 100);
        // The reversal's answer is what the agreement owes now: every charge, none paid.
        expect(reversed.body.amount_due).toBe(f.amountDueCents / 100);
      }
      expect(f.installments.reduce((n, i) => n + i.lateFees, 0)).toBe(1);
      expect(await reversalsOf(first)).toBe(1);
    }
    expect(orders.reversalFirst, 'rounds where the reversal went first').toBeGreaterThan(0);
    expect(orders.paymentFirst, 'rounds where the payment went first').toBeGreaterThan(0);
  }, 90_000);

  it('answers two reversals of one payment at once with one 200 and one 409, a payment alongside going through', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const id = await agreement();
      const first = await paid(id, 700);
      const answers = await Promise.all([reverse(first), reverse(first), pay(id, 300)]);
      const [a, b, payment] = answers;
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      const refused = a.status === 409 ? a : b;
      expect(refused.body).toMatchObject({
        error: 'This payment has already been reversed',
        code: 'already_reversed',
      });
      // $300 fits whether it goes before the reversal ($405 left) or after ($1,105).
      expect(payment.status).toBe(201);
      expect(await reversalsOf(first)).toBe(1);
      const f = await expectLedgerConsistent(server.db, api, id, TAX);
      expect(f.totalPaidCents).toBe(30_000);
      expect(f.balanceCents).toBe((OWED - 300) * 100);
    }
  }, 90_000);

  it('reverses two payments of one agreement at once while a third is taken, each once', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const id = await agreement();
      const one = await paid(id, 400);
      const two = await paid(id, 300);
      // $405 is left: $400 fits before or after either reversal.
      const answers = await Promise.all([reverse(one), reverse(two), pay(id, 400)]);
      expect(answers.map((a) => a.status)).toEqual([200, 200, 201]);
      expect([await reversalsOf(one), await reversalsOf(two)]).toEqual([1, 1]);
      const f = await expectLedgerConsistent(server.db, api, id, TAX);
      expect(f.totalPaidCents).toBe(40_000);
      expect(f.balanceCents).toBe((OWED - 400) * 100);
    }
  }, 90_000);
});
