import type { Customer } from '@rentline/sync-protocol/wire';
import { num, numOrNull, strOrNull, type Row } from '../pulse-sql';

/** A customer row of the list (SPEC.md section 3: primary_phone, next_account_due_date). */
export function presentCustomer(row: Row): Customer {
  return {
    customer_id: num(row.customer_id),
    customer_name: String(row.customer_name ?? ''),
    account_status: row.account_status as Customer['account_status'],
    email: strOrNull(row.email),
    primary_phone: strOrNull(row.primary_phone),
    address: strOrNull(row.address),
    contact_id: strOrNull(row.contact_id),
    payment_frequency: strOrNull(row.payment_frequency),
    next_account_due_date: strOrNull(row.next_account_due_date),
    outstanding_balance: num(row.outstanding_balance),
    total_agreements: num(row.total_agreements),
    next_agreement_due_date: strOrNull(row.next_agreement_due_date),
    days_until_due: numOrNull(row.days_until_due),
    notes: strOrNull(row.notes),
  };
}

/** The detail adds `phone` and `next_payment_due`; a missing payment frequency reads 'Monthly'. */
export function presentCustomerDetail(row: Row): Customer {
  const customer = presentCustomer(row);
  return {
    ...customer,
    phone: customer.primary_phone,
    next_payment_due: customer.next_account_due_date,
    payment_frequency: customer.payment_frequency ?? 'Monthly',
  };
}
