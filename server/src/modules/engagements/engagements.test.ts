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
let customerId: number;
beforeAll(async () => {
  fx = await startEngagementFixture();
  ({ server, api, employeeId, customerId } = fx);
});
afterAll(() => server.close());

const valid = () => validEngagement(fx);
const count = async (table: 'engagements' | 'follow_ups') =>
  Number(
    (
      await server.db.em.fork().execute<{ n: number }[]>(`select count(*)::int as n from ${table}`)
    )[0]!.n,
  );
const create = async (change: Record<string, unknown> = {}) =>
  (await api('POST', '/api/engagements/', { ...valid(), ...change })).body.engagement;

describe('#engagements.create', () => {
  it.each([
    ['contact_id is missing', { contact_id: undefined }, 'contact_id', 'Contact is required'],
    ['contact_id is blank', { contact_id: '' }, 'contact_id', 'Contact is required'],
    [
      'initial_engagement is blank',
      { initial_engagement: '  ' },
      'initial_engagement',
      'Initial engagement is required',
    ],
    ['employee_id is missing', { employee_id: undefined }, 'employee_id', 'Employee is required'],
    ['employee_id is none', { employee_id: 'none' }, 'employee_id', 'Employee is required'],
    [
      'engagement_date_time is missing',
      { engagement_date_time: undefined },
      'engagement_date_time',
      'Date and time is required',
    ],
    [
      'engagement_date_time is blank',
      { engagement_date_time: '' },
      'engagement_date_time',
      'Date and time is required',
    ],
  ])('fails with 400 when %s, and writes nothing', async (_label, change, field, message) => {
    const before = await count('engagements');
    const res = await api('POST', '/api/engagements/', { ...valid(), ...change });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
    expect(res.body.fields[field]).toBe(message);
    expect(await count('engagements')).toBe(before);
  });

  it('fails with 400 when the contact does not exist, and writes nothing', async () => {
    const before = await count('engagements');
    const res = await api('POST', '/api/engagements/', {
      ...valid(),
      contact_id: '0190a6e2-7a3b-7c4d-8e5f-123456789abc',
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Contact not found');
    expect(await count('engagements')).toBe(before);
  });

  it('creates with a server-made id, the contact type of the contact and the joined names', async () => {
    const res = await api('POST', '/api/engagements/', { ...valid(), customer_id: customerId });
    expect(res.status).toBe(201);
    expect(res.body.success).toBe(true);
    expect(res.body.engagement).toMatchObject({
      ...valid(),
      customer_id: customerId,
      contact_type: 'Customer',
      contact_name: 'Maria Lopez',
      customer_name: 'Sam Carter',
      employee_name: 'Jordan Avery',
      follow_up_count: 0,
    });
    expect(res.body.engagement.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-/);
    expect(res.body.engagement.version).toEqual(expect.any(Number));
  });
});

describe('#engagements.list', () => {
  it('answers every engagement newest first, with names and follow-up counts', async () => {
    const older = await create({ engagement_date_time: '2020-01-01T12:00:00Z' });
    const newer = await create({ engagement_date_time: '2030-01-01T12:00:00Z' });
    await api('POST', '/api/engagements/follow-up', {
      engagement_id: newer.id,
      required_engagement: 'Courtesy Call (Core)',
      date_time: '2030-01-02T12:00:00Z',
      status: 'Scheduled',
      employee_id: employeeId,
    });
    const res = await api('GET', '/api/engagements/');
    expect(res.status).toBe(200);
    const ids = res.body.engagements.map((e: { id: string }) => e.id);
    expect(ids[0]).toBe(newer.id);
    expect(ids.at(-1)).toBe(older.id);
    expect(res.body.engagements[0]).toMatchObject({
      follow_up_count: 1,
      contact_name: 'Maria Lopez',
      employee_name: 'Jordan Avery',
    });
    expect((await api('GET', '/api/engagements')).body.engagements).toHaveLength(ids.length);
  });
});
