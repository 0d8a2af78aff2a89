import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startFollowUpFixture,
  validFollowUp,
  type FollowUpFixture,
} from '../../testing/engagement-fixture';
import type { TestServer } from '../../testing/test-server';

let fx: FollowUpFixture;
let server: TestServer;
let api: FollowUpFixture['api'];
let engagementId: string;
const UNKNOWN = '0190a6e2-7a3b-7c4d-8e5f-123456789abc';

beforeAll(async () => {
  fx = await startFollowUpFixture();
  ({ server, api, engagementId } = fx);
});
afterAll(() => server.close());

const valid = () => validFollowUp(fx);
const countFollowUps = async () =>
  Number(
    (
      await server.db.em
        .fork()
        .execute<{ n: number }[]>('select count(*)::int as n from follow_ups')
    )[0]!.n,
  );
const create = async (change: Record<string, unknown> = {}) =>
  (await api('POST', '/api/engagements/follow-up', { ...valid(), ...change })).body.follow_up;

describe('#follow_ups.create', () => {
  it.each([
    [
      'required_engagement is missing',
      { required_engagement: undefined },
      'required_engagement',
      'Required engagement is required',
    ],
    ['date_time is blank', { date_time: '' }, 'date_time', 'Date and time is required'],
    ['status is blank', { status: ' ' }, 'status', 'Status is required'],
    ['employee_id is missing', { employee_id: undefined }, 'employee_id', 'Employee is required'],
    [
      'engagement_id is missing',
      { engagement_id: undefined },
      'engagement_id',
      'Engagement ID is required',
    ],
    ['engagement_id is blank', { engagement_id: '' }, 'engagement_id', 'Engagement ID is required'],
  ])('fails with 400 when %s, and writes nothing', async (_label, change, field, message) => {
    const before = await countFollowUps();
    const res = await api('POST', '/api/engagements/follow-up', { ...valid(), ...change });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
    expect(res.body.fields[field]).toBe(message);
    expect(await countFollowUps()).toBe(before);
  });

  it('fails with 400 when the engagement does not exist, and writes nothing', async () => {
    const before = await countFollowUps();
    const res = await api('POST', '/api/engagements/follow-up', {
      ...valid(),
      engagement_id: UNKNOWN,
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Engagement not found');
    expect(await countFollowUps()).toBe(before);
  });

  it('creates with a server-made id and answers the read fields', async () => {
    const res = await api('POST', '/api/engagements/follow-up', valid());
    expect(res.status).toBe(201);
    expect(res.body.success).toBe(true);
    expect(res.body.follow_up).toMatchObject({
      ...valid(),
      contact_name: 'Maria Lopez',
      employee_name: 'Jordan Avery',
      initial_engagement: 'Store Visit (Core)',
    });
    expect(res.body.follow_up.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-/);
  });
});

describe('#follow_ups amount (a promise to pay)', () => {
  it('stores the promised amount and answers it as a number; none is null', async () => {
    const promise = await create({ required_engagement: 'Promise to Pay', amount: '125.50' });
    expect(promise.amount).toBe(125.5);
    expect((await create()).amount).toBeNull();
    const res = await api('PUT', `/api/engagements/follow-up/${promise.id}`, {
      ...valid(),
      required_engagement: 'Promise to Pay',
      amount: 80,
    });
    expect(res.status).toBe(200);
    expect(res.body.follow_up.amount).toBe(80);
  });

  it.each([
    ['negative', -1, 'The promised amount must be a number, 0 or more'],
    ['not a number', 'ten', 'The promised amount must be a number, 0 or more'],
    ['beyond numeric(12,2)', 1e12, 'Amount must be at most 9,999,999,999.99'],
  ])('fails with 400 when the amount is %s, and writes nothing', async (_l, amount, message) => {
    const before = await countFollowUps();
    const res = await api('POST', '/api/engagements/follow-up', { ...valid(), amount });
    expect(res.status).toBe(400);
    expect(res.body.fields.amount).toBe(message);
    expect(await countFollowUps()).toBe(before);
  });
});

describe('#follow_ups.list', () => {
  it("answers one engagement's follow-ups with their total", async () => {
    const before = (await api('GET', `/api/engagements/${engagementId}/follow-ups`)).body
      .total as number;
    const made = await create({ date_time: '2026-03-20T15:00:00Z' });
    const res = await api('GET', `/api/engagements/${engagementId}/follow-ups`);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(before + 1);
    expect(res.body.follow_ups).toHaveLength(before + 1);
    expect(res.body.follow_ups).toContainEqual(made);
  });

  it('fails with 404 for an unknown engagement and 400 for a malformed id', async () => {
    expect((await api('GET', `/api/engagements/${UNKNOWN}/follow-ups`)).status).toBe(404);
    expect((await api('GET', '/api/engagements/nope/follow-ups')).status).toBe(400);
  });
});

describe('#follow_ups.all', () => {
  it('answers every follow-up, most recent date first', async () => {
    const latest = await create({ date_time: '2031-01-01T10:00:00Z' });
    const earliest = await create({ date_time: '2019-01-01T10:00:00Z' });
    const res = await api('GET', '/api/engagements/all-follow-ups');
    expect(res.status).toBe(200);
    const dates = res.body.follow_ups.map((f: { date_time: string }) => f.date_time);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(res.body.follow_ups[0].id).toBe(latest.id);
    expect(res.body.follow_ups.at(-1).id).toBe(earliest.id);
  });

  it('keeps the literal paths apart from the :id routes', async () => {
    expect(Object.keys((await api('GET', '/api/engagements/lookup-data')).body)).toContain(
      'follow_up_statuses',
    );
    expect((await api('GET', '/api/engagements/all-follow-ups')).body.follow_ups).toEqual(
      expect.any(Array),
    );
  });
});
