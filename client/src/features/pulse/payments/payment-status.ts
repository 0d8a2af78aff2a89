/**
 * How a payment record's state is shown: success gives Completed, anything else is a declined
 * attempt, Failed, whatever its stored payment_status says (the Payment Log's Failed filter
 * lists the same records). Pending and Overdue are the states of installments
 * (installments-table.tsx), which share the palette.
 */
import type { Payment } from '@rentline/sync-protocol';

export type PaymentDisplayStatus = 'Completed' | 'Pending' | 'Overdue' | 'Failed';

export function paymentDisplayStatus(
  payment: Pick<Payment, 'success' | 'payment_status'>,
): PaymentDisplayStatus {
  return payment.success ? 'Completed' : 'Failed';
}

export const PAYMENT_STATUS_PALETTE: Record<PaymentDisplayStatus, string> = {
  Completed: 'green',
  Pending: 'yellow',
  Overdue: 'orange',
  Failed: 'red',
};
