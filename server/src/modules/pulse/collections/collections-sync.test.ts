/**
 * A promise to pay logged on a tablet (issue 22 section 2): the engagement and its 'Promise to
 * Pay' follow-up with the amount, pushed in one batch, then the amount edited; the queue and a
 * pull show what was pushed.
 */
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROMISE_TO_PAY } from '@rentline/sync-protocol/rules';
import { collectionQueueResponseSchema } from '@rentline/sync-protocol/wire';
import { storeToday } from '../../../lib/store-time';
import { client, startTestServer, syncDevice, type TestServer } from '../../../testing/test-server';
import {
  STORE_TZ,
  dayFrom,
  insertAgreement,
  insertCustomerWithContact,
  insertInstallment,
} from '../../../testing/pulse-factories';

const today = storeToday(STORE_TZ);

let server: TestServer;
let api: ReturnType<typeof client>;
let employeeId: number;
let customerId: number;

beforeAll(async () => {
  server = await startTestServer();
  const session = await server.signIn();
  api = client(server.url, session.token);
  employeeId = session.employee.id;
  customerId = await server.db.em.fork().transactional(async (em) => {
    const id = await insertCustomerWithContact(em, 'Gus Pushed');
    const agreement = await insertAgreement(em, {
      customer_id: id,
      custom_agreement_id: 'AGR-SYNC-1',
      agreement_status: 'Active',
      total_cost: 500,
      activated_on: dayFrom(today, -60),
    });
    await insertInstallment(em, agreement, dayFrom(today, -9), 90, null);
    return id;
  });
});
afterAll(() => server?.close());

const gus = async () =>
  collectionQueueResponseSchema.parse((await api('GET', '/api/collections/queue')).body)
    .accounts[0]!;

describe('#collections a promise pushed from a tablet', () => {
  it('is stored with its amount, pulled with it, and shown in the queue; an edit of the amount too', async () => {
    const d = syncDevice(api);
    const engagementId = uuidv7();
    const promiseId = uuidv7();
    const tomorrow = `${dayFrom(today, 1)}T17:00:00.000Z`;
    const res = await d.push([
      d.m('engagement.create', {
        id: engagementId,
        contact_id: (await gus()).contact_id,
        customer_id: customerId,
        initial_engagement: 'Spoke - promised',
        contact_type: 'Phone',
        employee_id: employeeId,
        engagement_date_time: new Date().toISOString(),
      }),
      d.m('follow_up.create', {
        id: promiseId,
        engagement_id: engagementId,
        required_engagement: PROMISE_TO_PAY,
        date_time: tomorrow,
        status: 'Scheduled',
        employee_id: employeeId,
        amount: '45.50',
      }),
    ]);
    expect(res.body.results.map((r: { status: string }) => r.status)).toEqual([
      'applied',
      'applied',
    ]);
    expect(await gus()).toMatchObject({
      customer_name: 'Gus Pushed',
      last_outcome: 'Spoke - promised',
      promise_follow_up_id: promiseId,
      promise_date: dayFrom(today, 1),
      promise_amount: 45.5,
      promise_state: 'open',
      assigned_employee_id: employeeId,
    });
    const pulled = await api('GET', '/api/sync/pull?cursor=0&limit=5000');
    const change = pulled.body.changes.find((c: { id: string }) => c.id === promiseId);
    expect(change.data.amount).toBe(45.5);

    const edit = await d.push([
      d.m('follow_up.update', { id: promiseId, amount: 60 }, { base: { amount: 45.5 } }),
    ]);
    expect(edit.body.results[0].status).toBe('applied');
    expect((await gus()).promise_amount).toBe(60);
  });

  it('refuses a negative amount with its message', async () => {
    const d = syncDevice(api);
    const res = await d.push([
      d.m('follow_up.create', {
        id: uuidv7(),
        required_engagement: PROMISE_TO_PAY,
        date_time: new Date().toISOString(),
        status: 'Scheduled',
        employee_id: employeeId,
        engagement_id: uuidv7(),
        amount: -5,
      }),
    ]);
    expect(res.body.results[0]).toMatchObject({
      status: 'rejected',
      error: 'The promised amount must be a number, 0 or more',
    });
  });
});
