import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startEngagementFixture,
  validEngagement,
  type EngagementFixture,
} from '../../testing/engagement-fixture';
import type { TestServer } from '../../testing/test-server';

let fx: EngagementFixture;
let server: TestServer;
let api: EngagementFixture['api'];
let employeeId: number;
let contactId: string;
let customerId: number;
beforeAll(async () => {
  fx = await startEngagementFixture();
  ({ server, api, employeeId, contactId, customerId } = fx);
});
afterAll(() => server.close());

const valid = () => validEngagement(fx);
const create = async (change: Record<string, unknown> = {}) =>
  (await api('POST', '/api/engagements/', { ...valid(), ...change })).body.engagement;

describe('#engagements.update', () => {
  const edit = () => ({
    contact_type: 'Sales Contact',
    initial_engagement: 'Phone Call (Pulse)',
    engagement_date_time: '2026-04-01T14:00:00Z',
    notes: 'Called back',
    contact_id: contactId,
    customer_id: customerId,
    employee_id: employeeId,
  });

  it.each([
    ['contact_type is blank', { contact_type: '' }, 'contact_type', 'Contact type is required'],
    [
      'initial_engagement is missing',
      { initial_engagement: undefined },
      'initial_engagement',
      'Initial engagement is required',
    ],
    [
      'engagement_date_time is blank',
      { engagement_date_time: ' ' },
      'engagement_date_time',
      'Date and time is required',
    ],
  ])('fails with 400 when %s, and changes nothing', async (_label, change, field, message) => {
    const engagement = await create();
    const res = await api('PUT', `/api/engagements/${engagement.id}`, { ...edit(), ...change });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
    expect(res.body.fields[field]).toBe(message);
    const [row] = (await api('GET', '/api/engagements')).body.engagements.filter(
      (e: { id: string }) => e.id === engagement.id,
    );
    expect(row).toEqual(engagement);
  });

  it('saves every field and answers the engagement', async () => {
    const engagement = await create();
    const res = await api('PUT', `/api/engagements/${engagement.id}`, edit());
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      engagement: { ...edit(), engagement_date_time: '2026-04-01T14:00:00.000Z' },
    });
    expect(res.body.engagement.customer_name).toBe('Sam Carter');
  });

  it("stores 'none' as no contact, customer or employee", async () => {
    const engagement = await create({ customer_id: customerId });
    const res = await api('PUT', `/api/engagements/${engagement.id}`, {
      ...edit(),
      contact_id: 'none',
      customer_id: 'none',
      employee_id: 'none',
    });
    expect(res.status).toBe(200);
    expect(res.body.engagement).toMatchObject({
      contact_id: null,
      customer_id: null,
      employee_id: null,
      contact_name: null,
      employee_name: null,
    });
  });

  it('fails with 404 for an unknown id and 400 for a malformed one', async () => {
    expect(
      (await api('PUT', '/api/engagements/0190a6e2-7a3b-7c4d-8e5f-123456789abc', edit())).status,
    ).toBe(404);
    expect((await api('PUT', '/api/engagements/not-an-id', edit())).status).toBe(400);
  });
});

describe('#engagements.delete', () => {
  it('deletes the engagement with its follow-ups and reports how many', async () => {
    const engagement = await create();
    for (const day of ['11', '12']) {
      const res = await api('POST', '/api/engagements/follow-up', {
        engagement_id: engagement.id,
        required_engagement: 'Courtesy Call (Core)',
        date_time: `2026-03-${day}T15:00:00Z`,
        status: 'Scheduled',
        employee_id: employeeId,
      });
      expect(res.status).toBe(201);
    }
    const res = await api('DELETE', `/api/engagements/${engagement.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, deleted_follow_ups: 2 });
    const em = server.db.em.fork();
    expect(
      await em.execute('select 1 from follow_ups where engagement_id = ?', [engagement.id]),
    ).toHaveLength(0);
    expect(
      await em.execute('select 1 from engagements where id = ?', [engagement.id]),
    ).toHaveLength(0);
    expect((await api('GET', `/api/engagements/${engagement.id}/follow-ups`)).status).toBe(404);
  });

  it('answers 0 follow-ups when there were none, and 404 for an unknown id', async () => {
    const engagement = await create();
    expect((await api('DELETE', `/api/engagements/${engagement.id}`)).body).toEqual({
      success: true,
      deleted_follow_ups: 0,
    });
    expect(
      (await api('DELETE', '/api/engagements/0190a6e2-7a3b-7c4d-8e5f-123456789abc')).status,
    ).toBe(404);
  });
});
