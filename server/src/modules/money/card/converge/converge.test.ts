import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PulseException } from '@rentline/sync-protocol/wire';
import { storeToday } from '../../../../lib/store-time';
import { STORE_TZ } from '../../../../testing/pulse-factories';
import { seedPulseFixture, type PulseFixture } from '../../../../testing/pulse-fixture';
import { client, startTestServer, type TestServer } from '../../../../testing/test-server';
import { startFakeConverge, type FakeConverge } from '../testing/fake-converge';
import { browse, countRows, startPayment } from '../testing/pay-helpers';

let fake: FakeConverge;
let server: TestServer;
let api: ReturnType<typeof client>;
let fx: PulseFixture;
const today = storeToday(STORE_TZ);

beforeAll(async () => {
  fake = await startFakeConverge();
  server = await startTestServer({
    payments: (url) => ({
      provider: 'converge',
      converge: fake.settings,
      timeoutMs: 5000,
      publicUrl: url,
    }),
  });
  fx = await server.db.em.fork().transactional((em) => seedPulseFixture(em, today));
  api = client(server.url, (await server.signIn()).token);
});
afterAll(async () => {
  await server.close();
  await fake.close();
});

/** Starts a session on Bob's agreement; answers the Converge token and the session's return URL. */
async function start(amount: number) {
  const res = await startPayment(api, {
    customer_id: fx.customers.bob,
    agreement_id: fx.agreements.a2,
    amount,
  });
  expect(res.status).toBe(201);
  const hosted = new URL(res.hostedUrl);
  return {
    token: hosted.searchParams.get('ssl_txn_auth_token')!,
    hosted,
    request: fake.tokenRequests.at(-1)!,
  };
}
const withParams = (url: string, params: Record<string, string>) => {
  const u = new URL(url);
  for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
  return u.toString();
};
const balanceOf = async (id: number) =>
  (await api('GET', `/api/agreements/${id}`)).body.balance as number;
const queriesFor = (txnId: string) =>
  fake.xmlRequests.filter((q) => q.ssl_transaction_type === 'txnquery' && q.ssl_txn_id === txnId);

describe('#payments.converge', () => {
  it('asks Converge for a ccsale token with its credentials, a two-decimal amount and the return address', async () => {
    const { hosted, request } = await start(99.5);
    expect(`${hosted.origin}${hosted.pathname}`).toBe(`${fake.url}/hosted-payments`);
    expect(request).toMatchObject({
      ssl_merchant_id: fake.settings.merchantId,
      ssl_user_id: fake.settings.userId,
      ssl_pin: fake.settings.pin,
      ssl_transaction_type: 'ccsale',
      ssl_amount: '99.50',
      ssl_invoice_number: expect.stringMatching(/^RLP\d{8}$/),
      ssl_result_format: 'HTML',
      ssl_receipt_link_method: 'REDG',
      ssl_receipt_link_url: expect.stringMatching(
        new RegExp(`^${server.url}/api/pay/converge/return\\?session=[\\w-]+$`),
      ),
    });
    expect((await start(150)).request.ssl_amount).toBe('150.00');
  });

  it('verifies an approval with a txnquery before recording it once, and returns to the success page', async () => {
    const before = await balanceOf(fx.agreements.a2);
    const { token } = await start(120);
    const back = fake.pay(token, 'approve');
    const txnId = new URL(back).searchParams.get('ssl_txn_id')!;
    expect(queriesFor(txnId)).toHaveLength(0);

    const res = await browse(back);
    expect(queriesFor(txnId)).toEqual([
      expect.objectContaining({
        ssl_merchant_id: fake.settings.merchantId,
        ssl_user_id: fake.settings.userId,
        ssl_pin: fake.settings.pin,
      }),
    ]);
    expect(res.status).toBe(303);
    expect(res.path).toBe('/pulse/payment/success');
    expect(res.params).toEqual({
      ssl_result: '0',
      ssl_result_message: 'APPROVAL',
      ssl_txn_id: txnId,
      ssl_amount: '120.00',
      ssl_approval_code: fake.transaction(txnId)!.ssl_approval_code,
      customer_id: String(fx.customers.bob),
      agreement_id: String(fx.agreements.a2),
      amount: '120.00',
    });
    expect(await balanceOf(fx.agreements.a2)).toBe(before - 120);
    const found = await api('GET', `/api/payments?search=${txnId}`);
    expect(found.body.payments).toEqual([
      expect.objectContaining({ amount_paid: 120, success: true, transaction_id: txnId }),
    ]);
    expect((await api('GET', '/api/payments/recent')).body[0]).toMatchObject({ amount_paid: 120 });
  });

  it('refuses a replayed return and records nothing more', async () => {
    const { token } = await start(30);
    const back = fake.pay(token, 'approve');
    expect((await browse(back)).path).toBe('/pulse/payment/success');
    const before = await countRows(server.db);
    const replay = await browse(back);
    expect(replay.status).toBe(409);
    expect(replay.text).toContain('This payment link was already used');
    expect(await countRows(server.db)).toEqual(before);
  });

  it('refuses a forged approval (the return says approved, the processor declined) and records nothing', async () => {
    const { token } = await start(45);
    const back = fake.pay(token, 'decline');
    const forged = withParams(back, {
      ssl_result: '0',
      ssl_result_message: 'APPROVAL',
      ssl_approval_code: '123456',
    });
    const before = await countRows(server.db);
    const res = await browse(forged);
    expect(res.status).toBe(303);
    expect(res.path).toBe('/pulse/payment/error');
    expect(res.params).toMatchObject({
      ssl_result: 'UNVERIFIED',
      ssl_result_message: 'The payment could not be verified with the card processor',
      agreement_id: String(fx.agreements.a2),
      amount: '45.00',
    });
    expect(await countRows(server.db)).toEqual(before);

    // The genuine return of the same attempt is still recorded: a decline and its exception.
    const genuine = await browse(back);
    expect(genuine.path).toBe('/pulse/payment/error');
    expect(genuine.params).toMatchObject({ ssl_result: '1', ssl_result_message: 'DECLINED' });
    const after = await countRows(server.db);
    expect(after).toEqual({
      payments: before.payments + 1,
      exceptions: before.exceptions + 1,
      open: before.open - 1,
    });
    const [exception] = (await api('GET', '/api/exceptions')).body.exceptions as PulseException[];
    expect(exception).toMatchObject({
      type: 'Payment Failed',
      customer_name: 'Bob Late',
      description: expect.stringContaining('DECLINED (code 05)'),
    });
  });

  it.each([
    [
      'the processor knows no such transaction',
      (back: string) => withParams(back, { ssl_txn_id: 'NOPE-1' }),
    ],
    ['the return changes the amount', (back: string) => withParams(back, { ssl_amount: '1.00' })],
    [
      'the return changes the approval code',
      (back: string) => withParams(back, { ssl_approval_code: '000000' }),
    ],
    [
      'the return carries no transaction id',
      (back: string) => withParams(back, { ssl_txn_id: '' }),
    ],
  ])('refuses an approval when %s, and records nothing', async (_label, tamper) => {
    const { token } = await start(12.34);
    const back = fake.pay(token, 'approve');
    const before = await countRows(server.db);
    const res = await browse(tamper(back));
    expect(res.path).toBe('/pulse/payment/error');
    expect(res.params.ssl_result).toBe('UNVERIFIED');
    expect(await countRows(server.db)).toEqual(before);
  });

  it("refuses another session's approved transaction, and a processor record that does not match", async () => {
    const a = await start(60);
    const b = await start(60);
    const backA = fake.pay(a.token, 'approve');
    const backB = fake.pay(b.token, 'approve');
    const sessionB = new URL(backB).searchParams.get('session')!;
    const before = await countRows(server.db);
    const crossed = await browse(withParams(backA, { session: sessionB }));
    expect(crossed.params.ssl_result).toBe('UNVERIFIED');

    const txnB = new URL(backB).searchParams.get('ssl_txn_id')!;
    fake.setTransaction(txnB, { ssl_amount: '6.00' });
    expect((await browse(backB)).params.ssl_result).toBe('UNVERIFIED');
    expect(await countRows(server.db)).toEqual(before);
  });

  it('records an insufficient funds decline as an Insufficient Funds exception', async () => {
    const { token } = await start(25);
    const res = await browse(fake.pay(token, 'insufficient'));
    expect(res.params).toMatchObject({ ssl_result: '1', ssl_result_message: 'INSUFFICIENT FUNDS' });
    const [exception] = (await api('GET', '/api/exceptions')).body.exceptions as PulseException[];
    expect(exception).toMatchObject({ type: 'Insufficient Funds', customer_name: 'Bob Late' });
  });

  it('answers 502 and keeps nothing open when Converge cannot be reached', async () => {
    fake.setDown(true);
    try {
      const before = await countRows(server.db);
      const res = await startPayment(api, {
        customer_id: fx.customers.bob,
        agreement_id: fx.agreements.a2,
        amount: 10,
      });
      expect(res.status).toBe(502);
      expect(res.body.error).toBe(
        'The card payment provider could not be reached. Please try again.',
      );
      expect(await countRows(server.db)).toEqual(before);
    } finally {
      fake.setDown(false);
    }
  });

  it('leaves the attempt open when the processor cannot be asked, so the genuine return still counts', async () => {
    const { token } = await start(15);
    const back = fake.pay(token, 'approve');
    fake.setDown(true);
    const before = await countRows(server.db);
    const res = await browse(back).finally(() => fake.setDown(false));
    expect(res.params.ssl_result).toBe('UNVERIFIED');
    expect(await countRows(server.db)).toEqual(before);
    expect((await browse(back)).path).toBe('/pulse/payment/success');
  });
});
