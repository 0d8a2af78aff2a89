import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Payment, PulseException, ScheduledPayment } from '@rentline/sync-protocol/wire';
import { storeToday } from '../../../../lib/store-time';
import { STORE_TZ, insertAccount, lateAccount } from '../../../../testing/pulse-factories';
import { client, startTestServer, type TestServer } from '../../../../testing/test-server';
import { browse, countRows, startPayment, testClock } from '../testing/pay-helpers';

let server: TestServer;
let api: ReturnType<typeof client>;
const clock = testClock();
const today = storeToday(STORE_TZ);
const future = `12/${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`;
const card = (number: string, extra: Record<string, string> = {}) => ({
  card_number: number,
  expiry: future,
  cvv: '123',
  ...extra,
});

beforeAll(async () => {
  server = await startTestServer({ payments: { provider: 'simulator', now: clock.now } });
  api = client(server.url, (await server.signIn()).token);
});
afterAll(() => server.close());

/**
 * Each test pays on a customer of its own, placed as Bob of the Pulse fixture (lateAccount: 405
 * owed, the -40 installment with its late fee the oldest unpaid).
 */
const newBob = () =>
  server.db.em.fork().transactional((em) => insertAccount(em, lateAccount(today)));
type Bob = Awaited<ReturnType<typeof newBob>>;
const bobPays = (bob: Bob, amount: number) =>
  startPayment(api, { customer_id: bob.customer, agreement_id: bob.agreement, amount });
const balanceOf = async (agreementId: number) =>
  (await api('GET', `/api/agreements/${agreementId}`)).body.balance as number;

describe('#payments.simulator', () => {
  it('opens its hosted card page from the session html, outside the token guard and without scripts', async () => {
    const bob = await newBob();
    const start = await bobPays(bob, 150);
    expect(start.status).toBe(201);
    expect(start.body.success).toBe(true);
    expect(start.hostedUrl).toMatch(new RegExp(`^${server.url}/api/pay/simulator/[\\w-]{40,}$`));
    const res = await fetch(start.hostedUrl);
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('$150.00');
    expect(html).toContain(bob.custom_agreement_id);
    expect(html).toMatch(/<form method="post" action="\/api\/pay\/simulator\/[\w-]+"/);
    expect(html).toContain('4000 0000 0000 0002');
  });

  it('approves with 4000 0000 0000 0002: records the payment once, applies it, and returns to the success page', async () => {
    const bob = await newBob();
    const before = await balanceOf(bob.agreement);
    const start = await bobPays(bob, 150);
    const res = await browse(start.hostedUrl, card('4000 0000 0000 0002'));
    expect(res.status).toBe(303);
    expect(res.path).toBe('/pulse/payment/success');
    expect(res.params).toEqual({
      ssl_result: '0',
      ssl_result_message: 'APPROVAL',
      ssl_txn_id: expect.stringMatching(/^SIM-[0-9A-F-]{36}$/),
      ssl_amount: '150.00',
      ssl_approval_code: expect.stringMatching(/^\d{6}$/),
      customer_id: String(bob.customer),
      agreement_id: String(bob.agreement),
      amount: '150.00',
    });

    expect(await balanceOf(bob.agreement)).toBe(before - 150);
    const recent = await api('GET', '/api/payments/recent');
    expect(recent.body[0]).toMatchObject({ customer_name: 'Bob Late', amount_paid: 150 });
    const found = await api('GET', `/api/payments?search=${res.params.ssl_txn_id}`);
    expect(found.body.payments).toHaveLength(1);
    expect(found.body.payments[0] as Payment).toMatchObject({
      payment_id: recent.body[0].payment_id,
      transaction_id: res.params.ssl_txn_id,
      payment_method: 'Credit Card',
      tender: 'card',
      payment_status: 'completed',
      success: true,
    });
    // Oldest first, fees first: the -40 installment's $5 late fee and its 100 (105 in all, paid),
    // then 45 of the -5 installment, still overdue.
    const schedule = await api('GET', `/api/payments/scheduled?agreement_id=${bob.agreement}`);
    expect(
      (schedule.body.scheduled_payments as ScheduledPayment[])
        .slice(1, 3)
        .map((s) => [s.status, s.amount_paid]),
    ).toEqual([
      ['paid', 105],
      ['overdue', 45],
    ]);

    // What the success page asks before it says so: the server's record of the transaction.
    const recorded = await api('GET', `/api/payments/transactions/${res.params.ssl_txn_id}`);
    expect(recorded.status).toBe(200);
    expect(recorded.body.payment as Payment).toMatchObject({
      transaction_id: res.params.ssl_txn_id,
      agreement_id: bob.agreement,
      amount_paid: 150,
      success: true,
    });
  });

  it('answers 404 for a transaction nobody recorded, as a forged success link would name', async () => {
    const res = await api('GET', '/api/payments/transactions/FAKE');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      error: 'No payment is recorded for this transaction',
      code: 'not_found',
    });
    expect((await client(server.url)('GET', '/api/payments/transactions/FAKE')).status).toBe(401);
  });

  it.each([
    ['4000 0000 0000 0119', 'DECLINED', '05', 'Payment Failed'],
    ['4000 0000 0000 0069', 'EXPIRED CARD', '54', 'Payment Failed'],
    ['4000 0000 0000 0127', 'CVV2 MISMATCH', 'N7', 'Payment Failed'],
    ['4000 0000 0000 9995', 'INSUFFICIENT FUNDS', '51', 'Insufficient Funds'],
  ])(
    'declines %s with %s: a failed payment and a %s exception… recorded, the balance unchanged',
    async (number, message, code, type) => {
      const bob = await newBob();
      const before = await balanceOf(bob.agreement);
      const start = await bobPays(bob, 75.5);
      const res = await browse(start.hostedUrl, card(number));
      expect(res.status).toBe(303);
      expect(res.path).toBe('/pulse/payment/error');
      expect(res.params).toMatchObject({
        ssl_result: '1',
        ssl_result_message: message,
        result_code: code,
        ssl_txn_id: expect.stringMatching(/^SIM-/),
        ssl_amount: '75.50',
        customer_id: String(bob.customer),
        agreement_id: String(bob.agreement),
        amount: '75.50',
      });
      expect(res.params.ssl_approval_code).toBeUndefined();
      expect(await balanceOf(bob.agreement)).toBe(before);

      const exceptions = (await api('GET', '/api/exceptions')).body.exceptions as PulseException[];
      expect(exceptions[0]).toMatchObject({
        type,
        customer_name: 'Bob Late',
        description: expect.stringContaining(`declined: ${message} (code ${code})`),
      });
      const [stored] = await server.db.em
        .fork()
        .execute<{ processor_code: string; success: boolean; payment_status: string }[]>(
          `select e.processor_code, p.success, p.payment_status from exceptions e join payments p on p.id = e.payment_id
           where e.id = ?`,
          [exceptions[0]!.exception_id],
        );
      expect(stored).toEqual({ processor_code: code, success: false, payment_status: 'failed' });
    },
  );

  it('refuses a link already used, and records nothing more', async () => {
    const bob = await newBob();
    const start = await bobPays(bob, 20);
    expect((await browse(start.hostedUrl, card('4000000000000002'))).status).toBe(303);
    const before = await countRows(server.db);
    const again = await browse(start.hostedUrl);
    expect(again.status).toBe(409);
    expect(again.text).toContain('This payment link was already used');
    const resubmit = await browse(start.hostedUrl, card('4000000000000002'));
    expect(resubmit.status).toBe(409);
    expect(resubmit.text).toContain('This payment link was already used');
    expect(await countRows(server.db)).toEqual(before);
  });

  it('refuses a link after its 15 minutes, and records nothing', async () => {
    const bob = await newBob();
    const start = await bobPays(bob, 20);
    clock.advance(14 * 60 * 1000);
    expect((await browse(start.hostedUrl)).status).toBe(200);
    clock.advance(60 * 1000 + 1);
    const before = await countRows(server.db);
    const page = await browse(start.hostedUrl);
    expect(page.status).toBe(410);
    expect(page.text).toContain('This payment link has expired');
    const submit = await browse(start.hostedUrl, card('4000000000000002'));
    expect(submit.status).toBe(410);
    expect(await countRows(server.db)).toEqual(before);
  });

  it('refuses a link it never made', async () => {
    const res = await browse(`${server.url}/api/pay/simulator/not-a-real-token`);
    expect(res.status).toBe(404);
    expect(res.text).toContain('This payment link is not valid');
  });

  it.each([
    [
      'a number that fails the check digit',
      card('4000 0000 0000 0003'),
      'Please enter a valid card number',
    ],
    ['a card that is not a test card', card('4242 4242 4242 4242'), 'accepts only the test cards'],
    [
      'an expiry in the past',
      card('4000000000000002', { expiry: '01/20' }),
      'The expiry date is in the past',
    ],
    [
      'a malformed expiry',
      card('4000000000000002', { expiry: '13/30' }),
      'Please enter the expiry date as MM/YY',
    ],
    ['a short CVV', card('4000000000000002', { cvv: '12' }), 'Please enter the 3 or 4 digit CVV'],
  ])('shows the form again for %s, and records nothing', async (_label, form, message) => {
    const bob = await newBob();
    const start = await bobPays(bob, 10);
    const before = await countRows(server.db);
    const res = await browse(start.hostedUrl, form);
    expect(res.status).toBe(422);
    expect(res.text).toContain(message);
    expect(res.text).toContain('aria-invalid="true"');
    expect(await countRows(server.db)).toEqual(before);
    expect((await browse(start.hostedUrl)).status).toBe(200);
  });
});
