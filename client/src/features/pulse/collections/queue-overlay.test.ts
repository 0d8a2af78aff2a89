import { describe, expect, it } from 'vitest';
import { accountRow } from './testing/factories';
import { overlayLocalActivity, type LocalActivity, type LocalFollowUp } from './queue-overlay';

const TZ = 'America/New_York';
const context = {
  generatedAt: '2026-11-27T12:00:00.000Z',
  today: '2026-11-27',
  timeZone: TZ,
  now: Date.parse('2026-11-27T15:00:00.000Z'),
};
const none: LocalActivity = { engagements: [], followUps: [], pendingIds: new Set() };

const engagement = (id: string, at: string, outcome: string, customerId = 1) => ({
  id,
  customer_id: customerId,
  engagement_date_time: at,
  initial_engagement: outcome,
  employee_id: 7,
});
const followUp = (o: Partial<LocalFollowUp> & { id: string }): LocalFollowUp => ({
  engagement_id: 'e1',
  employee_id: 7,
  required_engagement: 'Promise to Pay',
  date_time: '2026-11-30T17:00:00.000Z',
  status: 'Scheduled',
  created_at: '2026-11-27T13:00:00.000Z',
  amount: 50,
  ...o,
});

describe('#overlayLocalActivity', () => {
  it('leaves an account the tablet logged nothing for as the snapshot has it', () => {
    const account = accountRow(1, { last_outcome: 'Left message' });
    expect(overlayLocalActivity([account], none, context)).toEqual([account]);
  });

  it('does not take an engagement booked for later as the last contact', () => {
    const account = accountRow(1, {
      last_contact_at: '2026-11-26T15:00:00.000Z',
      last_outcome: 'Left message',
    });
    const booked = engagement('e2', '2026-12-24T17:00:00.000Z', 'Walk-in');
    const [shown] = overlayLocalActivity([account], { ...none, engagements: [booked] }, context);
    expect(shown!.last_outcome).toBe('Left message');
  });

  it('takes the last contact and outcome from a newer local engagement, not an older one', () => {
    const account = accountRow(1, {
      last_contact_at: '2026-11-26T15:00:00.000Z',
      last_outcome: 'Left message',
    });
    const older = engagement('e0', '2026-11-25T15:00:00.000Z', 'Called - no answer');
    const newer = engagement('e1', '2026-11-27T14:00:00.000Z', 'Spoke - refused');
    const [onlyOlder] = overlayLocalActivity([account], { ...none, engagements: [older] }, context);
    expect(onlyOlder!.last_outcome).toBe('Left message');
    const [withNewer] = overlayLocalActivity(
      [account],
      { ...none, engagements: [older, newer] },
      context,
    );
    expect(withNewer).toMatchObject({
      last_contact_at: '2026-11-27T14:00:00.000Z',
      last_outcome: 'Spoke - refused',
      assigned_employee_id: 7,
    });
  });

  it("shows a promise logged since the snapshot with its date on the store's clock, amount and state", () => {
    const account = accountRow(1);
    const local: LocalActivity = {
      engagements: [engagement('e1', '2026-11-27T14:00:00.000Z', 'Spoke - promised')],
      followUps: [followUp({ id: 'p1', date_time: '2026-11-28T17:00:00.000Z', amount: 75 })],
      pendingIds: new Set(['p1']),
    };
    const [a] = overlayLocalActivity([account], local, context);
    expect(a).toMatchObject({
      promise_follow_up_id: 'p1',
      promise_date: '2026-11-28',
      promise_amount: 75,
      promise_state: 'open',
      next_action: 'Wait for the promised payment (Nov 28, 2026)',
      assigned_employee_id: 7,
    });
    const [today] = overlayLocalActivity([account], local, { ...context, today: '2026-11-28' });
    expect(today!.promise_state).toBe('due_today');
    const [later] = overlayLocalActivity([account], local, { ...context, today: '2026-11-29' });
    expect(later).toMatchObject({ promise_state: 'broken', next_action: 'Call: promise broken' });
  });

  it('keeps the snapshot promise over a local one that is older, closed or without an amount', () => {
    const account = accountRow(1, {
      promise_follow_up_id: 'snap',
      promise_date: '2026-12-01',
      promise_amount: 40,
      promise_state: 'open',
    });
    const local: LocalActivity = {
      engagements: [engagement('e1', '2026-11-20T14:00:00.000Z', 'Spoke - promised')],
      followUps: [
        followUp({ id: 'snap', created_at: '2026-11-20T15:00:00.000Z', amount: 40 }),
        // Made before the snapshot and already sent: the server counted it.
        followUp({ id: 'old', created_at: '2026-11-19T15:00:00.000Z' }),
        followUp({ id: 'done', status: 'Completed' }),
        followUp({ id: 'bare', amount: null }),
      ],
      pendingIds: new Set(),
    };
    const [a] = overlayLocalActivity([account], local, context);
    expect(a).toMatchObject({ promise_follow_up_id: 'snap', promise_amount: 40 });
  });

  it('judges a snapshot promise again on a later day: not kept yet and past its date, it is broken', () => {
    const open = accountRow(1, {
      promise_follow_up_id: 'snap',
      promise_date: '2026-11-27',
      promise_amount: 40,
      promise_state: 'due_today',
      next_action: 'Check the promised payment today',
    });
    const kept = accountRow(2, { ...open, customer_id: 2, promise_state: 'kept' });
    const [a, b] = overlayLocalActivity([open, kept], none, { ...context, today: '2026-11-28' });
    expect(a).toMatchObject({ promise_state: 'broken', next_action: 'Call: promise broken' });
    expect(b!.promise_state).toBe('kept');
  });

  it('shows a visit planned since the snapshot, and its employee as the assignee', () => {
    const account = accountRow(1, { days_late: 40, next_action: 'Plan a field visit' });
    const local: LocalActivity = {
      engagements: [engagement('e1', '2026-11-27T14:00:00.000Z', 'Visited - not home')],
      followUps: [
        followUp({
          id: 'v1',
          required_engagement: 'Field Visit',
          date_time: '2026-11-29T14:00:00.000Z',
          employee_id: 9,
          amount: null,
        }),
      ],
      pendingIds: new Set(['v1']),
    };
    const [a] = overlayLocalActivity([account], local, context);
    expect(a).toMatchObject({
      visit_follow_up_id: 'v1',
      visit_date: '2026-11-29',
      assigned_employee_id: 9,
      next_action: 'Visit on Nov 29, 2026',
    });
  });

  it("does not lay one customer's activity over another's account", () => {
    const local: LocalActivity = {
      engagements: [engagement('e1', '2026-11-27T14:00:00.000Z', 'Spoke - refused', 2)],
      followUps: [],
      pendingIds: new Set(),
    };
    const [a] = overlayLocalActivity([accountRow(1)], local, context);
    expect(a!.last_outcome).toBeNull();
  });
});
