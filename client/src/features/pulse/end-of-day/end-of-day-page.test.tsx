// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { APPROVAL_HEADER, DEFAULT_STORE_SETTINGS } from '@rentline/sync-protocol/rules';
import { ROLE_MESSAGES } from '@rentline/sync-protocol/texts';
import type { EndOfDay } from '@rentline/sync-protocol/wire';
import {
  installDomShims,
  mockApi,
  renderRoutes,
  requestsTo,
} from '@/features/pulse/testing/render';
import { EndOfDayPage } from './end-of-day-page';
import { setOnline } from '@/testing/online';
import { spyOnNotify } from '@/testing/notify-spies';
import { signInAs, signOutForTests } from '@/testing/session';
import { ApprovalHost } from '@/ui/approval-host';

spyOnNotify();

const DAY = '2026-11-16';
const openDay: EndOfDay = {
  date: DAY,
  closed: false,
  tenders: [
    { method: 'cash', count: 3, total: 1180.25, reversed: 20, net: 1160.25 },
    { method: 'check', count: 1, total: 200, reversed: 0, net: 200 },
    { method: 'money_order', count: 0, total: 0, reversed: 0, net: 0 },
    { method: 'card', count: 1, total: 75, reversed: 0, net: 75 },
    { method: 'ach', count: 0, total: 0, reversed: 0, net: 0 },
    { method: 'other', count: 0, total: 0, reversed: 0, net: 0 },
  ],
  payments_count: 5,
  payments_total: 1455.25,
  fees_total: 7.5,
  tax_total: 94.31,
  reversals: [
    {
      entry_id: 91,
      payment_id: 12,
      agreement_id: 3,
      custom_agreement_id: 'AGR-2026-00003',
      method: 'cash',
      amount: 20,
      reason: 'Entered in error',
      reversed_at: '2026-11-16T20:00:00.000Z',
      same_day: true,
      employee_name: 'Jordan Avery',
    },
  ],
  drawer: { cash: 1160.25, checks: 200 },
  agreements: { opened: 2, activated: 1, paid_out: null, returned: null, charged_off: null },
  close: null,
  adjustments: [],
};

function endOfDayApi() {
  return mockApi({
    [`/api/end-of-day/${DAY}`]: () => openDay,
    [`/api/end-of-day/${DAY}/close`]: () => ({
      ...openDay,
      closed: true,
      close: {
        closed_at: '2026-11-16T23:00:00.000Z',
        closed_by_name: 'Jordan Avery',
        counted_cash: 1160,
        counted_checks: 200,
        over_short_cash: -0.25,
        over_short_checks: 0,
        over_short: -0.25,
        note: null,
      },
    }),
    '/api/end-of-day': () => ({ closes: [] }),
    '/api/settings': () => {
      const version = { ...DEFAULT_STORE_SETTINGS, id: 1, effective_from: DAY, changed_at: DAY };
      return {
        today: DAY,
        current: { ...version, changed_by_name: null },
        upcoming: [],
        history: [],
      };
    },
    '/api/approvals': () => ({
      approval_token: 'close-token',
      expires_at: '2026-11-16T23:02:00.000Z',
      approved_by: { id: 1, full_name: 'Jordan Avery' },
    }),
    '/api/config/public': () => ({ time_clock_url: null, store_time_zone: 'America/New_York' }),
  });
}

beforeAll(installDomShims);
afterEach(() => {
  cleanup();
  signOutForTests();
  vi.unstubAllGlobals();
  setOnline(true);
});

describe('End of Day', { timeout: 20_000 }, () => {
  it("shows the day's tenders in money with separators and what is not tracked yet", async () => {
    endOfDayApi();
    renderRoutes({ '/pulse/end-of-day': <EndOfDayPage /> }, `/pulse/end-of-day?date=${DAY}`);
    const tenders = await screen.findByRole('table', { name: 'Payments by tender' });
    expect(within(tenders).getByText('$1,180.25')).toBeTruthy();
    expect(within(tenders).getByText('−$20.00')).toBeTruthy();
    expect(within(tenders).getByText('$1,455.25')).toBeTruthy();
    expect(within(tenders).getByText('Money Order')).toBeTruthy();
    expect(screen.getByText(/Of which fees \$7\.50 and sales tax \$94\.31/)).toBeTruthy();
    expect(screen.getByText(/The drawer should hold \$1,160\.25 in cash/)).toBeTruthy();
    expect(screen.getByText(/payment #12 of \$20\.00 reversed \(Entered in error\)/)).toBeTruthy();
    expect(screen.getAllByText('Not tracked yet')).toHaveLength(3);
  });

  it('refuses a blank count without asking the server, then closes and shows over/short', async () => {
    const api = endOfDayApi();
    renderRoutes({ '/pulse/end-of-day': <EndOfDayPage /> }, `/pulse/end-of-day?date=${DAY}`);
    const button = await screen.findByRole('button', { name: 'Close the day' });
    fireEvent.change(screen.getByLabelText(/Counted checks/), { target: { value: '200' } });
    fireEvent.click(button);
    expect(
      await screen.findByText('Enter the counted amount (0 or more, at most two decimals)'),
    ).toBeTruthy();
    expect(requestsTo(api, `/api/end-of-day/${DAY}/close`)).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(/Counted cash/), { target: { value: '1,160' } });
    fireEvent.click(button);
    expect(await screen.findByText('Short $0.25')).toBeTruthy();
    const [, init] = api.mock.calls.find(([input]) => String(input).endsWith('/close'))!;
    expect(JSON.parse(String(init?.body))).toEqual({
      counted_cash: 1160,
      counted_checks: 200,
      note: null,
    });
  });

  it('offline, says it needs a connection and asks nothing', async () => {
    setOnline(false);
    const api = endOfDayApi();
    renderRoutes({ '/pulse/end-of-day': <EndOfDayPage /> }, `/pulse/end-of-day?date=${DAY}`);
    expect(await screen.findByText(/The end of day needs a connection/)).toBeTruthy();
    await waitFor(() => expect(requestsTo(api, `/api/end-of-day/${DAY}`)).toHaveLength(0));
    expect(screen.queryByRole('button', { name: 'Close the day' })).toBeNull();
  });

  it('a clerk’s count short beyond the threshold needs a manager, who approves it on the tablet', async () => {
    signInAs('clerk');
    const api = endOfDayApi();
    renderRoutes(
      {
        '/pulse/end-of-day': (
          <>
            <EndOfDayPage />
            <ApprovalHost />
          </>
        ),
      },
      `/pulse/end-of-day?date=${DAY}`,
    );
    await screen.findByRole('button', { name: 'Close the day' });
    fireEvent.change(screen.getByLabelText(/Counted checks/), { target: { value: '200' } });
    fireEvent.change(screen.getByLabelText(/Counted cash/), { target: { value: '1,160' } });
    // $0.25 short is within the store's $5 threshold: a clerk's own close.
    await waitFor(() => expect(requestsTo(api, '/api/settings')).toHaveLength(1));
    expect(screen.queryByText(ROLE_MESSAGES.needsManager)).toBeNull();
    fireEvent.change(screen.getByLabelText(/Counted cash/), { target: { value: '1,150' } });
    expect(await screen.findByText(ROLE_MESSAGES.needsManager)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Close the day' }));
    const ask = await screen.findByRole('dialog', { name: 'A manager’s approval' });
    expect(
      within(ask).getByText('Needs a manager to close a day that is over or short.'),
    ).toBeTruthy();
    fireEvent.change(within(ask).getByLabelText(/Manager’s email/), {
      target: { value: 'demo@example.com' },
    });
    fireEvent.change(within(ask).getByLabelText(/Manager’s password/), {
      target: { value: 'manager-password' },
    });
    fireEvent.click(within(ask).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(requestsTo(api, `/api/end-of-day/${DAY}/close`)).toHaveLength(1));
    const approval = api.mock.calls.find(([u]) => String(u).endsWith('/api/approvals'))!;
    expect(JSON.parse(String(approval[1]?.body))).toMatchObject({
      action: 'day.close_unbalanced',
      record_id: DAY,
      amount_cents: 1025,
    });
    const [, init] = api.mock.calls.find(([input]) => String(input).endsWith('/close'))!;
    expect(new Headers(init?.headers).get(APPROVAL_HEADER)).toBe('close-token');
  });
});
