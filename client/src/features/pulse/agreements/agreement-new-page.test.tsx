// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { VALIDATION } from '@rentline/sync-protocol/texts';
import type { FlowItemView } from '@rentline/sync-protocol/wire';
import { customerRow } from '@/features/pulse/testing/factories';
import {
  installDomShims,
  installIntersectionObserver,
  mockApi,
  renderRoutes,
  requestsTo,
} from '@/features/pulse/testing/render';
import { AgreementNewPage } from './agreement-new-page';
import { ITEMS_NEED_CONNECTION } from './new/item-picker';
import { spyOnNotify } from '@/testing/notify-spies';

spyOnNotify();

beforeAll(installDomShims);
beforeEach(() => {
  installIntersectionObserver();
  mockApi({
    '/api/customers/': () => ({
      customers: [customerRow(1, { total_agreements: 0 })],
      total_count: 1,
      has_more: false,
    }),
    '/api/flow/items': () => ({ items: [], total_count: 0, page_info: { total_pages: 0 } }),
    '/api/config/public': () => ({ time_clock_url: null, store_time_zone: 'America/New_York' }),
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const unit = (n: number, name: string, serial: string): FlowItemView => ({
  id: `0190a000-0000-7000-8000-00000000000${n}`,
  name,
  description: null,
  model: `M-${n}`,
  serial_number: serial,
  status: 'In-Stock',
  procurement_date: null,
  our_cost: 500,
  retail_price: 1200,
  in_stock_units: 1,
  category_id: null,
  vendor_id: null,
  primary_image: null,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
  version: 1,
  category_name: 'Televisions',
  vendor_name: null,
  profit_margin_percent: null,
  profit_amount: null,
});

describe('New agreement', { timeout: 20_000 }, () => {
  it('picks the item in a searchable picker that asks the server, and prices from it', async () => {
    const units = [unit(1, 'Samsung 55" TV', 'SN-AAA-1'), unit(2, 'LG 65" TV', 'SN-BBB-2')];
    const fetchStub = mockApi({
      '/api/customers/': () => ({ customers: [customerRow(1)], total_count: 1, has_more: false }),
      '/api/flow/items': (url) => {
        const search = (url.searchParams.get('search') ?? '').toLowerCase();
        const found = units.filter((u) =>
          `${u.name} ${u.serial_number}`.toLowerCase().includes(search),
        );
        return { items: found, total_count: found.length, page_info: { total_pages: 1 } };
      },
      '/api/config/public': () => ({ time_clock_url: null, store_time_zone: 'America/New_York' }),
    });
    renderRoutes({ '/pulse/agreements/new': <AgreementNewPage /> }, '/pulse/agreements/new');
    expect(await screen.findByText('No item chosen yet')).toBeTruthy();

    // What is typed goes to the server, whose answer is the list: the unit of that serial.
    const box = screen.getByRole('combobox', { name: /^Item/ });
    fireEvent.click(box);
    fireEvent.change(box, { target: { value: 'sn-bbb' } });
    const list = () => within(document.getElementById(box.getAttribute('aria-controls')!)!);
    await waitFor(() =>
      expect(
        list()
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['LG 65" TVModel M-2 · S/N SN-BBB-2 · Televisions · Cash price $1,200.00']),
    );
    expect(requestsTo(fetchStub, '/api/flow/items').at(-1)?.searchParams.get('search')).toBe(
      'sn-bbb',
    );
    fireEvent.click(list().getByRole('option'));
    await waitFor(() => expect(box.getAttribute('aria-expanded')).toBe('false'));
    expect((box as HTMLInputElement).value).toBe('LG 65" TV');
    expect(screen.getByText('Model M-2 · Cash price $1,200.00')).toBeTruthy();
    // Monthly is the default term: $1,200 x 1.85 proposed.
    await waitFor(() =>
      expect((screen.getByLabelText(/^Total cost\s*\*?$/) as HTMLInputElement).value).toBe(
        '2220.00',
      ),
    );
  });

  it('offline, says the item search needs a connection, not "Failed to fetch"', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderRoutes({ '/pulse/agreements/new': <AgreementNewPage /> }, '/pulse/agreements/new');
    expect(await screen.findByText(ITEMS_NEED_CONNECTION)).toBeTruthy();
    expect(screen.queryByText('Failed to fetch items')).toBeNull();
  });

  it('keeps Create Agreement disabled until the acknowledgment is ticked', async () => {
    renderRoutes({ '/pulse/agreements/new': <AgreementNewPage /> }, '/pulse/agreements/new');
    const create = await screen.findByRole('button', { name: 'Create Agreement' });
    expect(create.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByLabelText(/I have printed this agreement/));
    await waitFor(() => expect(create.hasAttribute('disabled')).toBe(false));
  });

  it('refuses to submit without the acknowledgment and says why', async () => {
    renderRoutes({ '/pulse/agreements/new': <AgreementNewPage /> }, '/pulse/agreements/new');
    const totalCost = await screen.findByLabelText(/^Total cost\s*\*?$/);
    fireEvent.keyDown(totalCost, { key: 'Enter' });
    expect(await screen.findByText(VALIDATION.acknowledgeAgreement)).toBeTruthy();
  });

  it('fills the disclosures from the defaults', async () => {
    renderRoutes({ '/pulse/agreements/new': <AgreementNewPage /> }, '/pulse/agreements/new');
    expect(await screen.findByText(/12 monthly payments of \$83\.33/)).toBeTruthy();
    expect(screen.getByText('$1,000.00')).toBeTruthy();
    expect(screen.getByText(/that is \$750\.00/)).toBeTruthy();
    expect(screen.getByText(/within 5\s+days of the missed payment/)).toBeTruthy();
  });
});
