/**
 * How a payment's state is shown (SPEC.md section 4): success gives Completed; otherwise its
 * payment_status pending gives Pending, overdue gives Overdue, and anything else Failed.
 */
import type { Payment } from '@rentline/sync-protocol';

export type PaymentDisplayStatus = 'Completed' | 'Pending' | 'Overdue' | 'Failed';

export function paymentDisplayStatus(
  payment: Pick<Payment, 'success' | 'payment_status'>,
): PaymentDisplayStatus {
  if (payment.success) return 'Completed';
  switch (payment.payment_status.trim().toLowerCase()) {
    case 'pending':
      return 'Pending';
    case 'overdue':
      return 'Overdue';
    default:
      return 'Failed';
  }
}

export const PAYMENT_STATUS_PALETTE: Record<PaymentDisplayStatus, string> = {
  Completed: 'green',
  Pending: 'yellow',
  Overdue: 'orange',
  Failed: 'red',
};
