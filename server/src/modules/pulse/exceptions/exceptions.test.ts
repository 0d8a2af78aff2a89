import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PulseException } from '@rentline/sync-protocol/wire';
import { storeToday } from '../../../lib/store-time';
import {
  client,
  idempotencyKey,
  startTestServer,
  type TestServer,
} from '../../../testing/test-server';
import { seedPulseFixture, type PulseFixture } from '../../../testing/pulse-fixture';
import {
  STORE_TZ,
  dayFrom,
  insertAccount,
  insertCustomerWithContact,
  insertException,
  insertExceptionType,
  insertPayment,
  lateAccount,
} from '../../../testing/pulse-factories';

/**
 * Two stores, so that no test depends on another's order: `server` holds the hand-computed Pulse
 * fixture (testing/pulse-fixture.ts) and is only read; on `own`, which has the fixture's four
 * exception types and nothing else to begin with, each test that writes builds the customers,
 * payments and exceptions it changes.
 */
let server: TestServer;
let own: TestServer;
let api: ReturnType<typeof client>;
let ownApi: ReturnType<typeof client>;
let fx: PulseFixture;
let ownTypes: PulseFixture['types'];
const today = storeToday(STORE_TZ);
const d = (offset: number) => dayFrom(today, offset);
beforeAll(async () => {
  [server, own] = await Promise.all([startTestServer(), startTestServer()]);
  fx = await server.db.em.fork().transactional((em) => seedPulseFixture(em, today));
  ownTypes = await own.db.em.fork().transactional(async (em) => ({
    paymentFailed: await insertExceptionType(em, 'Payment Failed'),
    insufficientFunds: await insertExceptionType(em, 'Insufficient Funds'),
    disputed: await insertExceptionType(em, 'Disputed'),
    chargeback: await insertExceptionType(em, 'Chargeback'),
  }));
  api = client(server.url, (await server.signIn()).token);
  ownApi = client(own.url, (await own.signIn()).token);
});
afterAll(() => Promise.all([server?.close(), own?.close()]));

/** On `own`: a customer placed as the fixture's Bob (lateAccount), with a declined card payment. */
const newBob = () =>
  own.db.em.fork().transactional(async (em) => {
    const bob = await insertAccount(em, lateAccount(today));
    const failed = await insertPayment(em, {
      agreement_id: bob.agreement,
      amount_paid: 100,
      success: false,
      payment_status: 'failed',
      paid_on: d(-40),
      payment_method: 'Credit Card',
    });
    return { ...bob, failed };
  });

type Res = Awaited<ReturnType<typeof api>>;
const ids = (res: Res) => (res.body.exceptions as PulseException[]).map((e) => e.exception_id);
const countExceptions = async () =>
  Number(
    (
      await server.db.em
        .fork()
        .execute<{ n: number }[]>('select count(*)::int as n from exceptions')
    )[0]!.n,
  );

describe('#exceptions.list', () => {
  it('hides resolved exceptions by default', async () => {
    const { e1, e2, e4 } = fx.exceptions;
    expect(ids(await api('GET', '/api/exceptions'))).toEqual([e4, e2, e1]);
    expect(ids(await api('GET', '/api/exceptions?status=resolved'))).toEqual([fx.exceptions.e3]);
    expect((await api('GET', '/api/exceptions?status=closed')).status).toBe(400);
  });

  it('answers unresolved first, newest first, with the customer found through the payment', async () => {
    const { e1, e2, e3, e4 } = fx.exceptions;
    const res = await api('GET', '/api/exceptions?status=all');
    expect(res.status).toBe(200);
    expect(ids(res)).toEqual([e4, e2, e1, e3]);
    const [, second, third, fourth] = res.body.exceptions;
    expect(third).toEqual({
      exception_id: e1,
      type: 'Payment Failed',
      payment_id: fx.payments.failed,
      scheduled_payment_id: null,
      customer_id: fx.customers.bob,
      customer_name: 'Bob Late',
      contact_id: expect.any(String),
      description: 'Card declined by issuer',
      created_at: expect.stringMatching(/Z$/),
      resolved_at: null,
      resolution: null,
      resolved_by: null,
      resolved_by_name: null,
      // A declined attempt took no money: no payment to show.
      payment: null,
    });
    expect(second).toMatchObject({
      type: 'Insufficient Funds',
      payment_id: null,
      scheduled_payment_id: fx.installments.bob5,
      customer_name: 'Bob Late',
    });
    expect(fourth).toMatchObject({
      type: 'Disputed',
      customer_name: 'Carol Mixed',
      resolution: 'Dispute withdrawn',
      resolved_at: expect.stringMatching(/Z$/),
    });
  });

  it.each([
    ['type=Chargeback', ['e4']],
    ['type=payment%20failed', ['e1']],
    ['type=all&status=all', ['e4', 'e2', 'e1', 'e3']],
    ['search=carol&status=all', ['e3']],
    ['search=carol', []],
    ['search=declined', ['e1']],
    ['type=Disputed&search=bob&status=all', []],
  ] as const)('filters %s', async (query, expected) => {
    expect(ids(await api('GET', `/api/exceptions?${query}`))).toEqual(
      expected.map((k) => fx.exceptions[k]),
    );
  });

  it('answers the types as { id, name }', async () => {
    const res = await api('GET', '/api/exceptions/types');
    expect(res.body).toEqual([
      { id: fx.types.paymentFailed, name: 'Payment Failed' },
      { id: fx.types.insufficientFunds, name: 'Insufficient Funds' },
      { id: fx.types.disputed, name: 'Disputed' },
      { id: fx.types.chargeback, name: 'Chargeback' },
    ]);
  });
});

describe('#exceptions.create', () => {
  it.each([
    ['the type is missing', { type: undefined }, 'type'],
    ['the type is blank', { type: '  ' }, 'type'],
    ['the customer does not exist', { customer_id: 999999 }, 'customer_id'],
    ['the payment does not exist', { payment_id: 999999 }, 'payment_id'],
    ['the installment id is malformed', { scheduled_payment_id: 'abc' }, 'scheduled_payment_id'],
  ])('fails with 400 when %s, and writes nothing', async (_label, change, field) => {
    const before = await countExceptions();
    const res = await api('POST', '/api/exceptions', {
      type: 'Disputed',
      description: 'x',
      ...change,
    });
    expect(res.status).toBe(400);
    expect(res.body.fields[field]).toBeTruthy();
    expect(await countExceptions()).toBe(before);
  });

  it('records an exception against a payment, its customer taken from the payment', async () => {
    const bob = await newBob();
    const res = await ownApi('POST', '/api/exceptions', {
      type: 'chargeback',
      payment_id: bob.failed,
      description: 'Bank reversed it',
    });
    expect(res.status).toBe(201);
    expect(res.body.exception).toMatchObject({
      type: 'Chargeback',
      customer_id: bob.customer,
      customer_name: 'Bob Late',
      resolved_at: null,
    });
    expect(ids(await ownApi('GET', '/api/exceptions'))[0]).toBe(res.body.exception.exception_id);
  });

  it('accepts another type name as a new type', async () => {
    const carol = await own.db.em
      .fork()
      .transactional((em) => insertCustomerWithContact(em, 'Carol Mixed'));
    const res = await ownApi('POST', '/api/exceptions', {
      type: 'Returned Check',
      customer_id: carol,
    });
    expect(res.status).toBe(201);
    expect(
      (await ownApi('GET', '/api/exceptions/types')).body.map((t: { name: string }) => t.name),
    ).toContain('Returned Check');
  });
});

describe('#exceptions.resolve and reopen', () => {
  it.each([
    ['no body', undefined],
    ['no note', {}],
    ['a blank note', { resolution: '   ' }],
    ['a note over 2,000 characters', { resolution: 'x'.repeat(2001) }],
  ])('fails with 400 on %s, and leaves the exception open', async (_label, body) => {
    const res = await api('POST', `/api/exceptions/${fx.exceptions.e2}/resolve`, body);
    expect(res.status).toBe(400);
    expect(res.body.fields.resolution).toMatch(/resolved|2,?000|characters/i);
    const open = await api('GET', '/api/exceptions');
    expect(ids(open)).toContain(fx.exceptions.e2);
  });

  it('resolves once with the note, who and when; then 409; 404 for an unknown one', async () => {
    // As the fixture's E1: a declined card payment's open Payment Failed exception.
    const bob = await newBob();
    const e1 = await own.db.em.fork().transactional((em) =>
      insertException(em, {
        type_id: ownTypes.paymentFailed,
        payment_id: bob.failed,
        created_on: d(-40),
        description: 'Card declined by issuer',
      }),
    );
    const res = await ownApi('POST', `/api/exceptions/${e1}/resolve`, {
      resolution: '  Customer paid cash  ',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      exception: {
        exception_id: e1,
        resolution: 'Customer paid cash',
        resolved_at: expect.stringMatching(/Z$/),
        resolved_by: expect.any(Number),
        resolved_by_name: 'Jordan Avery',
      },
    });
    const again = await ownApi('POST', `/api/exceptions/${e1}/resolve`, {
      resolution: 'Again',
    });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('This exception is already resolved');
    expect(
      await ownApi('POST', '/api/exceptions/999999/resolve', { resolution: 'Paid' }),
    ).toMatchObject({ status: 404, body: { error: 'Exception not found' } });
    expect((await ownApi('POST', '/api/exceptions/abc/resolve', { resolution: 'x' })).status).toBe(
      400,
    );
    // Resolved: out of the default list, in the resolved one.
    expect(ids(await ownApi('GET', '/api/exceptions'))).not.toContain(e1);
    expect(ids(await ownApi('GET', '/api/exceptions?status=resolved'))).toContain(e1);
  });

  it('reopens a resolved exception: back in the open list, its resolution cleared', async () => {
    // As the fixture's E3: Carol's Disputed exception, resolved.
    const e3 = await own.db.em.fork().transactional(async (em) =>
      insertException(em, {
        type_id: ownTypes.disputed,
        customer_id: await insertCustomerWithContact(em, 'Carol Mixed'),
        created_on: d(-85),
        description: 'Disputed late fee',
        resolved_on: d(-80),
        resolution: 'Dispute withdrawn',
      }),
    );
    const reopened = await ownApi('POST', `/api/exceptions/${e3}/reopen`);
    expect(reopened.status).toBe(200);
    expect(reopened.body.exception).toMatchObject({
      exception_id: e3,
      resolved_at: null,
      resolution: null,
      resolved_by: null,
      resolved_by_name: null,
    });
    expect(ids(await ownApi('GET', '/api/exceptions'))).toContain(e3);

    const again = await ownApi('POST', `/api/exceptions/${e3}/reopen`);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(
      'This exception is open; only a resolved exception can be reopened',
    );
    expect((await ownApi('POST', '/api/exceptions/999999/reopen')).status).toBe(404);

    // And it can be resolved again, by someone else.
    const other = client(own.url, (await own.signIn('demo2@example.com')).token);
    const resolved = await other('POST', `/api/exceptions/${e3}/resolve`, {
      resolution: 'Refunded the late fee',
    });
    expect(resolved.body.exception).toMatchObject({
      resolution: 'Refunded the late fee',
      resolved_by_name: 'Casey Morgan',
    });
  });
});

describe('#exceptions on a reversed payment', () => {
  it("resolves the payment's open exception when the payment is reversed, naming why", async () => {
    const bob = await newBob();
    const paid = await ownApi(
      'POST',
      '/api/payments',
      { agreement_id: bob.agreement, amount: 40, payment_method: 'Credit Card' },
      idempotencyKey(),
    );
    expect(paid.status).toBe(201);
    const created = await ownApi('POST', '/api/exceptions', {
      type: 'Chargeback',
      payment_id: paid.body.payment_id,
      description: 'Cardholder disputes the charge',
    });
    expect(created.status).toBe(201);
    const id = created.body.exception.exception_id as number;
    expect(ids(await ownApi('GET', '/api/exceptions'))).toContain(id);

    const reversed = await ownApi(
      'POST',
      `/api/payments/${paid.body.payment_id}/reverse`,
      { reason: 'Card chargeback' },
      idempotencyKey(),
    );
    expect(reversed.status).toBe(200);
    expect(ids(await ownApi('GET', '/api/exceptions'))).not.toContain(id);
    const all = (await ownApi('GET', '/api/exceptions?status=resolved')).body
      .exceptions as PulseException[];
    expect(all.find((e) => e.exception_id === id)).toMatchObject({
      resolution: 'Payment reversed: Card chargeback',
      resolved_at: expect.stringMatching(/Z$/),
      resolved_by_name: 'Jordan Avery',
      payment: {
        agreement_id: bob.agreement,
        amount: 40,
        reversal: { reason: 'Card chargeback', at: expect.stringMatching(/Z$/) },
      },
    });
  });
});
