// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { agreementDetail, agreementRow } from '@/features/pulse/testing/factories';
import {
  installDomShims,
  installIntersectionObserver,
  mockApi,
  renderRoutes,
  requestsTo,
} from '@/features/pulse/testing/render';
import { setOnline } from '@/testing/online';
import { renderAt, testQueryClient } from '@/features/pulse/collections/testing/render';
import { agreementKeys } from './api/agreement-keys';
import { AgreementPage } from './agreement-page';
import { AgreementsPage } from './agreements-page';
import { spyOnNotify } from '@/testing/notify-spies';

spyOnNotify();

const detail = agreementDetail(7);

function agreementsApi() {
  return mockApi({
    '/api/agreements': () => ({
      agreements: [agreementRow(7), agreementRow(8, { agreement_status: 'Past Due' })],
      total_count: 2,
      has_more: false,
    }),
    '/api/agreements/7': () => detail,
    '/api/agreements/7/items': () => ({ items: [] }),
    '/api/agreements/7/financial': () => ({
      total_cost: 1000,
      total_paid: 500,
      balance: 500,
      sac_price: 800,
      early_purchase_price: 375,
      next_payment_due_date: '2026-03-01',
      payments_made: 6,
      payments_remaining: 6,
      on_time_share: 1,
    }),
    '/api/config/public': () => ({ time_clock_url: null, store_time_zone: 'America/New_York' }),
  });
}

const routes = {
  '/pulse/agreements': <AgreementsPage />,
  '/pulse/agreements/:agreementId': <AgreementPage />,
};

beforeAll(installDomShims);
beforeEach(installIntersectionObserver);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setOnline(true);
});

describe('Agreements list and detail', { timeout: 20_000 }, () => {
  it('reads the list state from the URL and sends it to the server', async () => {
    const api = agreementsApi();
    renderRoutes(routes, '/pulse/agreements?filter=all&sort=asc&status=Active&search=cus');
    await screen.findByText('AGR-2026-00007');
    const [url] = requestsTo(api, '/api/agreements');
    expect(Object.fromEntries(url!.searchParams)).toMatchObject({
      filter: 'all',
      sort: 'asc',
      status: 'Active',
      search: 'cus',
      limit: '50',
      offset: '0',
    });
    expect((screen.getByLabelText('Period') as HTMLSelectElement).value).toBe('all');
    expect((screen.getByLabelText('Activation date') as HTMLSelectElement).value).toBe('asc');
  });

  it('offers the statuses seen in the rows', async () => {
    agreementsApi();
    renderRoutes(routes, '/pulse/agreements?filter=all');
    await screen.findByText('AGR-2026-00008');
    const options = [...(screen.getByLabelText('Status') as HTMLSelectElement).options].map(
      (o) => o.value,
    );
    expect(options).toEqual(['all', 'Active', 'Past Due']);
  });

  it('carries the list to the agreement, whose Back returns to the same list', async () => {
    agreementsApi();
    renderRoutes(routes, '/pulse/agreements?filter=all&sort=asc');
    const link = await screen.findByRole('link', { name: 'AGR-2026-00007' });
    expect(link.getAttribute('href')).toBe('/pulse/agreements/7?filter=all&sort=asc');

    fireEvent.click(link);
    await screen.findByRole('heading', { name: 'AGR-2026-00007' });
    expect(screen.getByTestId('location').textContent).toBe(
      '/pulse/agreements/7?filter=all&sort=asc',
    );
    const back = screen.getByRole('link', { name: /Back to Agreements/ });
    expect(back.getAttribute('href')).toBe('/pulse/agreements?filter=all&sort=asc');

    fireEvent.click(back);
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '/pulse/agreements?filter=all&sort=asc',
      ),
    );
    expect((screen.getByLabelText('Activation date') as HTMLSelectElement).value).toBe('asc');
  });

  it('says when an agreement does not exist', async () => {
    agreementsApi();
    renderRoutes(routes, '/pulse/agreements/999');
    expect(await screen.findByText('Agreement not found')).toBeTruthy();
  });

  it('shows the activation in New York time and the SAC badge', async () => {
    agreementsApi();
    renderRoutes(routes, '/pulse/agreements/7');
    expect(await screen.findByText('Feb 1, 2026 at 10:00 AM EST')).toBeTruthy();
    expect(screen.getByText(/^(Active SAC|SAC Expired)$/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Payment history' })).toBeTruthy();
  });

  it('offline with no copy of the agreement, says so with a way back instead of loading for ever', async () => {
    const api = agreementsApi();
    setOnline(false);
    const { container } = renderRoutes(routes, '/pulse/agreements/7?filter=all&sort=asc');
    expect(
      await screen.findByRole('heading', { name: 'This agreement is not on this device yet' }),
    ).toBeTruthy();
    expect(screen.getByText(/^Offline · this appears once/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Agreements' }).getAttribute('href')).toBe(
      '/pulse/agreements?filter=all&sort=asc',
    );
    expect(container.querySelectorAll('.chakra-skeleton, [data-skeleton-row]')).toHaveLength(0);
    expect(requestsTo(api, '/api/agreements/7')).toHaveLength(0);

    setOnline(true);
    expect(await screen.findByText('Feb 1, 2026 at 10:00 AM EST')).toBeTruthy();
  });

  it('offline with the agreement kept but not its items or history, says those are not loaded', async () => {
    agreementsApi();
    const client = testQueryClient();
    client.setQueryData(agreementKeys.detail(7), detail);
    setOnline(false);
    const { container } = renderAt(
      { '/pulse/agreements/:agreementId': <AgreementPage /> },
      '/pulse/agreements/7',
      client,
    );
    expect(await screen.findByRole('heading', { name: detail.custom_agreement_id! })).toBeTruthy();
    // Items, payment history and history: none of them loading for ever.
    // Items, installments, payments and the ledger.
    expect(screen.getAllByText('Not loaded yet')).toHaveLength(4);
    expect(screen.queryByText('Loading the history...')).toBeNull();
    const shownSkeletons = [...container.querySelectorAll('[data-skeleton-row]')].filter(
      (row) => !row.closest('[hidden]'),
    );
    expect(shownSkeletons).toHaveLength(0);
  });
});
