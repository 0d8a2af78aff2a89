// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  installDomShims,
  mockApi,
  renderRoutes,
  requestsTo,
} from '@/features/pulse/testing/render';
import { setOnline } from '@/testing/online';
import { signInAs, signOutForTests } from '@/testing/session';
import { AGING, REVENUE, UTILIZATION } from './report-fixtures';
import { ReportsPage } from './reports-page';

function reportsApi() {
  return mockApi({
    '/api/reports/aging': () => AGING,
    '/api/reports/revenue': () => REVENUE,
    '/api/reports/utilization': () => UTILIZATION,
    '/api/config/public': () => ({ time_clock_url: null, store_time_zone: 'America/New_York' }),
  });
}

beforeAll(installDomShims);
beforeEach(() => signInAs('manager'));
afterEach(() => {
  cleanup();
  signOutForTests();
  vi.unstubAllGlobals();
  setOnline(true);
});

describe('Reports', { timeout: 20_000 }, () => {
  it('opens on aging: its summary, and the table behind the chart with its total', async () => {
    reportsApi();
    renderRoutes({ '/pulse/reports': <ReportsPage /> }, '/pulse/reports');
    expect(await screen.findByText(/5 accounts owe \$705\.50 past due/)).toBeTruthy();
    const table = screen.getByRole('table', { name: /Aging/ });
    expect(within(table).getByText('61-90')).toBeTruthy();
    expect(within(table).getByText('$270.50')).toBeTruthy();
    expect(within(table).getByText('$705.50')).toBeTruthy();
  });

  it('reads aging as of the day in the address, and As of changes it', async () => {
    const api = reportsApi();
    renderRoutes({ '/pulse/reports': <ReportsPage /> }, '/pulse/reports?as_of=2026-10-31');
    expect(await screen.findByText(/accounts owe \$705\.50 past due/)).toBeTruthy();
    expect(requestsTo(api, '/api/reports/aging').map((u) => u.search)).toEqual([
      '?as_of=2026-10-31',
    ]);
    fireEvent.change(screen.getByLabelText('As of'), { target: { value: '2026-09-30' } });
    await waitFor(() =>
      expect(requestsTo(api, '/api/reports/aging').map((u) => u.search)).toContain(
        '?as_of=2026-09-30',
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Today' })).toBeNull());
  });

  it('switches to revenue for the period in the address, and the period buttons change it', async () => {
    const api = reportsApi();
    renderRoutes(
      { '/pulse/reports': <ReportsPage /> },
      '/pulse/reports?report=revenue&from=2026-11-15&to=2026-11-16',
    );
    expect(await screen.findByText(/\$70\.00 after \$100\.00 of reversals/)).toBeTruthy();
    const asked = requestsTo(api, '/api/reports/revenue').map((u) => u.search);
    expect(asked).toContain('?from=2026-11-15&to=2026-11-16');
    const table = screen.getByRole('table', { name: /Revenue/ });
    expect(within(table).getByText(/^[−-]\$70\.00$/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
    await waitFor(() =>
      expect(
        requestsTo(api, '/api/reports/revenue').some(
          (u) => u.searchParams.get('from') !== '2026-11-15',
        ),
      ).toBe(true),
    );
  });

  it('exports the shown report as the CSV of its table', async () => {
    reportsApi();
    const created: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (b: Blob) => {
          created.push(b);
          return 'blob:report';
        },
        revokeObjectURL: () => undefined,
      }),
    );
    renderRoutes({ '/pulse/reports': <ReportsPage /> }, '/pulse/reports?report=utilization');
    expect(await screen.findByText(/2 items on rent and 3 in stock/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(created).toHaveLength(1);
    const text = await created[0]!.text();
    expect(text).toContain(
      'Category,On rent,In stock,Idle over 90 days,Cost on rent,Cost idle,Earning share %',
    );
    expect(text).toContain('Total,2,3,1,800.00,250.00,76');
  });

  it('tells a clerk that revenue needs a manager and asks the server nothing for it', async () => {
    signInAs('clerk');
    const api = reportsApi();
    renderRoutes({ '/pulse/reports': <ReportsPage /> }, '/pulse/reports?report=revenue');
    expect(
      await screen.findByText('Needs a manager to read the revenue and collections reports.'),
    ).toBeTruthy();
    expect(requestsTo(api, '/api/reports/revenue')).toHaveLength(0);
    fireEvent.click(screen.getByRole('tab', { name: 'Aging' }));
    expect(await screen.findByText(/5 accounts owe \$705\.50 past due/)).toBeTruthy();
  });

  it('says so and offers Retry when the report cannot be read', async () => {
    mockApi({
      '/api/config/public': () => ({ time_clock_url: null, store_time_zone: 'America/New_York' }),
    });
    renderRoutes({ '/pulse/reports': <ReportsPage /> }, '/pulse/reports');
    expect(await screen.findByRole('button', { name: /Retry/ })).toBeTruthy();
  });
});
