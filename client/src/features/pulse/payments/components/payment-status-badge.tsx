import { Badge } from '@chakra-ui/react';
import type { Payment } from '@rentline/sync-protocol/wire';
import { PAYMENT_STATUS_PALETTE, paymentDisplayStatus } from '../payment-status';

export function PaymentStatusBadge({
  payment,
}: {
  payment: Pick<Payment, 'success' | 'payment_status'> & Partial<Pick<Payment, 'reversal'>>;
}) {
  const status = paymentDisplayStatus(payment);
  return <Badge colorPalette={PAYMENT_STATUS_PALETTE[status]}>{status}</Badge>;
}
