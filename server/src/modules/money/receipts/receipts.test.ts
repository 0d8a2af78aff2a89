import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LESSOR_NAME } from '@rentline/sync-protocol/rules';
import { RECEIPT_TEXTS } from '@rentline/sync-protocol/texts';
import type { AgreementHistory, Receipt } from '@rentline/sync-protocol/wire';
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
import { browse, startPayment, testClock } from '../card/testing/pay-helpers';

let server: TestServer;
let api: ReturnType<typeof client>;
let employee: { id: number; full_name: string };
const today = storeToday(STORE_TZ);
const d = (offset: number) => dayFrom(today, offset);
const year = today.slice(0, 4);
const clock = testClock();

beforeAll(async () => {
  server = await startTestServer({ payments: { provider: 'simulator', now: clock.now } });
  const signedIn = await server.signIn();
  employee = signedIn.employee;
  api = client(server.url, signedIn.token);
});
afterAll(() => server.close());

let made = 0;
/**
 * Rita's account, the calling test's own: one agreement of 400, 100.00 due T-10 (unpaid past its
 * 5 days' grace: the store's $5 late fee), T+20, T+50, T+80. Owed now 105; the balance 405. A
 * declined card payment of 100 on T-9.
 */
const newRita = () =>
  server.db.em.fork().transactional(async (em) => {
    const customerId = await insertCustomerWithContact(em, 'Rita Receipt');
    const customAgreementId = `AGR-${year}-${String(9000 + ++made).padStart(5, '0')}`;
    const agreementId = await insertAgreement(em, {
      customer_id: customerId,
      custom_agreement_id: customAgreementId,
      agreement_status: 'Active',
      total_cost: 400,
      activated_on: d(-40),
    });
    for (const due of [-10, 20, 50, 80])
      await insertInstallment(em, agreementId, d(due), 100, null);
    const declinedId = await insertPayment(em, {
      agreement_id: agreementId,
      amount_paid: 100,
      success: false,
      payment_status: 'failed',
      paid_on: d(-9),
      payment_method: 'Credit Card',
      transaction_id: `TXN-RECEIPT-DECLINED-${made}`,
    });
    return { customerId, agreementId, customAgreementId, declinedId };
  });
type Rita = Awaited<ReturnType<typeof newRita>>;

const pay = async (rita: Rita, amount: number, method = 'Cash') => {
  const res = await api(
    'POST',
    '/api/payments',
    { agreement_id: rita.agreementId, amount, payment_method: method },
    idempotencyKey(),
  );
  expect(res.status).toBe(201);
  return res.body.payment_id as number;
};
/** 50 by card through the simulator, the session started by the signed-in employee. */
const payByCard = async (rita: Rita, amount: number) => {
  const start = await startPayment(api, {
    customer_id: rita.customerId,
    agreement_id: rita.agreementId,
    amount,
  });
  const res = await browse(start.hostedUrl, {
    card_number: '4000 0000 0000 0002',
    expiry: `12/${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`,
    cvv: '123',
  });
  expect(res.path).toBe('/pulse/payment/success');
  return res.params.ssl_txn_id!;
};
/**
 * A new Rita after the payments the tests below take one after another, as far as `upTo`: 150
 * cash (55 owed after it), 100 by check (55), 50 by card (5).
 */
const ritaAfter = async (upTo: 'cash' | 'check' | 'card') => {
  const rita = await newRita();
  const cash = await pay(rita, 150);
  const check = upTo === 'cash' ? null : await pay(rita, 100, 'Check');
  const card = upTo === 'card' ? await payByCard(rita, 50) : null;
  return { ...rita, cash, check, card };
};
const receiptOf = (id: number) => api('GET', `/api/payments/${id}/receipt`);

describe('#payments.receipt', () => {
  it('answers the figures of a manual payment: number, store, agreement, balance and next due after it, who took it', async () => {
    const rita = await newRita();
    const { agreementId } = rita;
    const first = await pay(rita, 150);
    const res = await receiptOf(first);
    expect(res.status).toBe(200);
    // 150 is more than the 105 owed now: the T+20 installment is charged ahead (owed 205). The
    // payment pays the T-10 installment's late fee (5) first, then its rent (100), then 45 of
    // T+20's: 55 is owed right after it, and T+20 is the next installment still owed.
    const line = {
      payment_id: first,
      agreement_id: agreementId,
      custom_agreement_id: rita.customAgreementId,
      tender: 'cash',
      amount: 150,
      rent: 145,
      damage_waiver: 0,
      fees: 5,
      tax: 0,
      balance_after: 55,
      next_due_date: d(20),
    };
    expect(res.body as Receipt).toEqual({
      receipt_number: `R-${year}-${String(first).padStart(6, '0')}`,
      payment_id: first,
      store_name: LESSOR_NAME,
      customer_name: 'Rita Receipt',
      lines: [line],
      tenders: [{ tender: 'cash', amount: 150 }],
      total: 150,
      rent: 145,
      damage_waiver: 0,
      fees: 5,
      tax: 0,
      change_due: 0,
      transaction_id: null,
      reversed: null,
      paid_at: expect.stringMatching(/Z$/),
      time_zone: STORE_TZ,
      taken_by: employee.full_name,
      // The first line's, as older screens read them.
      agreement_id: agreementId,
      custom_agreement_id: rita.customAgreementId,
      amount: 150,
      fee: 5,
      tender: 'Cash',
      balance_after: 55,
      next_due_date: d(20),
    });
  });

  it('keeps an earlier receipt as it was when a later payment is taken (a reprint is the same)', async () => {
    const rita = await newRita();
    const first = await pay(rita, 150);
    const firstReceipt = (await receiptOf(first)).body as Receipt;
    const second = await pay(rita, 100, 'Check');
    const later = (await receiptOf(second)).body as Receipt;
    // 100 on 55 owed now charges T+50 ahead (owed 155): it pays T+20's last 55 and 45 of T+50's,
    // leaving 55 owed, T+50 next.
    expect(later).toMatchObject({
      amount: 100,
      rent: 100,
      fees: 0,
      tender: 'Check',
      balance_after: 55,
      next_due_date: d(50),
    });
    expect((await receiptOf(first)).body).toEqual(firstReceipt);
  });

  it('names the employee who started the card session on a card payment', async () => {
    // After the two payments above: 55 owed now.
    const { card: txn } = await ritaAfter('card');
    const recorded = await api('GET', `/api/payments/transactions/${txn}`);
    const receipt = (await receiptOf(recorded.body.payment.payment_id)).body as Receipt;
    // 50 of the 55 owed now (T+50's rent): 5 of T+50 is still owed after it.
    expect(receipt).toMatchObject({
      tenders: [{ tender: 'card', amount: 50 }],
      tender: 'Credit Card',
      transaction_id: txn,
      amount: 50,
      rent: 50,
      balance_after: 5,
      next_due_date: d(50),
      taken_by: employee.full_name,
    });
  });

  it('fails with 404 for a declined payment: it took no money, so it has no receipt', async () => {
    const res = await receiptOf((await newRita()).declinedId);
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
    // After the three payments of the receipts above.
    const { agreementId, declinedId } = await ritaAfter('card');
    const res = await api('GET', `/api/agreements/${agreementId}/history`);
    expect(res.status).toBe(200);
    const history = res.body as AgreementHistory;
    // amount_due is all an installment costs (its late fee included); amount_paid what the
    // payments paid of it (fee first): 150 paid T-10's 105 and 45 of T+20, 100 T+20's last 55
    // and 45 of T+50, the card 50 more of T+50 (95 of 100). T+80 is not charged yet.
    expect(
      history.installments.map((i) => [
        i.due_date,
        i.amount_due,
        i.amount_paid,
        i.status,
        i.late,
        i.late_fee,
      ]),
    ).toEqual([
      // Paid today, ten days after it was due.
      [d(-10), 105, 105, 'paid', true, 5],
      [d(20), 100, 100, 'paid', false, null],
      [d(50), 100, 95, 'pending', null, null],
      [d(80), 100, 0, 'pending', null, null],
    ]);
    expect(
      history.payments.map((p) => [
        p.amount_paid,
        p.payment_method,
        p.tender,
        p.success,
        p.taken_by,
        p.fees,
      ]),
    ).toEqual([
      [50, 'Credit Card', 'card', true, employee.full_name, 0],
      [100, 'Check', 'check', true, employee.full_name, 0],
      [150, 'Cash', 'cash', true, employee.full_name, 5],
      [100, 'Credit Card', 'card', false, null, 0],
    ]);
    expect(history.payments[0]!.receipt_number).toMatch(new RegExp(`^R-${year}-\\d{6}$`));
    expect(history.payments.at(-1)).toMatchObject({ payment_id: declinedId, receipt_number: null });
  });

  it('marks an unpaid installment past its due date overdue and late', async () => {
    const { customerId } = await newRita();
    const other = await server.db.em.fork().transactional(async (em) => {
      const id = await insertAgreement(em, {
        customer_id: customerId,
        custom_agreement_id: `AGR-${year}-${String(9000 + ++made).padStart(5, '0')}`,
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
          damage_waiver: 0,
          // Its rent alone: its grace (5 days) has not run out, so no late fee yet.
          amount_due: 100,
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

describe('#payments.receipt of a payment over two tenders, and after a reversal', () => {
  it('answers one receipt for every row of the payment: a line per tender, the tenders, the change due', async () => {
    // After the three payments of the receipts above: 5 owed now.
    const { agreementId } = await ritaAfter('card');
    const res = await api(
      'POST',
      '/api/payments',
      {
        splits: [{ agreement_id: agreementId, amount: 25 }],
        tenders: [
          { tender: 'cash', amount: 20 },
          { tender: 'check', amount: 5 },
        ],
        cash_tendered: 50,
      },
      idempotencyKey(),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ group_id: expect.any(String), change_due: 30 });
    const [cash, check] = res.body.payments as { payment_id: number }[];
    const receipt = (await receiptOf(check!.payment_id)).body as Receipt;
    expect((await receiptOf(cash!.payment_id)).body).toEqual(receipt);
    // 25 on the 5 owed now charges T+80 ahead (owed 105). The cash pays T+50's last 5 and 15 of
    // T+80 (85 owed after it), the check 5 more (80 owed); T+80 is next either way.
    expect(receipt).toMatchObject({
      receipt_number: `R-${year}-${String(cash!.payment_id).padStart(6, '0')}`,
      payment_id: cash!.payment_id,
      lines: [
        expect.objectContaining({
          payment_id: cash!.payment_id,
          tender: 'cash',
          amount: 20,
          rent: 20,
          balance_after: 85,
          next_due_date: d(80),
        }),
        expect.objectContaining({
          payment_id: check!.payment_id,
          tender: 'check',
          amount: 5,
          rent: 5,
          balance_after: 80,
          next_due_date: d(80),
        }),
      ],
      tenders: [
        { tender: 'cash', amount: 20 },
        { tender: 'check', amount: 5 },
      ],
      total: 25,
      rent: 25,
      fees: 0,
      change_due: 30,
      reversed: null,
      amount: 25,
      tender: 'Split tender',
      // The agreement's balance after the whole payment, not after its first tender.
      balance_after: 80,
      next_due_date: d(80),
    });
  });

  it('shows a reversal since on the receipt, every figure as it was taken', async () => {
    // After the three payments of the receipts above, the first of them reversed.
    const { agreementId } = await ritaAfter('card');
    const history = (await api('GET', `/api/agreements/${agreementId}/history`))
      .body as AgreementHistory;
    const cash150 = history.payments.find((p) => p.amount_paid === 150)!.payment_id;
    const before = (await receiptOf(cash150)).body as Receipt;
    const res = await api(
      'POST',
      `/api/payments/${cash150}/reverse`,
      { reason: 'Entered in error' },
      idempotencyKey(),
    );
    expect(res.status).toBe(200);
    const after = (await receiptOf(cash150)).body as Receipt;
    expect(after).toEqual({
      ...before,
      reversed: { reason: 'Entered in error', at: expect.stringMatching(/Z$/) },
    });
  });
});
