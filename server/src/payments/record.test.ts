import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityManager } from '@mikro-orm/sql';
import { storeToday } from '../modules/hub/hub.routes';
import { STORE_TZ } from '../testing/pulse-factories';
import { seedPulseFixture, type PulseFixture } from '../testing/pulse-fixture';
import { client, idempotencyKey, startTestServer, type TestServer } from '../testing/test-server';
import { recordPaymentOutcome, type ProcessorOutcome } from './record';
import { createPaymentSession, findSession, type PaymentSession } from './sessions';
import { countRows } from './testing/pay-helpers';

let server: TestServer;
let api: ReturnType<typeof client>;
let fx: PulseFixture;
const today = storeToday(STORE_TZ);
const now = new Date();

beforeAll(async () => {
  server = await startTestServer();
  fx = await server.db.em.fork().transactional((em) => seedPulseFixture(em, today));
  api = client(server.url, (await server.signIn()).token);
});
afterAll(() => server.close());

const transact = <T>(work: (em: EntityManager) => Promise<T>) =>
  server.db.em.fork().transactional(work);

async function session(amount: number, agreement = fx.agreements.a1): Promise<PaymentSession> {
  const customer = agreement === fx.agreements.a1 ? fx.customers.alice : fx.customers.bob;
  const { token } = await transact((em) =>
    createPaymentSession(
      em,
      { customer_id: customer, agreement_id: agreement, amount },
      { provider: 'simulator', employeeId: null, now },
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
    const before = await balanceOf(fx.agreements.a1);
    const s = await session(50);
    const o = outcome({ amount: 50 });
    const first = await record(s, o);
    expect(first).toMatchObject({ duplicate: false, exceptionId: null });
    const rows = await countRows(server.db);
    const second = await record(s, o);
    expect(second).toEqual({ paymentId: first.paymentId, exceptionId: null, duplicate: true });
    expect(await countRows(server.db)).toEqual(rows);
    expect(await balanceOf(fx.agreements.a1)).toBe(before - 50);
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
    const s = await session(40, fx.agreements.a2);
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
      customer_id: fx.customers.bob,
      customer_name: 'Bob Late',
      description: `Card payment of $40.00 on ${fx.agr(2)} declined: DECLINED (code 05). Transaction ${o.transactionId}.`,
    });
    const [row] = await server.db.em
      .fork()
      .execute('select processor_code from exceptions where id = ?', [recorded.exceptionId]);
    expect(row).toEqual({ processor_code: '05' });
    const payment = (await api('GET', `/api/payments?search=${o.transactionId}`)).body.payments[0];
    expect(payment).toMatchObject({ success: false, payment_status: 'failed', amount_paid: 40 });
    expect(await record(s, o)).toMatchObject({ duplicate: true, paymentId: recorded.paymentId });
  });

  it('records an approval above a balance that dropped meanwhile, unapplied, with an Overpayment exception', async () => {
    const balance = await balanceOf(fx.agreements.a1);
    const s = await session(balance);
    const manual = await api(
      'POST',
      '/api/payments',
      { agreement_id: fx.agreements.a1, amount: 10, payment_method: 'Cash' },
      idempotencyKey(),
    );
    expect(manual.status).toBe(201);
    const recorded = await record(s, outcome({ amount: balance }));
    expect(recorded.exceptionId).toEqual(expect.any(Number));
    expect(await balanceOf(fx.agreements.a1)).toBe(-10);
    const exception = (await api('GET', '/api/exceptions')).body.exceptions.find(
      (e: { exception_id: number }) => e.exception_id === recorded.exceptionId,
    );
    expect(exception).toMatchObject({ type: 'Overpayment', payment_id: recorded.paymentId });
  });
});
