import type {
  Payment,
  RecentPayment,
  ScheduledPayment,
  UpcomingPayment,
} from '@rentline/sync-protocol/wire';
import type {
  PaymentRow,
  RecentPaymentRow,
  ScheduledPaymentRow,
  UpcomingPaymentRow,
} from './payments.queries';

export function presentPayment(row: PaymentRow): Payment {
  const { reversal_reason: reason, reversed_at: at, reversed_by: by } = row;
  return {
    payment_id: row.payment_id,
    agreement_id: row.agreement_id,
    custom_agreement_id: row.custom_agreement_id,
    customer_name: row.customer_name,
    amount_paid: row.amount_paid,
    expected_amount: row.expected_amount,
    due_date: row.due_date,
    payment_method: row.payment_method,
    tender: row.tender,
    payment_status: row.payment_status,
    success: row.success,
    transaction_id: row.transaction_id,
    created_at: row.taken_at,
    // A reversal's ledger entry always has its time: the reason says whether there is one.
    reversal: reason && at ? { reason, at, by } : null,
  };
}

export const presentScheduledPayment = (row: ScheduledPaymentRow): ScheduledPayment => ({
  scheduled_payment_id: row.scheduled_payment_id,
  agreement_id: row.agreement_id,
  custom_agreement_id: row.custom_agreement_id,
  due_date: row.due_date,
  expected_amount: row.expected_amount,
  amount_paid: row.amount_paid,
  status: row.status,
  paid_on_time: row.paid_on_time,
  days_until_due: row.days_until_due,
});

export const presentRecentPayment = (row: RecentPaymentRow): RecentPayment => ({
  payment_id: row.payment_id,
  customer_name: row.customer_name,
  custom_agreement_id: row.custom_agreement_id,
  amount_paid: row.amount_paid,
  created_at: row.taken_at,
});

export const presentUpcomingPayment = (row: UpcomingPaymentRow): UpcomingPayment => ({
  scheduled_payment_id: row.scheduled_payment_id,
  customer_name: row.customer_name,
  custom_agreement_id: row.custom_agreement_id,
  expected_amount: row.expected_amount,
  due_date: row.due_date,
});
