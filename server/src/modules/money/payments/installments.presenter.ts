import type { InstallmentLogRow, InstallmentState } from '@rentline/sync-protocol';
import { num, strOrNull, type Row } from '../../pulse/pulse-sql';

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
    // What is left of the installment: its rent, damage waiver, tax and fees less what paid it.
    amount_due: num(row.amount_left),
    days_late: num(row.days_late),
    status,
  });
