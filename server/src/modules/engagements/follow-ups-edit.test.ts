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
let employeeId: number;
let engagementId: string;
const UNKNOWN = '0190a6e2-7a3b-7c4d-8e5f-123456789abc';

beforeAll(async () => {
  fx = await startFollowUpFixture();
  ({ server, api, employeeId, engagementId } = fx);
});
afterAll(() => server.close());

const valid = () => validFollowUp(fx);
const create = async (change: Record<string, unknown> = {}) =>
  (await api('POST', '/api/engagements/follow-up', { ...valid(), ...change })).body.follow_up;

describe('#follow_ups.update', () => {
  const edit = () => ({
    required_engagement: 'Store Visit (Pulse)',
    status: 'Completed',
    date_time: '2026-03-07T18:00:00.000Z',
    employee_id: employeeId,
    engagement_id: engagementId,
    notes: 'Done',
  });

  it.each([
    [
      'required_engagement is blank',
      { required_engagement: '' },
      'required_engagement',
      'Required engagement is required',
    ],
    ['status is missing', { status: undefined }, 'status', 'Status is required'],
    ['date_time is missing', { date_time: undefined }, 'date_time', 'Date and time is required'],
  ])('fails with 400 when %s, and changes nothing', async (_label, change, field, message) => {
    const followUp = await create();
    const res = await api('PUT', `/api/engagements/follow-up/${followUp.id}`, {
      ...edit(),
      ...change,
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
    expect(res.body.fields[field]).toBe(message);
    const all = (await api('GET', '/api/engagements/all-follow-ups')).body.follow_ups;
    expect(all.find((f: { id: string }) => f.id === followUp.id)).toEqual(followUp);
  });

  it('saves every field and answers the follow-up', async () => {
    const followUp = await create();
    const res = await api('PUT', `/api/engagements/follow-up/${followUp.id}`, edit());
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, follow_up: { ...edit(), id: followUp.id } });
  });

  it("stores a 'none' employee and an empty engagement id as null", async () => {
    const followUp = await create();
    const res = await api('PUT', `/api/engagements/follow-up/${followUp.id}`, {
      ...edit(),
      employee_id: 'none',
      engagement_id: '',
    });
    expect(res.status).toBe(200);
    expect(res.body.follow_up).toMatchObject({
      employee_id: null,
      engagement_id: null,
      employee_name: null,
      contact_name: null,
    });
  });

  it('fails with 404 for an unknown id', async () => {
    expect((await api('PUT', `/api/engagements/follow-up/${UNKNOWN}`, edit())).status).toBe(404);
  });
});

describe('#follow_ups.delete', () => {
  it('deletes the follow-up', async () => {
    const followUp = await create();
    const res = await api('DELETE', `/api/engagements/follow-up/${followUp.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect(
      await server.db.em.fork().execute('select 1 from follow_ups where id = ?', [followUp.id]),
    ).toHaveLength(0);
    expect(
      (
        await api('PUT', `/api/engagements/follow-up/${followUp.id}`, {
          ...valid(),
          engagement_id: engagementId,
        })
      ).status,
    ).toBe(410);
  });

  it('fails with 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await api('DELETE', `/api/engagements/follow-up/${UNKNOWN}`)).status).toBe(404);
    expect((await api('DELETE', '/api/engagements/follow-up/123')).status).toBe(400);
  });
});
