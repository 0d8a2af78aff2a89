/**
 * The Payment Log's Receipt button: opens the receipt of a completed payment. A payment that
 * did not go through has no receipt, so its button is disabled and says why.
 */
import { Link } from 'react-router-dom';
import { Button } from '@chakra-ui/react';
import { LuReceipt } from 'react-icons/lu';
import type { Payment } from '@rentline/sync-protocol';
import { receiptPath } from '@/lib/receipt-path';

export const NO_RECEIPT_REASON = 'No receipt: this payment was not completed';

export function ReceiptButton({ payment }: { payment: Payment }) {
  if (!payment.success)
    return (
      <Button
        size="sm"
        minH="11"
        variant="ghost"
        disabled
        aria-label={`Receipt (${NO_RECEIPT_REASON})`}
        title={NO_RECEIPT_REASON}
      >
        <LuReceipt /> Receipt
      </Button>
    );
  return (
    <Button asChild size="sm" minH="11" variant="ghost">
      <Link to={receiptPath(payment.payment_id)}>
        <LuReceipt /> Receipt
      </Link>
    </Button>
  );
}
