/** Rows as the server answers them, for page tests. */
import type { Agreement, Customer } from '@rentline/sync-protocol';

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
