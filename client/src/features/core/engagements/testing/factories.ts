/** Rows of the local replica for engagement, calendar, dashboard and search tests. */
import { v7 as uuidv7 } from 'uuid';
import type { Contact, Engagement, FollowUp, MutationArgs } from '@rentline/sync-protocol/wire';
import { applyMutation } from '@/sync/appliers';
import { contactArgs } from '@/sync/testing/factories';

const CREATED = '2026-01-01T00:00:00.000Z';

function row<T>(
  name: 'contact.create' | 'engagement.create' | 'follow_up.create',
  args: object,
): T {
  return applyMutation(name, args as Record<string, unknown>, undefined, CREATED) as unknown as T;
}

export function contactRow(overrides: Partial<MutationArgs<'contact.create'>> = {}): Contact {
  return row<Contact>('contact.create', contactArgs(overrides));
}

export function engagementRow(overrides: Partial<Engagement> = {}): Engagement {
  return {
    ...row<Engagement>('engagement.create', {
      id: uuidv7(),
      initial_engagement: 'Store Visit (Core)',
      engagement_date_time: '2026-08-01T13:30:00.000Z',
      employee_id: 1,
      contact_id: null,
      customer_id: null,
      notes: null,
      contact_type: null,
    }),
    version: 1,
    ...overrides,
  };
}

export function followUpRow(overrides: Partial<FollowUp> = {}): FollowUp {
  return {
    ...row<FollowUp>('follow_up.create', {
      id: uuidv7(),
      engagement_id: null,
      required_engagement: 'Courtesy Call (Core)',
      date_time: '2026-08-03T14:00:00.000Z',
      status: 'Scheduled',
      employee_id: 1,
      notes: null,
    }),
    version: 1,
    ...overrides,
  };
}
