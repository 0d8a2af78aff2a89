import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeToday } from '../../../lib/store-time';
import { STORE_TZ, insertAccount, lateAccount } from '../../../testing/pulse-factories';
import { seedPulseFixture, type PulseFixture } from '../../../testing/pulse-fixture';
import {
  client,
  idempotencyKey,
  startTestServer,
  type TestServer,
} from '../../../testing/test-server';

let server: TestServer;
let api: ReturnType<typeof client>;
let fx: PulseFixture;
let employeeId: number;
const today = storeToday(STORE_TZ);

beforeAll(async () => {
  server = await startTestServer();
  fx = await server.db.em.fork().transactional((em) => seedPulseFixture(em, today));
  const signedIn = await server.signIn();
  employeeId = signedIn.employee.id;
  api = client(server.url, signedIn.token);
});
afterAll(() => server.close());

/** POST /api/elavon/payment-session with a fresh Idempotency-Key, or the one given (a retry). */
const start = (body: Record<string, unknown>, key?: string) =>
  api('POST', '/api/elavon/payment-session', body, idempotencyKey(key));

const sessions = async () =>
  server.db.em.fork().execute<Record<string, unknown>[]>(
    `select provider, customer_id, agreement_id, amount::text as amount, employee_id, status,
         round(extract(epoch from expires_at - created_at))::int as ttl_s, length(token_hash) as hash_length
       from payment_sessions order by id`,
  );

/**
 * The refusals read the seeded Pulse fixture (testing/pulse-fixture.ts), to which no test writes;
 * a test that starts a session starts it for a customer of its own, placed as the fixture's Bob
 * (lateAccount), and every test reads the store's sessions as what it added to them.
 */
const newBob = async () => {
  const bob = await server.db.em
    .fork()
    .transactional((em) => insertAccount(em, lateAccount(today)));
  return { customer_id: bob.customer, agreement_id: bob.agreement, amount: 100 };
};

describe('#payments.session', () => {
  const bob = () => ({
    customer_id: fx.customers.bob,
    agreement_id: fx.agreements.a2,
    amount: 100,
  });

  type Change = (f: PulseFixture) => Record<string, unknown>;
  const required = 'Please select customer, agreement, and enter payment amount';
  const validAmount = 'Please enter a valid payment amount';
  it.each<[string, Change, string | ((f: PulseFixture) => string)]>([
    ['the customer is missing', () => ({ customer_id: undefined }), required],
    ['the agreement is missing', () => ({ agreement_id: '' }), required],
    ['the amount is missing', () => ({ amount: undefined }), validAmount],
    ['the amount is zero', () => ({ amount: 0 }), validAmount],
    ['the amount is negative', () => ({ amount: -5 }), validAmount],
    ['the amount is not a number', () => ({ amount: 'abc' }), validAmount],
    ['the amount is text', () => ({ amount: '100' }), validAmount],
    ['the amount is true', () => ({ amount: true }), validAmount],
    ['the amount is a list', () => ({ amount: [5] }), validAmount],
    ['the amount is less than a cent', () => ({ amount: 0.001 }), validAmount],
    ['the agreement does not exist', () => ({ agreement_id: 999999 }), 'Agreement not found'],
    [
      "the agreement is another customer's",
      (f) => ({ customer_id: f.customers.alice }),
      'This agreement does not belong to the selected customer',
    ],
    // A closed agreement owing nothing takes no payments, and says so with its status.
    [
      'the agreement is completed (it owes nothing)',
      (f) => ({ customer_id: f.customers.eve, agreement_id: f.agreements.a4 }),
      (f) => `${f.agr(4)} is Completed and takes no payments`,
    ],
    [
      'the agreement is cancelled (it owes nothing)',
      (f) => ({ customer_id: f.customers.dan, agreement_id: f.agreements.a6, amount: 10 }),
      (f) => `${f.agr(6)} is Cancelled and takes no payments`,
    ],
    // The most Bob's A2 can take: owed now 205 (the -40 installment, its $5 late fee, the -5
    // installment) and the +5 and +35 installments not yet charged (200).
    [
      'the amount exceeds the balance',
      () => ({ amount: 405.01 }),
      'Payment exceeds the balance due ($405.00)',
    ],
  ])('fails with 400 when %s, and starts nothing', async (_label, change, message) => {
    const before = await sessions();
    const res = await start({ ...bob(), ...change(fx) });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      error: typeof message === 'string' ? message : message(fx),
      fields: expect.any(Object),
    });
    expect(await sessions()).toEqual(before);
  });

  it('answers 401 without a token', async () => {
    expect((await client(server.url)('POST', '/api/elavon/payment-session', bob())).status).toBe(
      401,
    );
  });

  it('starts a 15-minute session and answers html that sends the window to the hosted page', async () => {
    // The whole balance (405, see above) is the most a session may take.
    const bob = await newBob();
    const before = (await sessions()).length;
    const res = await start({ ...bob, amount: 405 });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(['payment_html', 'success']);
    expect(res.body.success).toBe(true);
    const html = res.body.payment_html as string;
    expect(html).not.toMatch(/<script/i);
    // Relative to the portal, whose document the payment window is.
    expect(html).toMatch(
      /<meta http-equiv="refresh" content="0;url=\/api\/pay\/simulator\/[\w-]+">/,
    );
    expect(html).toMatch(/<a class="button" href="\/api\/pay\/simulator\/[\w-]+">/);
    expect((await sessions()).slice(before)).toEqual([
      {
        provider: 'simulator',
        customer_id: bob.customer_id,
        agreement_id: bob.agreement_id,
        amount: '405.00',
        employee_id: employeeId,
        status: 'open',
        ttl_s: 900,
        hash_length: 64,
      },
    ]);
  });

  it('never builds the hosted page address from the Host or X-Forwarded-Host the request claims', async () => {
    const res = await fetch(`${server.url}/api/elavon/payment-session`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${(await server.signIn()).token}`,
        'content-type': 'application/json',
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'evil.example.com',
        ...idempotencyKey(),
      },
      body: JSON.stringify({ ...(await newBob()), amount: 1 }),
    });
    const body = (await res.json()) as { payment_html: string };
    expect(body.payment_html).toContain('url=/api/pay/simulator/');
    expect(body.payment_html).not.toContain('evil.example.com');
  });

  it("answers a repeated start with the same session's page, and starts no second session", async () => {
    const bob = await newBob();
    const key = randomUUID();
    const before = (await sessions()).length;
    const [first, second] = [await start(bob, key), await start(bob, key)];
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(await sessions()).toHaveLength(before + 1);
    const other = await start({ ...bob, amount: 2 }, key);
    expect(other.status).toBe(422);
    expect(await sessions()).toHaveLength(before + 1);
  });

  it('fails with 400 without an Idempotency-Key, and starts nothing', async () => {
    const bob = await newBob();
    const before = (await sessions()).length;
    const res = await api('POST', '/api/elavon/payment-session', bob);
    expect(res.status).toBe(400);
    expect(await sessions()).toHaveLength(before);
  });
});

describe('#payments.session with PUBLIC_URL', () => {
  it('builds the hosted page address from PUBLIC_URL', async () => {
    const other = await startTestServer({
      payments: { provider: 'simulator', publicUrl: 'https://portal.example.com/' },
      seedEmployees: true,
    });
    try {
      const fixture = await other.db.em.fork().transactional((em) => seedPulseFixture(em, today));
      const res = await client(other.url, (await other.signIn()).token)(
        'POST',
        '/api/elavon/payment-session',
        { customer_id: fixture.customers.bob, agreement_id: fixture.agreements.a2, amount: 5 },
        idempotencyKey(),
      );
      expect(res.body.payment_html).toContain('url=https://portal.example.com/api/pay/simulator/');
    } finally {
      await other.close();
    }
  });
});
