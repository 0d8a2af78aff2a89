import { TENDERS, type Tender } from '@rentline/sync-protocol/rules';
import type {
  Payment,
  RecentPayment,
  ScheduledPayment,
  UpcomingPayment,
} from '@rentline/sync-protocol/wire';
import { num, numOrNull, strOrNull, type Row } from '../../pulse/pulse-sql';

export function presentPayment(row: Row): Payment {
  return {
    payment_id: num(row.payment_id),
    agreement_id: num(row.agreement_id),
    custom_agreement_id: strOrNull(row.custom_agreement_id),
    customer_name: String(row.customer_name ?? ''),
    amount_paid: num(row.amount_paid),
    expected_amount: numOrNull(row.expected_amount),
    due_date: strOrNull(row.due_date),
    payment_method: strOrNull(row.payment_method),
    tender: (TENDERS as readonly string[]).includes(String(row.tender))
      ? (row.tender as Tender)
      : 'other',
    payment_status: String(row.payment_status),
    success: row.success === true,
    transaction_id: strOrNull(row.transaction_id),
    created_at: String(row.created_at),
    reversal: row.reversal_reason
      ? {
          reason: String(row.reversal_reason),
          at: String(row.reversed_at),
          by: strOrNull(row.reversed_by),
        }
      : null,
  };
}

export function presentScheduledPayment(row: Row): ScheduledPayment {
  return {
    scheduled_payment_id: String(row.scheduled_payment_id),
    agreement_id: num(row.agreement_id),
    custom_agreement_id: strOrNull(row.custom_agreement_id),
    due_date: String(row.due_date),
    expected_amount: num(row.expected_amount),
    amount_paid: num(row.amount_paid),
    status: row.status as ScheduledPayment['status'],
    paid_on_time: typeof row.paid_on_time === 'boolean' ? row.paid_on_time : null,
    days_until_due: num(row.days_until_due),
  };
}

export const presentRecentPayment = (row: Row): RecentPayment => ({
  payment_id: num(row.payment_id),
  customer_name: String(row.customer_name ?? ''),
  custom_agreement_id: strOrNull(row.custom_agreement_id),
  amount_paid: num(row.amount_paid),
  created_at: String(row.created_at),
});

export const presentUpcomingPayment = (row: Row): UpcomingPayment => ({
  scheduled_payment_id: String(row.scheduled_payment_id),
  customer_name: String(row.customer_name ?? ''),
  custom_agreement_id: strOrNull(row.custom_agreement_id),
  expected_amount: num(row.expected_amount),
  due_date: String(row.due_date),
});
