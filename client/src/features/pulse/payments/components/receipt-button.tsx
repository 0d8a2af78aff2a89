/**
 * The Payment Log's Receipt button: opens the receipt of a completed payment. A payment that
 * did not go through has no receipt, so its button is disabled and says why.
 */
import { Link } from 'react-router-dom';
import { Box, Button } from '@chakra-ui/react';
import { LuReceipt } from 'react-icons/lu';
import type { Payment } from '@rentline/sync-protocol/wire';
import { receiptPath } from '@/lib/receipt-path';
import { wideLabel } from '@/ui/wide-table';

export const NO_RECEIPT_REASON = 'No receipt: this payment was not completed';

export function ReceiptButton({ payment }: { payment: Payment }) {
  if (!payment.success)
    return (
      <Button
        size="sm"
        minH="11"
        minW="11"
        variant="ghost"
        disabled
        aria-label={`Receipt (${NO_RECEIPT_REASON})`}
        title={NO_RECEIPT_REASON}
      >
        <LuReceipt aria-hidden />
        <Box as="span" {...wideLabel}>
          Receipt
        </Box>
      </Button>
    );
  return (
    <Button asChild size="sm" minH="11" minW="11" variant="ghost">
      <Link to={receiptPath(payment.payment_id)}>
        <LuReceipt aria-hidden />
        <Box as="span" {...wideLabel}>
          Receipt
        </Box>
      </Link>
    </Button>
  );
}
