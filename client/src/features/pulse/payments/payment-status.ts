/**
 * How a payment record's state is shown: success gives Completed (Reversed once a reversal
 * put it back on the balance), anything else is a declined attempt, Failed, whatever its stored
 * payment_status says (the Payment Log's Failed filter lists the same records). Pending and Overdue are the states of installments
 * (installments-table.tsx), which share the palette.
 */
import type { Payment } from '@rentline/sync-protocol/wire';

export type PaymentDisplayStatus = 'Completed' | 'Reversed' | 'Pending' | 'Overdue' | 'Failed';

export function paymentDisplayStatus(
  payment: Pick<Payment, 'success' | 'payment_status'> & Partial<Pick<Payment, 'reversal'>>,
): PaymentDisplayStatus {
  if (!payment.success) return 'Failed';
  return payment.reversal ? 'Reversed' : 'Completed';
}

export const PAYMENT_STATUS_PALETTE: Record<PaymentDisplayStatus, string> = {
  Completed: 'green',
  Reversed: 'purple',
  Pending: 'yellow',
  Overdue: 'orange',
  Failed: 'red',
};
