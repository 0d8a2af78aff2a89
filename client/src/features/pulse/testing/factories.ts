/** Rows as the server answers them, for page tests. */
import type { Agreement, AgreementDetail, Customer } from '@rentline/sync-protocol/wire';

export function customerRow(n: number, overrides: Partial<Customer> = {}): Customer {
  return {
    customer_id: n,
    customer_name: `Customer ${String(n).padStart(3, '0')}`,
    account_status: 'Active',
    email: `customer${n}@example.com`,
    primary_phone: '(555) 010-0000',
    address: '1 Main St',
    contact_id: null,
    payment_frequency: 'Monthly',
    next_account_due_date: '2026-03-01',
    outstanding_balance: 100 * n,
    total_agreements: 1,
    next_agreement_due_date: '2026-03-01',
    days_until_due: 3,
    notes: null,
    ...overrides,
  };
}

export function agreementRow(n: number, overrides: Partial<Agreement> = {}): Agreement {
  return {
    agreement_id: n,
    custom_agreement_id: `AGR-2026-${String(n).padStart(5, '0')}`,
    customer_id: 1,
    customer_name: `Customer ${n}`,
    email: null,
    agreement_category: 'Living Room',
    activation_date: '2026-02-01T15:00:00.000Z',
    agreement_status: 'Active',
    balance: 500,
    notes: null,
    total_cost: 1000,
    total_paid: 500,
    sacPrice: 800,
    sac_expiration: '2026-05-01',
    next_payment_due_date: '2026-03-01',
    days_until_due: 5,
    ...overrides,
  };
}

/** GET /api/agreements/{n}: agreement `n` with its terms, fees and dates (a valid answer). */
export function agreementDetail(
  n: number,
  overrides: Partial<AgreementDetail> = {},
): AgreementDetail {
  return {
    ...agreementRow(n),
    totalCost: 1000,
    list_price: 1000,
    good_customer_discount: false,
    rental_term: 'Monthly',
    early_purchase_discount: 25,
    early_purchase_price: 375,
    sac_period_days: 90,
    reinstatement_days: 5,
    lessor: 'Rentline Leasing LLC',
    agreement_date: '2026-02-01',
    lessor_signature_members: [],
    delivery_date: '2026-02-01',
    closed_on: null,
    written_off: 0,
    reinstate_until: null,
    fees: {
      activation: 7.5,
      late: 5,
      virtual_payment: 2,
      payment_pickup: 5,
      service: 5,
      field_visit: 15,
    },
    ...overrides,
  };
}
