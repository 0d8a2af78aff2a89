// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { localDb } from '@/local-db/app-db';
import { trendsAnswer } from '@/features/hub/testing/factories';
import { accountRow, queueAnswer } from '@/features/pulse/collections/testing/factories';
import { renderAt, signIn } from '@/features/pulse/collections/testing/render';
import { installDomShims, mockApi } from '@/features/pulse/testing/render';
import { setOnline } from '@/testing/online';
import { signInAs } from '@/testing/session';
import { PulseHomePage } from './pulse-home-page';
import { spyOnNotify } from '@/testing/notify-spies';

spyOnNotify();

beforeAll(() => {
  installDomShims();
  signIn();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setOnline(true);
  signIn();
});
afterAll(() => localDb.close({ disableAutoOpen: false }));

describe('Pulse home', { timeout: 30_000 }, () => {
  it('leads to Collections with its count of accounts past due, and to End of Day', async () => {
    mockApi({
      '/api/collections/queue': () => queueAnswer([accountRow(1), accountRow(2), accountRow(3)]),
    });
    renderAt({ '/pulse': <PulseHomePage /> }, '/pulse');
    const card = within(
      (await screen.findByRole('link', { name: 'Collections' })).closest('article')!,
    );
    expect(card.getByRole('link', { name: 'Collections' }).getAttribute('href')).toBe(
      '/pulse/collections',
    );
    expect(await card.findByText('3')).toBeTruthy();
    expect(card.getByText('accounts past due')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'End of Day' }).getAttribute('href')).toBe(
      '/pulse/end-of-day',
    );
    expect(screen.queryByText('Collection Tools')).toBeNull();
  });

  it('offline with no copy on the device, shows no figure as loading for ever', async () => {
    mockApi({});
    setOnline(false);
    const { container } = renderAt({ '/pulse': <PulseHomePage /> }, '/pulse');
    expect(await screen.findByText(/^Offline · this appears once/)).toBeTruthy();
    expect(container.querySelectorAll('[aria-busy="true"]')).toHaveLength(0);
  });

  it("draws the last 8 weeks beside active agreements, the overdue amount and a manager's revenue", async () => {
    signInAs('manager');
    mockApi({ '/api/reports/trends': () => trendsAnswer({ revenue: true }) });
    renderAt({ '/pulse': <PulseHomePage /> }, '/pulse');
    const card = (name: string) => within(screen.getByRole('link', { name }).closest('article')!);
    expect(
      await screen.findByText('Active agreements over the last 8 weeks: from 120 to 131'),
    ).toBeTruthy();
    expect(
      card('Active Accounts').getByText('Active agreements over the last 8 weeks: from 120 to 131'),
    ).toBeTruthy();
    expect(
      card('Delinquent Accounts').getByText('Overdue over the last 8 weeks: from $1,200 to $950'),
    ).toBeTruthy();
    const endOfDay = card('End of Day');
    expect(endOfDay.getByText('$10,250')).toBeTruthy();
    expect(endOfDay.getByText('revenue, last 7 days')).toBeTruthy();
    expect(
      endOfDay.getByText('Weekly revenue over the last 8 weeks: from $9,800 to $10,250'),
    ).toBeTruthy();
  });

  it('shows a clerk the overdue and active agreements trends, and no revenue', async () => {
    mockApi({ '/api/reports/trends': () => trendsAnswer({ revenue: false }) });
    renderAt({ '/pulse': <PulseHomePage /> }, '/pulse');
    expect(
      await screen.findByText('Overdue over the last 8 weeks: from $1,200 to $950'),
    ).toBeTruthy();
    expect(
      screen.getByText('Active agreements over the last 8 weeks: from 120 to 131'),
    ).toBeTruthy();
    expect(screen.queryByText(/revenue/i)).toBeNull();
  });
});
