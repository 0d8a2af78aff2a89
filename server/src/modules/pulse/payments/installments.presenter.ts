import type { InstallmentLogRow, InstallmentState } from '@rentline/sync-protocol';
import { cents, dollars, num, strOrNull, type Row } from '../pulse-sql';

export const presentInstallment =
  (status: InstallmentState) =>
  (row: Row): InstallmentLogRow => ({
    scheduled_payment_id: String(row.scheduled_payment_id),
    agreement_id: num(row.agreement_id),
    custom_agreement_id: strOrNull(row.custom_agreement_id),
    customer_id: num(row.customer_id),
    customer_name: String(row.customer_name ?? ''),
    due_date: String(row.due_date),
    expected_amount: num(row.expected_amount),
    amount_paid: num(row.amount_paid),
    amount_due: dollars(cents(num(row.expected_amount)) - cents(num(row.amount_paid))),
    days_late: num(row.days_late),
    status,
  });
