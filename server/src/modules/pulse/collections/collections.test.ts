/**
 * The collections queue (issue 22 section 1) against the hand-computed fixture
 * (testing/collections-fixture.ts): rows, buckets, risk, promises (broken, kept, due today),
 * the assigned employee, each filter, search, paging and sorting.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayInWords } from '@rentline/sync-protocol/texts';
import {
  type CollectionAccount,
  collectionQueueResponseSchema,
} from '@rentline/sync-protocol/wire';
import { storeToday } from '../../../lib/store-time';
import { client, startTestServer, type TestServer } from '../../../testing/test-server';
import {
  type CollectionsFixture,
  seedCollectionsFixture,
} from '../../../testing/collections-fixture';
import { STORE_TZ, dayFrom } from '../../../testing/pulse-factories';

const today = storeToday(STORE_TZ);
const d = (offset: number) => dayFrom(today, offset);

let server: TestServer;
let api: ReturnType<typeof client>;
let fx: CollectionsFixture;
let me: number;
let casey: number;

beforeAll(async () => {
  server = await startTestServer();
  const session = await server.signIn();
  api = client(server.url, session.token);
  me = session.employee.id;
  const [row] = await server.db.em
    .fork()
    .execute<{ id: number }[]>(`select id from employees where email = 'demo2@example.com'`);
  casey = Number(row!.id);
  fx = await server.db.em
    .fork()
    .transactional((em) => seedCollectionsFixture(em, today, { me, casey }));
});
afterAll(() => server?.close());

async function queue(query = '') {
  const res = await api('GET', `/api/collections/queue${query}`);
  expect(res.status).toBe(200);
  return collectionQueueResponseSchema.parse(res.body);
}
const names = (accounts: CollectionAccount[]) => accounts.map((a) => a.customer_name);
const account = async (name: string) =>
  (await queue()).accounts.find((a) => a.customer_name === name)!;

describe('#collections.queue', () => {
  it('lists every account with an installment past due, by risk then amount past due', async () => {
    const body = await queue();
    expect(names(body.accounts)).toEqual([
      'Dan Visit',
      'Ben Kept',
      'Ann Broken',
      'Cara Today',
      'Eve Fresh',
    ]);
    expect(body.total_count).toBe(5);
    expect(body.has_more).toBe(false);
    expect(body.as_of_day).toBe(today);
    expect(
      body.accounts.map((a) => [a.days_late, a.bucket, a.amount_past_due, a.risk, a.risk_level]),
    ).toEqual([
      // 200 + 60.50 and a $5 late fee on each (both past their 5 days' grace).
      [75, '60+', 270.5, 93, 'High'],
      // T-30's 80 and its $5 fee less the 30 paid T-1 (fee first), and T-3's 80 (no fee yet).
      [30, '8-30', 135, 73, 'High'],
      // Two of 120 and a $5 fee each, less the four payments of 10 and the 20 T-70's payment
      // left over, applied oldest first (see the next test).
      [40, '31-60', 210, 48, 'Medium'],
      [5, '1-7', 50, 32, 'Medium'],
      [5, '1-7', 40, 32, 'Medium'],
    ]);
    expect(body.accounts.map((a) => a.on_time_share)).toEqual([0, 0, 0.5, 0.5, 0.5]);
  });

  it("answers a broken promise with the account's details, past-due installments and last five payments", async () => {
    expect(await account('Ann Broken')).toEqual({
      customer_id: fx.customers.ann,
      customer_name: 'Ann Broken',
      contact_id: expect.any(String),
      phone: '555-0100',
      email: 'ann@example.com',
      address: '1 Main St',
      agreements: [{ id: fx.agreements.c1, custom_agreement_id: 'AGR-COL-1' }],
      days_late: 40,
      bucket: '31-60',
      // Her payments pay the oldest charges first: the 10s of T-90 and T-80 pay 20 of T-70's
      // installment, so T-70's own 120 leaves 20 over for T-40's (its $5 late fee, then 15 of
      // rent), and the 10s of T-60 and T-50 pay 20 more of it. T-40: 125 - 40 = 85 still owed;
      // T-10: 120 and its $5 late fee.
      amount_past_due: 210,
      past_due: [
        {
          agreement_id: fx.agreements.c1,
          custom_agreement_id: 'AGR-COL-1',
          due_date: d(-40),
          amount_due: 85,
          days_late: 40,
        },
        {
          agreement_id: fx.agreements.c1,
          custom_agreement_id: 'AGR-COL-1',
          due_date: d(-10),
          amount_due: 125,
          days_late: 10,
        },
      ],
      recent_payments: [-50, -60, -70, -80, -90].map((offset) =>
        expect.objectContaining({
          custom_agreement_id: 'AGR-COL-1',
          amount: offset === -70 ? 120 : 10,
          method: 'Cash',
        }),
      ),
      on_time_share: 0.5,
      risk: 48,
      risk_level: 'Medium',
      last_contact_at: `${d(-5)}T16:00:00.000Z`,
      last_outcome: 'Spoke - promised',
      promise_follow_up_id: fx.followUps.annPromise,
      promise_date: d(-2),
      promise_amount: 100,
      promise_state: 'broken',
      visit_follow_up_id: null,
      visit_date: null,
      assigned_employee_id: me,
      next_action: 'Call: promise broken',
    });
  });

  it('keeps a promise the payments since it was given cover, and one due today is due today', async () => {
    expect(await account('Ben Kept')).toMatchObject({
      promise_follow_up_id: fx.followUps.benPromise,
      promise_date: d(1),
      promise_amount: 30,
      promise_state: 'kept',
      assigned_employee_id: casey,
      last_outcome: 'Spoke - promised',
      recent_payments: [
        expect.objectContaining({ amount: 30 }),
        expect.objectContaining({ amount: 80 }),
      ],
      next_action: 'Call',
    });
    expect(await account('Cara Today')).toMatchObject({
      promise_date: today,
      promise_amount: 50,
      promise_state: 'due_today',
      assigned_employee_id: me,
      next_action: 'Check the promised payment today',
    });
  });

  it("assigns an account to its open field visit's employee and shows the visit", async () => {
    expect(await account('Dan Visit')).toMatchObject({
      agreements: [
        { id: fx.agreements.c4, custom_agreement_id: 'AGR-COL-4' },
        { id: fx.agreements.c5, custom_agreement_id: 'AGR-COL-5' },
      ],
      last_outcome: 'Visited - not home',
      promise_state: null,
      visit_follow_up_id: fx.followUps.danNext,
      visit_date: today,
      assigned_employee_id: me,
      next_action: `Visit on ${dayInWords(today)}`,
    });
    expect(await account('Eve Fresh')).toMatchObject({
      last_contact_at: null,
      last_outcome: null,
      assigned_employee_id: null,
      next_action: 'Call',
    });
  });

  it.each([
    ['filter=mine', ['Dan Visit', 'Ann Broken', 'Cara Today']],
    ['filter=promises_today', ['Cara Today']],
    ['filter=broken', ['Ann Broken']],
    ['bucket=1-7', ['Cara Today', 'Eve Fresh']],
    ['bucket=60%2B', ['Dan Visit']],
    ['bucket=1-7&filter=mine', ['Cara Today']],
    ['search=ann', ['Ann Broken']],
    ['search=EVE%40EXAMPLE', ['Eve Fresh']],
    ['search=5550107788', ['Dan Visit']],
    ['search=010-77', ['Dan Visit']],
    ['search=col-5', ['Dan Visit']],
    ['search=nobody', []],
  ])('filters with %s', async (query, expected) => {
    const body = await queue(`?${query}`);
    expect(names(body.accounts)).toEqual(expected);
    expect(body.total_count).toBe(expected.length);
  });

  it('pages after filtering, counting every account', async () => {
    const page = await queue('?limit=2&offset=1');
    expect(names(page.accounts)).toEqual(['Ben Kept', 'Ann Broken']);
    expect(page.total_count).toBe(5);
    expect(page.has_more).toBe(true);
    const last = await queue('?limit=2&offset=4');
    expect(names(last.accounts)).toEqual(['Eve Fresh']);
    expect(last.has_more).toBe(false);
  });

  it.each([
    ['bucket=9-99', "Bucket must be '1-7', '8-30', '31-60' or '60+'"],
    ['filter=everyone', "Filter must be 'all', 'mine', 'promises_today' or 'broken'"],
  ])('fails with 400 on %s', async (query, message) => {
    const res = await api('GET', `/api/collections/queue?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
  });

  it('fails with 400 on a limit out of range', async () => {
    expect((await api('GET', '/api/collections/queue?limit=0')).status).toBe(400);
    expect((await api('GET', '/api/collections/queue?offset=-1')).status).toBe(400);
  });
});
