// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { localDb } from '@/local-db/app-db';
import { resetSyncForTests } from '@/sync/app-engine';
import { SYNC_STATE_KEY } from '@/local-db/schema';
import { toContactRow } from '@/local-db/contacts';
import { dayKeyOf, dayRangeMs } from '@/lib/store-time';
import {
  contactRow,
  engagementRow,
  followUpRow,
} from '@/features/core/engagements/testing/factories';
import {
  installBrowserStubs,
  renderScreen,
  seedLookups,
} from '@/features/core/engagements/testing/render';
import { TodaySchedule } from './components/today-schedule';
import { CoreDashboardPage } from './core-dashboard-page';
import { spyOnNotify } from '@/testing/notify-spies';
import { pinClockAtStoreNoon } from '@/testing/store-clock';

spyOnNotify();

const NY = 'America/New_York';
pinClockAtStoreNoon(NY);

beforeAll(() => installBrowserStubs());
afterEach(async () => {
  cleanup();
  // Each test meets the app's sync status as a fresh tab has it ('Connecting...').
  await resetSyncForTests();
  await Promise.all(localDb.tables.map((t) => t.clear()));
});
afterAll(() => localDb.close({ disableAutoOpen: false }));

/** The replica's state: `bootstrapped` once the first download has ended. */
const replicaState = (bootstrapped: 0 | 1) =>
  localDb.syncState.put({
    key: SYNC_STATE_KEY,
    clientId: '0190f5e2-7a4c-7b3e-9c1d-2e3f4a5b6c7d',
    cursor: 40,
    lastSeq: 0,
    nextSeq: 1,
    lastSyncedAt: null,
    ownerEmployeeId: null,
    bootstrapped,
  });
/** Text split over elements ('<b>4</b> Active Features'), matched on the element holding all of it. */
const fullText = (text: string) => (_: string, el: Element | null) =>
  el?.textContent === text && ![...el.children].some((c) => c.textContent === text);

describe('#core-dashboard', () => {
  it('says the contacts are being counted, not a partial total, while the first download runs', async () => {
    await seedLookups(localDb);
    await replicaState(0);
    await localDb.contacts.bulkPut([contactRow(), contactRow()].map(toContactRow));
    renderScreen(<CoreDashboardPage />, { path: '/core' });
    expect(await screen.findByText(fullText('counting… Total Contacts'))).toBeTruthy();
    expect(screen.queryByText(fullText('2 Total Contacts'))).toBeNull();
    await localDb.syncState.update(SYNC_STATE_KEY, { bootstrapped: 1 });
    expect(await screen.findByText(fullText('2 Total Contacts'))).toBeTruthy();
  });

  it("shows the totals, today's schedule of the signed-in employee and what the tablet holds", async () => {
    await seedLookups(localDb);
    await replicaState(1);
    await localDb.contacts.bulkPut([contactRow(), contactRow(), contactRow()].map(toContactRow));
    const { from } = dayRangeMs(dayKeyOf(Date.now(), NY), NY);
    const at = (hour: number) => new Date(from + hour * 3_600_000).toISOString();
    const mine = [8, 9, 10, 11, 12].map((h) =>
      engagementRow({ engagement_date_time: at(h), initial_engagement: `Visit ${h} (Core)` }),
    );
    const theirs = engagementRow({
      engagement_date_time: at(13),
      employee_id: 2,
      initial_engagement: 'Not mine',
    });
    await localDb.engagements.bulkPut([...mine, theirs]);
    await localDb.followUps.put(followUpRow({ engagement_id: mine[0]!.id, date_time: at(15) }));

    renderScreen(<CoreDashboardPage />, { path: '/core' });

    expect(await screen.findByText(fullText('3 Total Contacts'))).toBeTruthy();
    expect(screen.getByText(fullText('4 Active Features'))).toBeTruthy();
    expect(screen.getByText(fullText('0 Coming Soon'))).toBeTruthy();

    const today = within(await screen.findByRole('list', { name: "Today's events" }));
    expect(today.getByText('Visit 8 (Core)')).toBeTruthy();
    expect(today.getByText('Visit 11 (Core)')).toBeTruthy();
    expect(today.queryByText('Visit 12 (Core)')).toBeNull();
    expect(today.getByText('+2 more events today')).toBeTruthy();
    expect(today.queryByText('Not mine')).toBeNull();

    const panel = within(screen.getByRole('region', { name: 'Database Connection' }));
    expect(panel.getByText('Core Database:')).toBeTruthy();
    expect(panel.getByText('Connecting...')).toBeTruthy();
    expect(await panel.findByText('Records on this tablet: 10')).toBeTruthy();
    expect(panel.getByText('Not synced yet', { exact: false })).toBeTruthy();

    expect(screen.getByText('Follow-up tracking coming soon')).toBeTruthy();
    expect(screen.getByRole('link', { name: /View All Contacts/ }).getAttribute('href')).toBe(
      '/core/contacts',
    );
    expect(screen.getByRole('link', { name: /Add New Contact/ }).getAttribute('href')).toBe(
      '/core/contacts/new',
    );
    fireEvent.click(screen.getByRole('button', { name: /Create Engagement/ }));
    expect(await screen.findByRole('dialog', { name: 'Create New Engagement' })).toBeTruthy();
  });

  it('opens the time clock in a new tab, or says it is not configured', async () => {
    renderScreen(<CoreDashboardPage />, {
      path: '/core',
      config: { store_time_zone: NY, time_clock_url: 'https://shifts.example.com/' },
    });
    const link = await screen.findByRole('link', { name: /Time Clock/ });
    expect(link.getAttribute('href')).toBe('https://shifts.example.com/');
    expect(link.getAttribute('target')).toBe('_blank');
    cleanup();

    renderScreen(<CoreDashboardPage />, { path: '/core' });
    expect(
      await screen.findByText('The time clock is not configured for this store.'),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Time Clock/ })).toBeNull();
  });

  it('shows the load-failed state without an employee id', async () => {
    renderScreen(<TodaySchedule employeeId={null} timeZone={NY} />);
    expect(await screen.findByText('No employee ID found')).toBeTruthy();
    expect(screen.getByText('Failed to load schedule')).toBeTruthy();
    expect(screen.getByText("Unable to load today's events")).toBeTruthy();
  });
});
