// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { localDb } from '@/local-db/app-db';
import { toContactRow } from '@/local-db/contacts';
import {
  contactRow,
  engagementRow,
  followUpRow,
} from '@/features/core/engagements/testing/factories';
import {
  EMPLOYEE,
  installBrowserStubs,
  renderScreen,
  seedLookups,
} from '@/features/core/engagements/testing/render';
import { setSession } from '@/api/session';
import { CalendarPage } from './calendar-page';
import { spyOnNotify } from '@/testing/notify-spies';

spyOnNotify();

beforeAll(() => installBrowserStubs());
afterEach(async () => {
  cleanup();
  await Promise.all(localDb.tables.map((t) => t.clear()));
});
afterAll(() => localDb.close({ disableAutoOpen: false }));

/** Aug 1, 2026 (a Saturday) in New York: 9 AM, 10 AM, 11 AM, 2 PM engagements and a 3 PM follow-up. */
async function seedAugustFirst() {
  await seedLookups(localDb);
  const nina = contactRow({ full_name: 'Nina Patel' });
  await localDb.contacts.put(toContactRow(nina));
  const visit = engagementRow({
    contact_id: nina.id,
    contact_type: 'Customer',
    customer_id: 10,
    initial_engagement: 'Store Visit (Core)',
    engagement_date_time: '2026-08-01T13:00:00.000Z',
    notes: 'Looked at sofas',
  });
  await localDb.engagements.bulkPut([
    visit,
    engagementRow({
      initial_engagement: 'Payment Discussion (Pulse)',
      engagement_date_time: '2026-08-01T14:00:00.000Z',
      employee_id: 2,
    }),
    engagementRow({
      initial_engagement: 'Delivery (Flow)',
      engagement_date_time: '2026-08-01T15:00:00.000Z',
      employee_id: 2,
    }),
    engagementRow({
      initial_engagement: 'Walk-in',
      engagement_date_time: '2026-08-01T18:00:00.000Z',
    }),
  ]);
  await localDb.followUps.put(
    followUpRow({
      engagement_id: visit.id,
      required_engagement: 'Courtesy Call (Core)',
      date_time: '2026-08-01T19:00:00.000Z',
    }),
  );
}

describe('#calendar', () => {
  it(
    'shows a month with 3 events a day, the rest behind +N more..., and filters them',
    { timeout: 20_000 },
    async () => {
      await seedAugustFirst();
      renderScreen(<CalendarPage />, { path: '/core/calendar?view=month&date=2026-08-01' });

      expect(await screen.findByText('5 of 5 events')).toBeTruthy();
      expect(screen.getByText('August 2026')).toBeTruthy();
      const grid = within(screen.getByRole('table', { name: 'August 2026' }));
      expect(grid.getAllByRole('row')).toHaveLength(7); // weekday header + 6 weeks
      expect(grid.getByRole('button', { name: '9am Store Visit (Core)' })).toBeTruthy();
      expect(grid.queryByRole('button', { name: /Walk-in/ })).toBeNull();

      fireEvent.click(grid.getByRole('button', { name: '+2 more...' }));
      const day = within(
        await screen.findByRole('dialog', { name: 'Events for Saturday, August 1, 2026' }),
      );
      expect(day.getByText('5 event(s) scheduled')).toBeTruthy();
      expect(day.getByText('Walk-in')).toBeTruthy();
      fireEvent.click(day.getByRole('button', { name: 'Close' }));

      fireEvent.change(screen.getByLabelText('Event type'), { target: { value: 'follow_up' } });
      expect(await screen.findByText('1 of 5 events')).toBeTruthy();
      fireEvent.change(screen.getByLabelText('Event type'), { target: { value: 'all' } });
      fireEvent.change(screen.getByLabelText('Module'), { target: { value: 'Core' } });
      expect(await screen.findByText('2 of 5 events')).toBeTruthy();
      fireEvent.change(screen.getByLabelText('Module'), { target: { value: 'all' } });
      fireEvent.change(screen.getByLabelText('Employee'), { target: { value: 'mine' } });
      expect(await screen.findByText('3 of 5 events')).toBeTruthy();
    },
  );

  it('shows a clerk their own events only, with no way to pick everyone’s', async () => {
    setSession('token', { ...EMPLOYEE, role: 'clerk' });
    try {
      await seedAugustFirst();
      renderScreen(<CalendarPage />, { path: '/core/calendar?view=month&date=2026-08-01' });
      expect(await screen.findByText('3 of 5 events')).toBeTruthy();
      const who = screen.getByLabelText('Employee') as HTMLSelectElement;
      expect([...who.options].map((o) => o.text)).toEqual(['My Events']);
    } finally {
      installBrowserStubs();
    }
  });

  it("opens an event's details", async () => {
    await seedAugustFirst();
    renderScreen(<CalendarPage />, { path: '/core/calendar?view=day&date=2026-08-01' });
    fireEvent.click(await screen.findByRole('button', { name: /Store Visit \(Core\)/ }));
    const details = within(await screen.findByRole('dialog', { name: 'Event Details' }));
    expect(details.getByText('Aug 1, 2026 9:00 AM')).toBeTruthy();
    expect(details.getByText('Nina Patel (Customer)')).toBeTruthy();
    expect(details.getByText('Assigned to')).toBeTruthy();
    expect(details.getByText('Jordan Avery')).toBeTruthy();
    expect(details.getByText('Ada Account')).toBeTruthy();
    expect(details.getByText('Looked at sofas')).toBeTruthy();
    expect(details.getByText('Engagement')).toBeTruthy();
  });

  it(
    'shows a week from Sunday in hourly rows from 6 AM to 10 PM',
    { timeout: 20_000 },
    async () => {
      await seedAugustFirst();
      renderScreen(<CalendarPage />, { path: '/core/calendar?view=week&date=2026-08-01' });
      const grid = within(await screen.findByRole('table', { name: 'Week of July 26, 2026' }));
      const hours = grid.getAllByRole('rowheader').map((h) => h.textContent);
      expect(hours).toHaveLength(17);
      expect([hours[0], hours[16]]).toEqual(['6 AM', '10 PM']);
      expect(grid.getByRole('button', { name: 'Sunday, July 26, 2026' })).toBeTruthy();
      expect(
        grid.getByRole('button', { name: '3pm Courtesy Call (Core), follow-up' }),
      ).toBeTruthy();
    },
  );

  it('says when a day has no events, and offers a new engagement for the calendar', async () => {
    renderScreen(<CalendarPage />, { path: '/core/calendar?view=day&date=2026-08-02' });
    expect(await screen.findByText('No events scheduled for this day')).toBeTruthy();
    expect(screen.getByText('0 of 0 events')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next day' }));
    expect(await screen.findByText('Monday, August 3, 2026')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /New Engagement/ }));
    const form = within(await screen.findByRole('dialog', { name: 'Create New Engagement' }));
    expect(
      form.getByText('Create a new engagement that will appear in your calendar'),
    ).toBeTruthy();
  });
  it(
    "names the week's '+N' by count and day, and opens that day's events from it",
    { timeout: 20_000 },
    async () => {
      await seedAugustFirst();
      await localDb.engagements.put(
        engagementRow({
          initial_engagement: 'Phone Call',
          engagement_date_time: '2026-08-01T13:30:00.000Z', // 9:30 AM: a third in the 9 AM cell
        }),
      );
      await localDb.engagements.put(
        engagementRow({
          initial_engagement: 'Text Message',
          engagement_date_time: '2026-08-01T13:45:00.000Z',
        }),
      );
      renderScreen(<CalendarPage />, { path: '/core/calendar?view=week&date=2026-08-01' });
      const grid = within(await screen.findByRole('table', { name: 'Week of July 26, 2026' }));
      const more = await grid.findByRole('button', {
        name: '1 more event on Saturday, August 1',
      });
      expect(more.textContent).toBe('+1');
      fireEvent.click(more);
      const day = within(
        await screen.findByRole('dialog', { name: 'Events for Saturday, August 1, 2026' }),
      );
      expect(day.getByText('7 event(s) scheduled')).toBeTruthy();
      expect(day.getByText('Text Message')).toBeTruthy();
    },
  );

  it(
    "shows a day's count with module dots in a month cell on a tablet, opening the day",
    { timeout: 20_000 },
    async () => {
      installBrowserStubs({ wide: false });
      try {
        await seedAugustFirst();
        renderScreen(<CalendarPage />, { path: '/core/calendar?view=month&date=2026-08-01' });
        const grid = within(await screen.findByRole('table', { name: 'August 2026' }));
        const summary = await grid.findByRole('button', { name: '5 events on Saturday, August 1' });
        expect(summary.textContent).toBe('5 events');
        expect(grid.queryByRole('button', { name: /Store Visit/ })).toBeNull();
        fireEvent.click(summary);
        const day = within(
          await screen.findByRole('dialog', { name: 'Events for Saturday, August 1, 2026' }),
        );
        expect(day.getByText('Store Visit (Core)')).toBeTruthy();
      } finally {
        installBrowserStubs();
      }
    },
  );
});
