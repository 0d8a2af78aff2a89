import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityManager } from '@mikro-orm/sql';
import type { LedgerEntry } from '@rentline/sync-protocol/wire';
import { storeToday } from '../../../lib/store-time';
import { STORE_TZ, dayFrom, insertAccount, lateAccount } from '../../../testing/pulse-factories';
import {
  client,
  idempotencyKey,
  startTestServer,
  type TestServer,
} from '../../../testing/test-server';
import { recordPaymentOutcome, type ProcessorOutcome } from './record';
import { createPaymentSession, findSession, type PaymentSession } from './sessions';
import { countRows } from './testing/pay-helpers';

let server: TestServer;
let api: ReturnType<typeof client>;
const today = storeToday(STORE_TZ);
const now = new Date();

beforeAll(async () => {
  server = await startTestServer();
  api = client(server.url, (await server.signIn()).token);
});
afterAll(() => server.close());

const transact = <T>(work: (em: EntityManager) => Promise<T>) =>
  server.db.em.fork().transactional(work);

/**
 * Each test's own customers. Alice, as in the Pulse fixture (testing/pulse-fixture.ts), is paid up
 * to date, her +2, +32 and +62 installments to come (300 owed, none of it now); Bob is placed as
 * there too (lateAccount).
 */
type Account = Awaited<ReturnType<typeof insertAccount>>;
const newAlice = () =>
  transact((em) =>
    insertAccount(em, {
      name: 'Alice Good',
      activated_on: dayFrom(today, -40),
      total_cost: 400,
      installments: [
        [dayFrom(today, -30), dayFrom(today, -30)],
        [dayFrom(today, 2), null],
        [dayFrom(today, 32), null],
        [dayFrom(today, 62), null],
      ],
    }),
  );
const newBob = () => transact((em) => insertAccount(em, lateAccount(today)));

async function session(amount: number, account: Account): Promise<PaymentSession> {
  const { token } = await transact((em) =>
    createPaymentSession(
      em,
      { customer_id: account.customer, agreement_id: account.agreement, amount },
      { provider: 'simulator', employeeId: null, now, today: storeToday(STORE_TZ, now) },
    ),
  );
  return (await transact((em) => findSession(em, token, now)))!;
}

const outcome = (o: Partial<ProcessorOutcome>): ProcessorOutcome => ({
  approved: true,
  transactionId: `TEST-${Math.random().toString(36).slice(2)}`,
  amount: 50,
  resultCode: '0',
  resultMessage: 'APPROVAL',
  approvalCode: '654321',
  processorCode: '00',
  ...o,
});
const record = (s: PaymentSession, o: ProcessorOutcome) =>
  transact((em) => recordPaymentOutcome(em, s, o, { today, now }));
const balanceOf = async (id: number) =>
  (await api('GET', `/api/agreements/${id}`)).body.balance as number;

describe('#payments.record', () => {
  it('records an approved transaction once: the same transaction id again writes nothing', async () => {
    const alice = await newAlice();
    const before = await balanceOf(alice.agreement);
    const s = await session(50, alice);
    const o = outcome({ amount: 50 });
    const first = await record(s, o);
    expect(first).toMatchObject({ duplicate: false, exceptionId: null });
    const rows = await countRows(server.db);
    const second = await record(s, o);
    expect(second).toEqual({ paymentId: first.paymentId, exceptionId: null, duplicate: true });
    expect(await countRows(server.db)).toEqual(rows);
    expect(await balanceOf(alice.agreement)).toBe(before - 50);
    const [stored] = await server.db.em
      .fork()
      .execute(
        'select transaction_id, processor_code, processor_message, payment_method from payments where id = ?',
        [first.paymentId],
      );
    expect(stored).toEqual({
      transaction_id: o.transactionId,
      processor_code: '00',
      processor_message: 'APPROVAL',
      payment_method: 'Credit Card',
    });
    const [ended] = await server.db.em
      .fork()
      .execute('select status, payment_id, transaction_id from payment_sessions where id = ?', [
        s.id,
      ]);
    expect(ended).toEqual({
      status: 'approved',
      payment_id: first.paymentId,
      transaction_id: o.transactionId,
    });
  });

  it("records a decline as a failed payment and an exception carrying the processor's code", async () => {
    const bob = await newBob();
    const s = await session(40, bob);
    const o = outcome({
      approved: false,
      amount: 40,
      resultCode: '1',
      resultMessage: 'DECLINED',
      approvalCode: null,
      processorCode: '05',
    });
    const recorded = await record(s, o);
    expect(recorded.exceptionId).toEqual(expect.any(Number));
    const exception = (await api('GET', '/api/exceptions')).body.exceptions.find(
      (e: { exception_id: number }) => e.exception_id === recorded.exceptionId,
    );
    expect(exception).toMatchObject({
      type: 'Payment Failed',
      payment_id: recorded.paymentId,
      customer_id: bob.customer,
      customer_name: 'Bob Late',
      description: `Card payment of $40.00 on ${bob.custom_agreement_id} declined: DECLINED (code 05). Transaction ${o.transactionId}.`,
    });
    const [row] = await server.db.em
      .fork()
      .execute('select processor_code from exceptions where id = ?', [recorded.exceptionId]);
    expect(row).toEqual({ processor_code: '05' });
    const payment = (await api('GET', `/api/payments?search=${o.transactionId}`)).body.payments[0];
    expect(payment).toMatchObject({ success: false, payment_status: 'failed', amount_paid: 40 });
    expect(await record(s, o)).toMatchObject({ duplicate: true, paymentId: recorded.paymentId });
  });

  /**
   * Alice's agreement after a card payment of 50 (as the first test takes), then cash 10 and a
   * card payment of what was owed before the cash (250), which the agreement cannot take in full.
   */
  const overpay = async () => {
    const alice = await newAlice();
    expect((await record(await session(50, alice), outcome({ amount: 50 }))).duplicate).toBe(false);
    // 250: Alice's three installments still to come (300) less the 50 taken.
    const balance = await balanceOf(alice.agreement);
    expect(balance).toBe(250);
    const paidBefore = (await api('GET', `/api/agreements/${alice.agreement}`)).body
      .total_paid as number;
    const s = await session(balance, alice);
    const manual = await api(
      'POST',
      '/api/payments',
      { agreement_id: alice.agreement, amount: 10, payment_method: 'Cash' },
      idempotencyKey(),
    );
    expect(manual.status).toBe(201);
    const cashTen = manual.body.payment_id as number;
    const overpaid = await record(s, outcome({ amount: balance }));
    return { alice, paidBefore, cashTen, overpaid };
  };

  it('records an approval above what the agreement can take by now: credited in full, the excess held for refund in the ledger, with an Overpayment exception', async () => {
    const { alice, paidBefore, overpaid } = await overpay();
    expect(overpaid.exceptionId).toEqual(expect.any(Number));
    // The agreement could take 240 more after the cash 10: the card's 250 is credited in full and
    // the 10 beyond is an 'overpayment' charge, so the balance is 0, not -10.
    expect(await balanceOf(alice.agreement)).toBe(0);
    expect((await api('GET', `/api/agreements/${alice.agreement}`)).body.total_paid).toBe(
      paidBefore + 10 + 250,
    );
    const ledger = (await api('GET', `/api/agreements/${alice.agreement}/ledger`)).body
      .entries as LedgerEntry[];
    expect(
      ledger.filter((e) => e.payment_id === overpaid.paymentId).map((e) => [e.kind, e.amount]),
    ).toEqual([
      ['overpayment', 10],
      ['payment', -250],
    ]);
    const exception = (await api('GET', '/api/exceptions')).body.exceptions.find(
      (e: { exception_id: number }) => e.exception_id === overpaid.exceptionId,
    );
    expect(exception).toMatchObject({ type: 'Overpayment', payment_id: overpaid.paymentId });
  });

  it('holds the excess on that card payment itself, and nothing owed goes below zero', async () => {
    const { alice, overpaid } = await overpay();
    // What it paid is fixed on its row (its receipt): the 240 the agreement could take (the 40
    // left of the +2 installment and the +32 and +62 ones, charged ahead as any payment beyond
    // what is owed now charges them) and 10 held; after it the agreement owes 0.
    const [row] = await server.db.em
      .fork()
      .execute<{ rent_cents: number; held_cents: number; balance_after_cents: number }[]>(
        'select rent_cents, held_cents, balance_after_cents from payments where id = ?',
        [overpaid.paymentId],
      );
    expect(row).toEqual({ rent_cents: 24_000, held_cents: 1_000, balance_after_cents: 0 });
    const financial = (await api('GET', `/api/agreements/${alice.agreement}/financial`)).body;
    expect(financial).toMatchObject({ amount_due: 0, balance: 0 });
  });

  it('pays the agreement up with the card payment (Paid Out), and releases the hold once the cash it exceeded is reversed', async () => {
    const { alice, cashTen } = await overpay();
    expect((await api('GET', `/api/agreements/${alice.agreement}`)).body.agreement_status).toBe(
      'Paid Out',
    );
    const reversed = await api(
      'POST',
      `/api/payments/${cashTen}/reverse`,
      { reason: 'Entered in error' },
      idempotencyKey(),
    );
    expect(reversed.status).toBe(200);
    // Without the cash 10 the card's 250 pays exactly what was owed: nothing is held any more,
    // and the customer owes nothing (not the 10 the hold was).
    expect(reversed.body).toMatchObject({ amount_due: 0, fee: 0 });
    const ledger = (await api('GET', `/api/agreements/${alice.agreement}/ledger`)).body
      .entries as LedgerEntry[];
    const hold = ledger.find((e) => e.kind === 'overpayment')!;
    expect(ledger.some((e) => e.kind === 'correction' && e.corrects_id === hold.id)).toBe(true);
    expect(await balanceOf(alice.agreement)).toBe(0);
  });
});
