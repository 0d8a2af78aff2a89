// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { PAGING } from '@rentline/sync-protocol';
import { customerRow } from '@/features/pulse/testing/factories';
import {
  installDomShims,
  installIntersectionObserver,
  intersection,
  mockApi,
  renderRoutes,
  requestsTo,
} from '@/features/pulse/testing/render';
import { CustomersPage } from './customers-page';
import { spyOnNotify } from '@/testing/notify-spies';

spyOnNotify();

const TOTAL = 120;

/** The server's customers list: TOTAL rows, paged by limit and offset. */
function customersApi() {
  return mockApi({
    '/api/customers/': (url) => {
      const offset = Number(url.searchParams.get('offset'));
      const limit = Number(url.searchParams.get('limit'));
      const end = Math.min(offset + limit, TOTAL);
      return {
        customers: Array.from({ length: end - offset }, (_, i) => customerRow(offset + i + 1)),
        total_count: TOTAL,
        has_more: end < TOTAL,
      };
    },
    '/api/contacts/': () => ({
      contacts: [],
      pagination: { page: 1, total: 0, has_more: false },
    }),
    '/api/config/public': () => ({ time_clock_url: null, store_time_zone: 'America/New_York' }),
  });
}

beforeAll(installDomShims);
beforeEach(installIntersectionObserver);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/**
 * The customers' names, as links in the table. `hidden: true` skips testing-library's visibility
 * check, a computed style of every ancestor of every link: with 100 rows in jsdom one query took
 * about a second, and the staged rows (useStagedList) came in slower than the test could count.
 */
const rowNames = () =>
  within(screen.getByRole('table', { name: 'Customers', hidden: true }))
    .getAllByRole('link', { hidden: true })
    .map((a) => a.textContent);

describe('Customers list', { timeout: 20_000 }, () => {
  it('loads 50 a page and asks for the next when the row 10 from the end is seen', async () => {
    const api = customersApi();
    renderRoutes({ '/pulse/customers': <CustomersPage /> }, '/pulse/customers');
    await waitFor(() => expect(rowNames()).toHaveLength(PAGING.customers), { timeout: 10_000 });

    const observed = [...intersection.observed.keys()];
    expect(observed).toHaveLength(1);
    expect(observed[0]!.textContent).toContain('Customer 041');

    intersection.show(observed[0]!);
    await waitFor(() => expect(rowNames()).toHaveLength(100), { timeout: 10_000 });
    expect(requestsTo(api, '/api/customers/').map((u) => u.searchParams.get('offset'))).toEqual([
      '0',
      '50',
    ]);
    expect(screen.getByText('Customer 100')).toBeTruthy();
  }, 30_000);

  it('sends the status, search and sort kept in the URL', async () => {
    const api = customersApi();
    renderRoutes(
      { '/pulse/customers': <CustomersPage /> },
      '/pulse/customers?status=Inactive&search=ann&sort=balance&order=desc',
    );
    await waitFor(() => expect(requestsTo(api, '/api/customers/')).toHaveLength(1));
    const [url] = requestsTo(api, '/api/customers/');
    expect(Object.fromEntries(url!.searchParams)).toMatchObject({
      status: 'Inactive',
      search: 'ann',
      sort: 'balance',
      order: 'desc',
      limit: '50',
      offset: '0',
    });
    expect(
      screen.getByRole('columnheader', { name: /account balance/i }).getAttribute('aria-sort'),
    ).toBe('descending');
  });

  it('opens New Account for ?action=new and takes the parameter out of the URL', async () => {
    customersApi();
    renderRoutes({ '/pulse/customers': <CustomersPage /> }, '/pulse/customers?action=new');
    expect(await screen.findByRole('dialog', { name: 'New Customer Account' })).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/pulse/customers'),
    );
    expect(screen.getByRole('button', { name: 'Create Account' }).hasAttribute('disabled')).toBe(
      true,
    );
  });
});
