import type { Customer } from '@rentline/sync-protocol/wire';
import type { CustomerRow } from './customers.queries';

/** A customer row of the list (SPEC.md section 3: primary_phone, next_account_due_date). */
export function presentCustomer(row: CustomerRow): Customer {
  return {
    customer_id: row.customer_id,
    customer_name: row.customer_name,
    account_status: row.account_status,
    email: row.email,
    primary_phone: row.primary_phone,
    address: row.address,
    contact_id: row.contact_id,
    payment_frequency: row.payment_frequency,
    next_account_due_date: row.next_account_due_date,
    outstanding_balance: row.outstanding_balance,
    total_agreements: row.total_agreements,
    next_agreement_due_date: row.next_agreement_due_date,
    days_until_due: row.days_until_due,
    notes: row.notes,
  };
}

/** The detail adds `phone` and `next_payment_due`; a missing payment frequency reads 'Monthly'. */
export function presentCustomerDetail(row: CustomerRow): Customer {
  const customer = presentCustomer(row);
  return {
    ...customer,
    phone: customer.primary_phone,
    next_payment_due: customer.next_account_due_date,
    payment_frequency: customer.payment_frequency ?? 'Monthly',
  };
}
