import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LESSOR_NAME,
  RECEIPT_TEXTS,
  type AgreementHistory,
  type Receipt,
} from '@rentline/sync-protocol';
import { storeToday } from '../../hub/hub.routes';
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
import { browse, startPayment, testClock } from '../../../payments/testing/pay-helpers';

let server: TestServer;
let api: ReturnType<typeof client>;
let employee: { id: number; full_name: string };
const today = storeToday(STORE_TZ);
const d = (offset: number) => dayFrom(today, offset);
const year = today.slice(0, 4);
let customerId: number;
let agreementId: number;
let declinedId: number;
const clock = testClock();

beforeAll(async () => {
  server = await startTestServer({ payments: { provider: 'simulator', now: clock.now } });
  await server.db.em.fork().transactional(async (em) => {
    customerId = await insertCustomerWithContact(em, 'Rita Receipt');
    agreementId = await insertAgreement(em, {
      customer_id: customerId,
      custom_agreement_id: `AGR-${year}-09001`,
      agreement_status: 'Active',
      total_cost: 400,
      activated_on: d(-40),
    });
    await em.execute('update agreements set late_fee = 5 where id = ?', [agreementId]);
    for (const due of [-10, 20, 50, 80])
      await insertInstallment(em, agreementId, d(due), 100, null);
    declinedId = await insertPayment(em, {
      agreement_id: agreementId,
      amount_paid: 100,
      success: false,
      payment_status: 'failed',
      paid_on: d(-9),
      payment_method: 'Credit Card',
      transaction_id: 'TXN-RECEIPT-DECLINED',
    });
  });
  const signedIn = await server.signIn();
  employee = signedIn.employee;
  api = client(server.url, signedIn.token);
});
afterAll(() => server.close());

const pay = async (amount: number, method = 'Cash') => {
  const res = await api(
    'POST',
    '/api/payments',
    { agreement_id: agreementId, amount, payment_method: method },
    idempotencyKey(),
  );
  expect(res.status).toBe(201);
  return res.body.payment_id as number;
};
const receiptOf = (id: number) => api('GET', `/api/payments/${id}/receipt`);

describe('#payments.receipt', () => {
  let first: number;
  let second: number;

  it('answers the figures of a manual payment: number, store, agreement, balance and next due after it, who took it', async () => {
    first = await pay(150);
    const res = await receiptOf(first);
    expect(res.status).toBe(200);
    expect(res.body as Receipt).toEqual({
      receipt_number: `R-${year}-${String(first).padStart(6, '0')}`,
      payment_id: first,
      store_name: LESSOR_NAME,
      agreement_id: agreementId,
      custom_agreement_id: `AGR-${year}-09001`,
      customer_name: 'Rita Receipt',
      amount: 150,
      fee: 0,
      tender: 'Cash',
      transaction_id: null,
      balance_after: 250,
      // 150 pays the first installment and half the second: the second is still owed.
      next_due_date: d(20),
      paid_at: expect.stringMatching(/Z$/),
      time_zone: STORE_TZ,
      taken_by: employee.full_name,
    });
  });

  it('keeps an earlier receipt as it was when a later payment is taken (a reprint is the same)', async () => {
    second = await pay(100, 'Check');
    const later = (await receiptOf(second)).body as Receipt;
    expect(later).toMatchObject({
      amount: 100,
      tender: 'Check',
      balance_after: 150,
      next_due_date: d(50),
    });
    const reprint = (await receiptOf(first)).body as Receipt;
    expect(reprint).toMatchObject({ balance_after: 250, next_due_date: d(20) });
  });

  it('names the employee who started the card session on a card payment', async () => {
    const start = await startPayment(api, {
      customer_id: customerId,
      agreement_id: agreementId,
      amount: 50,
    });
    const res = await browse(start.hostedUrl, {
      card_number: '4000 0000 0000 0002',
      expiry: `12/${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`,
      cvv: '123',
    });
    expect(res.path).toBe('/pulse/payment/success');
    const recorded = await api('GET', `/api/payments/transactions/${res.params.ssl_txn_id}`);
    const receipt = (await receiptOf(recorded.body.payment.payment_id)).body as Receipt;
    expect(receipt).toMatchObject({
      tender: 'Credit Card',
      transaction_id: res.params.ssl_txn_id,
      amount: 50,
      balance_after: 100,
      next_due_date: d(80),
      taken_by: employee.full_name,
    });
  });

  it('fails with 404 for a declined payment: it took no money, so it has no receipt', async () => {
    const res = await receiptOf(declinedId);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ error: RECEIPT_TEXTS.notCompleted });
  });

  it('fails with 404 for an unknown payment and 400 for an id that is not one', async () => {
    expect(await receiptOf(987654)).toMatchObject({
      status: 404,
      body: { error: RECEIPT_TEXTS.paymentNotFound },
    });
    expect((await api('GET', '/api/payments/abc/receipt')).status).toBe(400);
  });
});

describe('#agreements.history', () => {
  it('lists the installments in due order, late and their late fee, and the payments newest first with who took them and their receipt', async () => {
    const res = await api('GET', `/api/agreements/${agreementId}/history`);
    expect(res.status).toBe(200);
    const history = res.body as AgreementHistory;
    expect(
      history.installments.map((i) => [i.due_date, i.amount_paid, i.status, i.late, i.late_fee]),
    ).toEqual([
      // Paid today, ten days after it was due.
      [d(-10), 100, 'paid', true, 5],
      [d(20), 100, 'paid', false, null],
      [d(50), 100, 'paid', false, null],
      [d(80), 0, 'pending', null, null],
    ]);
    expect(
      history.payments.map((p) => [p.amount_paid, p.payment_method, p.success, p.taken_by]),
    ).toEqual([
      [50, 'Credit Card', true, employee.full_name],
      [100, 'Check', true, employee.full_name],
      [150, 'Cash', true, employee.full_name],
      [100, 'Credit Card', false, null],
    ]);
    expect(history.payments[0]!.receipt_number).toMatch(new RegExp(`^R-${year}-\\d{6}$`));
    expect(history.payments.at(-1)).toMatchObject({ payment_id: declinedId, receipt_number: null });
  });

  it('marks an unpaid installment past its due date overdue and late', async () => {
    const other = await server.db.em.fork().transactional(async (em) => {
      const id = await insertAgreement(em, {
        customer_id: customerId,
        custom_agreement_id: `AGR-${year}-09002`,
        agreement_status: 'Active',
        total_cost: 200,
        activated_on: d(-40),
      });
      await insertInstallment(em, id, d(-3), 100, null);
      return id;
    });
    const res = await api('GET', `/api/agreements/${other}/history`);
    expect(res.body).toEqual({
      installments: [
        {
          scheduled_payment_id: expect.any(String),
          due_date: d(-3),
          expected_amount: 100,
          amount_paid: 0,
          status: 'overdue',
          late: true,
          late_fee: null,
        },
      ],
      payments: [],
    });
  });

  it('fails with 404 for an unknown agreement', async () => {
    expect((await api('GET', '/api/agreements/987654/history')).status).toBe(404);
  });
});
