// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { AgreementHistory } from '@rentline/sync-protocol/wire';
import { agreementDetail } from '@/features/pulse/testing/factories';
import {
  installDomShims,
  installIntersectionObserver,
  mockApi,
  renderRoutes,
} from '@/features/pulse/testing/render';
import { AgreementPage } from './agreement-page';
import { spyOnNotify } from '@/testing/notify-spies';

spyOnNotify();

const history: AgreementHistory = {
  installments: [
    {
      scheduled_payment_id: 'a',
      due_date: '2026-01-01',
      expected_amount: 1250,
      amount_paid: 1255,
      status: 'paid',
      late: true,
      late_fee: 5,
      damage_waiver: 0,
      amount_due: 1255,
    },
    {
      scheduled_payment_id: 'b',
      due_date: '2026-02-01',
      expected_amount: 1250,
      amount_paid: 0,
      status: 'overdue',
      late: true,
      late_fee: 5,
      damage_waiver: 0,
      amount_due: 1255,
    },
    {
      scheduled_payment_id: 'c',
      due_date: '2026-12-01',
      expected_amount: 1250,
      amount_paid: 0,
      status: 'pending',
      late: null,
      late_fee: null,
      damage_waiver: 0,
      amount_due: 1250,
    },
  ],
  payments: [
    {
      payment_id: 41,
      created_at: '2026-01-05T17:30:00.000Z',
      amount_paid: 1250,
      payment_method: 'Cash',
      tender: 'cash',
      payment_status: 'completed',
      success: true,
      taken_by: 'Dana Demo',
      receipt_number: 'R-2026-000041',
      fees: 5,
      tax: 0,
      reversal: { reason: 'Returned check', at: '2026-01-08T17:30:00.000Z', by: 'Jordan Avery' },
    },
    {
      payment_id: 40,
      created_at: '2026-01-04T17:30:00.000Z',
      amount_paid: 1250,
      payment_method: 'Credit Card',
      tender: 'card',
      payment_status: 'failed',
      success: false,
      taken_by: null,
      receipt_number: null,
      fees: 0,
      tax: 0,
      reversal: null,
    },
  ],
};

const detail = agreementDetail(7, {
  totalCost: 3750,
  list_price: 3750,
  agreement_date: '2026-01-01',
  delivery_date: '2026-01-01',
});

function api(answer: AgreementHistory = history) {
  return mockApi({
    '/api/agreements/7': () => detail,
    '/api/agreements/7/items': () => ({ items: [] }),
    '/api/agreements/7/history': () => answer,
    '/api/config/public': () => ({ time_clock_url: null, store_time_zone: 'America/New_York' }),
  });
}

beforeAll(installDomShims);
beforeEach(installIntersectionObserver);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('Agreement payment history', { timeout: 20_000 }, () => {
  it('lists the installments: due, expected and paid with thousands separators, status, late and fee', async () => {
    api();
    renderRoutes({ '/pulse/agreements/:agreementId': <AgreementPage /> }, '/pulse/agreements/7');
    const table = await screen.findByRole('table', { name: 'Installments' });
    await within(table).findByText('Overdue');
    // Rent, all it costs (the late fee with it), paid.
    expect(rowsOf(table)).toEqual([
      ['Jan 1, 2026', '$1,250.00', '$1,255.00', '$1,255.00', 'Paid', 'Yes', '$5.00'],
      ['Feb 1, 2026', '$1,250.00', '$1,255.00', '$0.00', 'Overdue', 'Yes', '$5.00'],
      ['Dec 1, 2026', '$1,250.00', '$1,250.00', '$0.00', 'Pending', '—', '—'],
    ]);
    expect(screen.queryByText(/coming soon/i, { selector: 'p' })).toBeNull();
  });

  it('lists the payments with tender, fees and tax, a reversal, who took them and a link to each receipt; a failed one has none', async () => {
    api();
    renderRoutes({ '/pulse/agreements/:agreementId': <AgreementPage /> }, '/pulse/agreements/7');
    const table = await screen.findByRole('table', { name: 'Payments on this agreement' });
    const link = await within(table).findByRole('link', { name: 'R-2026-000041' });
    expect(link.getAttribute('href')).toBe('/pulse/payments/41/receipt');
    expect(rowsOf(table)).toEqual([
      [
        'Jan 5, 2026 at 12:30 PM EST',
        '$1,250.00fees $5.00 · tax $0.00',
        'CashReversed Jan 8, 2026 at 12:30 PM EST: Returned check (Jordan Avery)',
        'Dana Demo',
        'R-2026-000041',
      ],
      [
        'Jan 4, 2026 at 12:30 PM EST',
        '$1,250.00',
        'Credit Card',
        '—',
        'Not completed (failed): no receipt',
      ],
    ]);
  });

  it('says when there are no installments and no payments yet', async () => {
    api({ installments: [], payments: [] });
    renderRoutes({ '/pulse/agreements/:agreementId': <AgreementPage /> }, '/pulse/agreements/7');
    expect(await screen.findByText('No payments on this agreement yet.')).toBeTruthy();
    expect(screen.getByText('No installments are scheduled on this agreement.')).toBeTruthy();
  });
});
