import 'fake-indexeddb/auto';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { localDb } from '@/local-db/app-db';
import { toContactRow } from '@/local-db/contacts';
import { dayRangeMs } from '@/lib/store-time';
import {
  contactRow,
  engagementRow,
  followUpRow,
} from '@/features/core/engagements/testing/factories';
import { loadEvents } from './load-events';

afterEach(async () => {
  await Promise.all(localDb.tables.map((t) => t.clear()));
});
afterAll(() => localDb.close({ disableAutoOpen: false }));

const NY = 'America/New_York';

describe('#loadEvents', () => {
  it("gives a store day's engagements and follow-ups with their names, by time", async () => {
    const nina = contactRow({ full_name: 'Nina Patel' });
    await localDb.contacts.put(toContactRow(nina));
    await localDb.lookups.bulkPut([
      { entity: 'employee', id: 1, name: 'Jordan Avery', data: {} },
      { entity: 'customer_option', id: 10, name: 'Nina Account', data: {} },
    ]);
    const visit = engagementRow({
      contact_id: nina.id,
      contact_type: 'Customer',
      customer_id: 10,
      // 11:30 PM in New York on Aug 1, already Aug 2 in UTC (and written with an offset).
      engagement_date_time: '2026-08-02T03:30:00+00:00',
    });
    const call = followUpRow({
      engagement_id: visit.id,
      date_time: '2026-08-01T13:00:00.000Z',
      status: 'Scheduled',
      notes: 'Bring the contract',
    });
    const otherDay = engagementRow({ engagement_date_time: '2026-08-02T04:30:00.000Z' });
    await localDb.engagements.bulkPut([visit, otherDay]);
    await localDb.followUps.put(call);

    const { from, to } = dayRangeMs('2026-08-01', NY);
    const events = await loadEvents(localDb, from, to);

    expect(events).toEqual([
      {
        id: call.id,
        type: 'follow_up',
        title: 'Courtesy Call (Core)',
        datetime: '2026-08-01T13:00:00.000Z',
        contact_name: 'Nina Patel',
        contact_type: 'Customer',
        customer_name: 'Nina Account',
        employee_name: 'Jordan Avery',
        employee_id: 1,
        status: 'Scheduled',
        notes: 'Bring the contract',
      },
      {
        id: visit.id,
        type: 'engagement',
        title: 'Store Visit (Core)',
        datetime: '2026-08-02T03:30:00.000Z',
        contact_name: 'Nina Patel',
        contact_type: 'Customer',
        customer_name: 'Nina Account',
        employee_name: 'Jordan Avery',
        employee_id: 1,
        status: null,
        notes: null,
      },
    ]);
  });
});
