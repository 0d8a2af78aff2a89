// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { localDb } from '@/local-db/app-db';
import { hubKeys } from '@/api/query-keys';
import { renderAt, testQueryClient } from '@/features/pulse/collections/testing/render';
import { installDomShims, mockApi } from '@/features/pulse/testing/render';
import { setOnline } from '@/testing/online';
import { signInAs, signOutForTests } from '@/testing/session';
import { HubPage } from './hub-page';
import { trendsAnswer } from './testing/factories';

const SUMMARY = {
  active_customers: 212,
  managed_value: 2_400_000,
  scheduled_payments: 18_200,
  due_this_week: 47,
  delinquent_accounts: 23,
  overdue_amount: 950,
  monthly_increase_percent: 12,
};

beforeAll(installDomShims);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setOnline(true);
  signOutForTests();
});
afterAll(() => localDb.close({ disableAutoOpen: false }));

const pulseCard = async () =>
  within((await screen.findByRole('link', { name: 'Pulse' })).closest('article')!);

describe('Hub', { timeout: 30_000 }, () => {
  it("draws the last 8 weeks beside the overdue amount, active agreements and a manager's revenue", async () => {
    signInAs('manager');
    mockApi({
      '/api/hub/summary': () => SUMMARY,
      '/api/reports/trends': () => trendsAnswer({ revenue: true }),
    });
    renderAt({ '/': <HubPage /> }, '/');
    const card = await pulseCard();
    expect(
      await card.findByText('Overdue over the last 8 weeks: from $1,200 to $950'),
    ).toBeTruthy();
    expect(card.getByText('Delinquent Accounts ($950 overdue)')).toBeTruthy();
    expect(card.getByText('131')).toBeTruthy();
    expect(card.getByText('Active agreements over the last 8 weeks: from 120 to 131')).toBeTruthy();
    expect(card.getByText('$10,250')).toBeTruthy();
    expect(card.getByText('Revenue, Last 7 Days')).toBeTruthy();
    expect(
      card.getByText('Weekly revenue over the last 8 weeks: from $9,800 to $10,250'),
    ).toBeTruthy();
  });

  it('shows a clerk the overdue and active agreements trends, and no revenue', async () => {
    signInAs('clerk');
    mockApi({
      '/api/hub/summary': () => SUMMARY,
      '/api/reports/trends': () => trendsAnswer({ revenue: false }),
    });
    renderAt({ '/': <HubPage /> }, '/');
    const card = await pulseCard();
    expect(
      await card.findByText('Active agreements over the last 8 weeks: from 120 to 131'),
    ).toBeTruthy();
    expect(card.getByText('Overdue over the last 8 weeks: from $1,200 to $950')).toBeTruthy();
    expect(screen.queryByText(/revenue/i)).toBeNull();
  });

  it('offline, keeps the last copy of the trends on screen with its age', async () => {
    signInAs('clerk');
    mockApi({});
    setOnline(false);
    const client = testQueryClient();
    const twoHoursAgo = Date.now() - 2 * 60 * 60 * 1000;
    client.setQueryData(hubKeys.summary, SUMMARY, { updatedAt: twoHoursAgo });
    client.setQueryData(hubKeys.trends, trendsAnswer({ revenue: false }), {
      updatedAt: twoHoursAgo,
    });
    renderAt({ '/': <HubPage /> }, '/', client);
    const card = await pulseCard();
    expect(card.getByText('Overdue over the last 8 weeks: from $1,200 to $950')).toBeTruthy();
    expect(card.getByText('Offline, figures as of about 2 hours ago')).toBeTruthy();
  });
});
