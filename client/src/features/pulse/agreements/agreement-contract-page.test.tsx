// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { agreementDetail, agreementRow } from '@/features/pulse/testing/factories';
import {
  installDomShims,
  installIntersectionObserver,
  mockApi,
  renderRoutes,
} from '@/features/pulse/testing/render';
import { AgreementContractPage } from './agreement-contract-page';
import { spyOnNotify } from '@/testing/notify-spies';

spyOnNotify();

const agreement = agreementDetail(510, {
  ...agreementRow(510, { customer_id: 4, customer_name: 'Dana Reyes', email: 'dana@example.com' }),
  custom_agreement_id: 'AGR-2026-00510',
  totalCost: 2220,
  list_price: 2220,
  early_purchase_price: 1665,
  agreement_date: '2026-11-20',
  lessor_signature_members: ['Sarah Johnson'],
  delivery_date: '2026-11-21',
});

beforeAll(installDomShims);
beforeEach(installIntersectionObserver);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Printed contract', () => {
  it('names the agreement, the lessee with address and phone, the unit with its serial, and the schedule', async () => {
    mockApi({
      '/api/agreements/510': () => agreement,
      '/api/agreements/510/items': () => ({
        items: [
          {
            agreement_item_id: 1,
            item_name: 'Leather Sofa',
            category: 'Living Room',
            item_condition: 'Like New',
            item_status: 'On Rent',
            retail_price: 1200,
            our_cost: 600,
            vendor_name: 'Ashley',
            model: 'AS-200',
            serial_number: 'SN-99-XY',
            flow_item_id: 'f0f0f0f0-0000-4000-8000-000000000001',
          },
        ],
      }),
      '/api/agreements/510/history': () => ({
        installments: [
          {
            scheduled_payment_id: 'a',
            due_date: '2026-11-21',
            expected_amount: 185,
            amount_paid: 208.58,
            status: 'paid',
            late: false,
            late_fee: null,
            damage_waiver: 10,
            amount_due: 208.58,
          },
          {
            scheduled_payment_id: 'b',
            due_date: '2026-12-21',
            expected_amount: 185,
            amount_paid: 0,
            status: 'pending',
            late: null,
            late_fee: null,
            damage_waiver: 10,
            amount_due: 208.65,
          },
        ],
        payments: [],
      }),
      '/api/customers/4': () => ({
        customer_id: 4,
        customer_name: 'Dana Reyes',
        account_status: 'Active',
        email: 'dana@example.com',
        primary_phone: '555-0142',
        phone: '555-0142',
        address: '12 Elm Street, Springfield',
        contact_id: null,
        payment_frequency: 'Monthly',
        next_account_due_date: null,
        next_payment_due: null,
        outstanding_balance: 2035,
        total_agreements: 1,
        next_agreement_due_date: null,
        days_until_due: null,
      }),
      '/api/config/public': () => ({ time_clock_url: null, store_time_zone: 'America/New_York' }),
    });
    renderRoutes(
      { '/pulse/agreements/:agreementId/contract': <AgreementContractPage /> },
      '/pulse/agreements/510/contract',
    );
    expect(await screen.findByText(/Agreement AGR-2026-00510 · dated Nov 20, 2026/)).toBeTruthy();
    expect(await screen.findByText('12 Elm Street, Springfield')).toBeTruthy();
    expect(screen.getByText('555-0142')).toBeTruthy();
    const property = await screen.findByRole('table', { name: 'Property' });
    expect(within(property).getByText('SN-99-XY')).toBeTruthy();
    expect(within(property).getByText('AS-200')).toBeTruthy();
    expect(within(property).getByText('Like New')).toBeTruthy();
    const schedule = await screen.findByRole('table', { name: 'Payment schedule' });
    expect(within(schedule).getAllByRole('row')).toHaveLength(3);
    expect(within(schedule).getByText('Dec 21, 2026')).toBeTruthy();
    // Rent, the damage waiver, and the payment with its tax.
    expect(within(schedule).getAllByRole('row')[2]!.textContent).toBe(
      '2Dec 21, 2026$185.00$10.00$208.65',
    );
    expect(
      screen.getByText(/You chose the damage waiver: \$10\.00 with each payment/),
    ).toBeTruthy();
    expect(screen.getByText(/Sales tax is charged with each payment/)).toBeTruthy();
    expect(
      screen.getByText(/You may own the property by paying \$800\.00 within 90 days/),
    ).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Itemised fees' })).toBeTruthy();
  });
});
