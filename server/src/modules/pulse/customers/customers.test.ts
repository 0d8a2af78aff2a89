import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Customer } from '@rentline/sync-protocol/wire';
import { storeToday } from '../../../lib/store-time';
import { client, startTestServer, type TestServer } from '../../../testing/test-server';
import { seedPulseFixture, type PulseFixture } from '../../../testing/pulse-fixture';
import {
  STORE_TZ,
  dayFrom,
  insertContact,
  insertCustomer,
  insertCustomerWithContact,
} from '../../../testing/pulse-factories';

/**
 * Two stores, so that no test depends on another's order: `server` holds the hand-computed Pulse
 * fixture (testing/pulse-fixture.ts) and is only read; on `own`, each test that writes builds the
 * contacts and customers it changes.
 */
let server: TestServer;
let own: TestServer;
let api: ReturnType<typeof client>;
let ownApi: ReturnType<typeof client>;
let fx: PulseFixture;
const today = storeToday(STORE_TZ);
beforeAll(async () => {
  [server, own] = await Promise.all([startTestServer(), startTestServer()]);
  fx = await server.db.em.fork().transactional((em) => seedPulseFixture(em, today));
  api = client(server.url, (await server.signIn()).token);
  ownApi = client(own.url, (await own.signIn()).token);
});
afterAll(() => Promise.all([server?.close(), own?.close()]));

type Res = Awaited<ReturnType<typeof api>>;
const names = (res: Res) => (res.body.customers as Customer[]).map((c) => c.customer_name);
/** Rows of a table on the `own` store. */
const count = async (table: string) =>
  Number(
    (await own.db.em.fork().execute<{ n: number }[]>(`select count(*)::int as n from ${table}`))[0]!
      .n,
  );

describe('#customers.list', () => {
  it('answers every customer with balances and due dates from the fixture', async () => {
    const res = await api('GET', '/api/customers/?limit=50&offset=0');
    expect(res.status).toBe(200);
    expect(res.body.total_count).toBe(5);
    expect(res.body.has_more).toBe(false);
    const byName = Object.fromEntries(
      (res.body.customers as Customer[]).map((c) => [c.customer_name, c]),
    );
    expect(byName['Alice Good']).toMatchObject({
      customer_id: fx.customers.alice,
      account_status: 'Active',
      email: 'alice@example.com',
      primary_phone: '555-0100',
      payment_frequency: 'Weekly',
      next_account_due_date: dayFrom(today, 3),
      outstanding_balance: 300,
      total_agreements: 1,
      next_agreement_due_date: dayFrom(today, 2),
      days_until_due: 2,
    });
    // Bob's T-40 installment is past its grace: its $5 late fee is owed too.
    expect(byName['Bob Late']).toMatchObject({
      outstanding_balance: 405,
      next_agreement_due_date: dayFrom(today, -40),
      days_until_due: -40,
    });
    expect(byName['Carol Mixed']).toMatchObject({ outstanding_balance: 200, days_until_due: 6 });
    // His pending agreement's proposed schedule: owed once delivered.
    expect(byName['Dan New']).toMatchObject({
      outstanding_balance: 400,
      total_agreements: 2,
      next_agreement_due_date: dayFrom(today, 40),
      days_until_due: 40,
    });
    expect(byName['Eve Closed']).toMatchObject({
      account_status: 'Inactive',
      outstanding_balance: 0,
      payment_frequency: null,
    });
  });

  it('pages with limit, offset, total_count and has_more', async () => {
    const first = await api('GET', '/api/customers/?limit=2&offset=0');
    expect(names(first)).toEqual(['Alice Good', 'Bob Late']);
    expect(first.body).toMatchObject({ total_count: 5, has_more: true });
    const last = await api('GET', '/api/customers/?limit=2&offset=4');
    expect(names(last)).toEqual(['Eve Closed']);
    expect(last.body).toMatchObject({ total_count: 5, has_more: false });
    // Past the end: no row carries the count, which is then counted on its own.
    const past = await api('GET', '/api/customers/?limit=2&offset=9&search=o');
    expect(past.body).toMatchObject({ customers: [], has_more: false });
    const matching = await api('GET', '/api/customers/?limit=50&offset=0&search=o');
    expect(past.body.total_count).toBe(matching.body.customers.length);
    expect(matching.body.total_count).toBe(matching.body.customers.length);
  });

  it.each([
    ['status=Active', ['Alice Good', 'Bob Late', 'Carol Mixed', 'Dan New']],
    ['status=Inactive', ['Eve Closed']],
    ['status=all&search=bob', ['Bob Late']],
    ['search=555-0100&limit=1', ['Alice Good']],
    [
      'sort=customer&order=desc',
      ['Eve Closed', 'Dan New', 'Carol Mixed', 'Bob Late', 'Alice Good'],
    ],
    ['sort=contact&order=asc', ['Alice Good', 'Bob Late', 'Carol Mixed', 'Dan New', 'Eve Closed']],
    ['sort=balance&order=desc', ['Bob Late', 'Dan New', 'Alice Good', 'Carol Mixed', 'Eve Closed']],
    ['sort=balance&order=asc', ['Eve Closed', 'Carol Mixed', 'Alice Good', 'Dan New', 'Bob Late']],
    // A page of a sort: cut after sorting every customer (Bob 405, Dan 400, Alice 300, …).
    ['sort=balance&order=desc&limit=2&offset=1', ['Dan New', 'Alice Good']],
    ['sort=customer&order=desc&limit=2&offset=1', ['Dan New', 'Carol Mixed']],
  ])('answers %s', async (query, expected) => {
    const res = await api('GET', `/api/customers/?${query}`);
    expect(res.status).toBe(200);
    expect(names(res)).toEqual(expected);
  });

  it("sorts by the contact's email with sort=contact, and pages in that order", async () => {
    // Emails in the opposite order of the names (the fixture's follow its names).
    await own.db.em.fork().transactional(async (em) => {
      for (const [full_name, email] of [
        ['Sortby Adams', 'zed.sortby@example.com'],
        ['Sortby Mills', 'max.sortby@example.com'],
        ['Sortby Young', 'amy.sortby@example.com'],
      ] as const)
        await insertCustomer(em, { contactId: await insertContact(em, { full_name, email }) });
    });
    const sorted = async (query: string) =>
      names(await ownApi('GET', `/api/customers/?search=sortby&${query}`));
    expect(await sorted('sort=contact&order=asc')).toEqual([
      'Sortby Young',
      'Sortby Mills',
      'Sortby Adams',
    ]);
    expect(await sorted('sort=contact&order=desc&limit=2&offset=1')).toEqual([
      'Sortby Mills',
      'Sortby Young',
    ]);
    expect(await sorted('sort=customer&order=asc')).toEqual([
      'Sortby Adams',
      'Sortby Mills',
      'Sortby Young',
    ]);
  });

  it('answers the hub count with limit=1&status=Active', async () => {
    const res = await api('GET', '/api/customers/?limit=1&offset=0&status=Active');
    expect(res.body).toMatchObject({ total_count: 4, has_more: true });
  });

  it.each(['limit=0', 'limit=1001', 'offset=-1', 'status=Closed', 'sort=email', 'order=up'])(
    'fails with 400 on %s',
    async (q) => {
      const res = await api('GET', `/api/customers/?${q}`);
      expect(res.status).toBe(400);
      expect(res.body.fields).toBeTruthy();
    },
  );
});

describe('#customers.get', () => {
  it('answers the detail fields, with Monthly when no frequency is set', async () => {
    const res = await api('GET', `/api/customers/${fx.customers.bob}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      customer_name: 'Bob Late',
      phone: '555-0100',
      payment_frequency: 'Monthly',
      next_payment_due: null,
      outstanding_balance: 405,
      next_agreement_due_date: dayFrom(today, -40),
      days_until_due: -40,
    });
    expect((await api('GET', `/api/customers/${fx.customers.alice}`)).body).toMatchObject({
      payment_frequency: 'Weekly',
      next_payment_due: dayFrom(today, 3),
    });
  });

  it('answers 404 Customer not found, and 400 on a malformed id', async () => {
    expect(await api('GET', '/api/customers/999999')).toMatchObject({
      status: 404,
      body: { error: 'Customer not found' },
    });
    expect((await api('GET', '/api/customers/abc')).status).toBe(400);
  });
});

describe('#customers.create', () => {
  it.each([
    [
      'contactId is missing',
      { contactId: undefined },
      'contactId',
      'Contact selection is required',
    ],
    ['contactId is blank', { contactId: '' }, 'contactId', 'Contact selection is required'],
    [
      'contactId is unknown',
      { contactId: '0190a6e2-7a3b-7c4d-8e5f-123456789abc' },
      'contactId',
      'Contact selection is required',
    ],
    [
      'nextAccountDueDate is missing',
      { nextAccountDueDate: undefined },
      'nextAccountDueDate',
      'Next account due date is required',
    ],
    [
      'nextAccountDueDate is blank',
      { nextAccountDueDate: ' ' },
      'nextAccountDueDate',
      'Next account due date is required',
    ],
    ['accountStatus is Inactive', { accountStatus: 'Inactive' }, 'accountStatus', undefined],
  ])('fails with 400 when %s, and writes nothing', async (_label, change, field, message) => {
    const contactId = await own.db.em
      .fork()
      .transactional((em) => insertContact(em, { full_name: 'Nina Fresh' }));
    const before = await count('customers');
    const res = await ownApi('POST', '/api/customers/', {
      contactId,
      nextAccountDueDate: dayFrom(today, 10),
      accountStatus: 'Active',
      notes: '',
      ...change,
    });
    expect(res.status).toBe(400);
    if (message) expect(res.body).toMatchObject({ error: message, fields: { [field]: message } });
    else expect(res.body.fields[field]).toBeTruthy();
    expect(await count('customers')).toBe(before);
  });

  it('creates an Active account with a fresh replication version, then refuses a second one with 409', async () => {
    const contactId = await own.db.em
      .fork()
      .transactional((em) =>
        insertContact(em, { full_name: 'Omar Newman', payment_frequency: 'Bi-weekly' }),
      );
    const [{ v }] = await own.db.em
      .fork()
      .execute<{ v: string }[]>('select value as v from sync_version');
    const res = await ownApi('POST', '/api/customers/', {
      contactId,
      nextAccountDueDate: dayFrom(today, 14),
      accountStatus: 'Active',
      notes: 'Walk-in',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      success: true,
      customer_id: expect.any(Number),
      customer_name: 'Omar Newman',
    });
    const got = await ownApi('GET', `/api/customers/${res.body.customer_id}`);
    expect(got.body).toMatchObject({
      account_status: 'Active',
      payment_frequency: 'Bi-weekly',
      next_payment_due: dayFrom(today, 14),
      notes: 'Walk-in',
      outstanding_balance: 0,
    });
    const pulled = await ownApi('GET', `/api/sync/pull?cursor=${v}&limit=100`);
    expect(pulled.body.changes).toContainEqual(
      expect.objectContaining({ entity: 'customer_option', id: String(res.body.customer_id) }),
    );

    const before = await count('customers');
    const again = await ownApi('POST', '/api/customers/', {
      contactId,
      nextAccountDueDate: dayFrom(today, 14),
      accountStatus: 'Active',
    });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('Omar Newman already has a customer account');
    expect(again.body.customer_id).toBe(res.body.customer_id);
    expect(await count('customers')).toBe(before);
  });
});

describe('#customers.update', () => {
  it('changes only the fields sent and takes a fresh version', async () => {
    // A customer of this test's own, as the fixture's Eve: Inactive, no frequency.
    const eve = await own.db.em
      .fork()
      .transactional((em) =>
        insertCustomerWithContact(em, 'Eve Closed', { account_status: 'Inactive' }),
      );
    const read = async () =>
      (
        await own.db.em
          .fork()
          .execute<{ version: string; notes: string | null }[]>(
            'select version, notes from customers where id = ?',
            [eve],
          )
      )[0]!;
    const before = await read();
    const res = await ownApi('PUT', `/api/customers/${eve}`, {
      account_status: 'Active',
      payment_frequency: 'Quarterly',
    });
    expect(res.status).toBe(200);
    expect(res.body.customer).toMatchObject({
      account_status: 'Active',
      payment_frequency: 'Quarterly',
      customer_name: 'Eve Closed',
    });
    const after = await read();
    expect(Number(after.version)).toBeGreaterThan(Number(before.version));
    expect(after.notes).toBe(before.notes);
  });

  it('fails with 400 on a bad status and 404 on an unknown customer', async () => {
    const bad = await api('PUT', `/api/customers/${fx.customers.eve}`, {
      account_status: 'Closed',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.account_status).toBeTruthy();
    expect(await api('PUT', '/api/customers/999999', { notes: 'x' })).toMatchObject({
      status: 404,
      body: { error: 'Customer not found' },
    });
  });
});
