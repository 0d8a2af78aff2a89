// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PAGING } from '@rentline/sync-protocol/rules';
import { customerRow } from '@/features/pulse/testing/factories';
import {
  installDomShims,
  installIntersectionObserver,
  intersection,
  mockApi,
  renderRoutes,
  requestsTo,
} from '@/features/pulse/testing/render';
import { setOnline } from '@/testing/online';
import { CustomerPage } from './customer-page';
import { CustomersPage } from './customers-page';
import { spyOnNotify } from '@/testing/notify-spies';

spyOnNotify();

const TOTAL = 120;

/**
 * The server's customers list: TOTAL rows, paged by limit and offset (none for the search
 * 'nobody'). `answer` holds an answer back (a slow server) until the promise it returns settles.
 */
function customersApi(answer: (url: URL) => Promise<void> | void = () => undefined) {
  return mockApi({
    '/api/customers/': async (url) => {
      await answer(url);
      const offset = Number(url.searchParams.get('offset'));
      const limit = Number(url.searchParams.get('limit'));
      const total = url.searchParams.get('search') === 'nobody' ? 0 : TOTAL;
      const end = Math.min(offset + limit, total);
      const status = url.searchParams.get('status');
      return {
        customers: Array.from({ length: end - offset }, (_, i) =>
          customerRow(offset + i + 1, status === 'Inactive' ? { account_status: 'Inactive' } : {}),
        ),
        total_count: total,
        has_more: end < total,
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
  setOnline(true);
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

  it('offline with no copy on the device, says so instead of loading for ever', async () => {
    const api = customersApi();
    setOnline(false);
    renderRoutes({ '/pulse/customers': <CustomersPage /> }, '/pulse/customers');
    expect(await screen.findByText('The customers list is not on this device yet')).toBeTruthy();
    expect(screen.getByText(/Offline · this appears once/)).toBeTruthy();
    expect(screen.queryAllByTestId('skeleton-row')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
    expect(requestsTo(api, '/api/customers/')).toHaveLength(0);

    act(() => setOnline(true));
    await waitFor(() => expect(rowNames()).toHaveLength(PAGING.customers), { timeout: 10_000 });
    expect(screen.queryByText('The customers list is not on this device yet')).toBeNull();
  }, 30_000);

  it('offline, a filter never loaded here is not on the device, whatever rows were shown', async () => {
    customersApi();
    renderRoutes({ '/pulse/customers': <CustomersPage /> }, '/pulse/customers');
    await waitFor(() => expect(rowNames().length).toBeGreaterThan(0), { timeout: 10_000 });
    act(() => setOnline(false));
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), {
      target: { value: 'Inactive' },
    });
    expect(await screen.findByText('The customers list is not on this device yet')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Customers', hidden: true })).toBeNull();
    // The count shown was the other filter's: no count, rather than a wrong one.
    expect(screen.queryByText(/\d+ (matching|total) accounts/)).toBeNull();
  }, 30_000);

  it('while a new filter loads, the last rows stay dimmed and cannot be opened', async () => {
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    customersApi((url) => (url.searchParams.get('status') === 'Inactive' ? held : undefined));
    renderRoutes({ '/pulse/customers': <CustomersPage /> }, '/pulse/customers');
    await waitFor(() => expect(rowNames().length).toBeGreaterThan(0), { timeout: 10_000 });
    const body = () =>
      screen.getByRole('table', { name: 'Customers', hidden: true }).querySelector('tbody')!;
    expect(body().hasAttribute('inert')).toBe(false);

    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), {
      target: { value: 'Inactive' },
    });
    await waitFor(() => expect(body().hasAttribute('inert')).toBe(true));
    expect(body().getAttribute('aria-busy')).toBe('true');

    act(() => release());
    await waitFor(() => expect(body().hasAttribute('inert')).toBe(false));
    expect(body().hasAttribute('aria-busy')).toBe(false);
    expect(within(body()).getAllByText('Inactive').length).toBeGreaterThan(0);
  }, 30_000);

  it('after a filter with no rows, says nothing is found only once the new filter has answered', async () => {
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    customersApi((url) => (url.searchParams.get('search') ? undefined : held));
    renderRoutes({ '/pulse/customers': <CustomersPage /> }, '/pulse/customers?search=nobody');
    expect(await screen.findByText('No customers found matching your filters')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(screen.getAllByTestId('skeleton-row').length).toBeGreaterThan(0));
    expect(screen.queryByText(/^No customers found/)).toBeNull();

    act(() => release());
    await waitFor(() => expect(rowNames().length).toBeGreaterThan(0), { timeout: 10_000 });
  }, 30_000);

  it("offline with no copy of a customer, says so on the customer's page with a way back", async () => {
    customersApi();
    setOnline(false);
    renderRoutes({ '/pulse/customers/:id': <CustomerPage /> }, '/pulse/customers/3');
    expect(
      await screen.findByRole('heading', { name: 'This customer is not on this device yet' }),
    ).toBeTruthy();
    expect(screen.getByText(/^Offline · this appears once/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Customers' }).getAttribute('href')).toBe(
      '/pulse/customers',
    );
  });
});
