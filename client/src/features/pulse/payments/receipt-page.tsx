/**
 * /pulse/payments/{id}/receipt (issue 21, section 4): a payment's receipt, printed on a
 * receipt-sized page. Online only (DESIGN.md section 5): offline it says so and asks nothing.
 * A payment that did not go through has no receipt, and the page says why.
 */
import { useParams } from 'react-router-dom';
import { Alert, Button, HStack, Skeleton, Stack } from '@chakra-ui/react';
import { LuArrowLeft, LuPrinter, LuWifiOff } from 'react-icons/lu';
import { RECEIPT_TEXTS } from '@rentline/sync-protocol/texts';
import { ApiError } from '@/api/http';
import { useReceipt } from './api/get-receipt';
import { ReceiptPrintStyles } from './components/receipt-print-styles';
import { ReceiptSlip } from './components/receipt-slip';

export function ReceiptPage() {
  const { paymentId } = useParams();
  const id = Number(paymentId);
  const receipt = useReceipt(id);
  const missing = receipt.error instanceof ApiError && receipt.error.status === 404;

  return (
    <Stack gap="5" align="start">
      <ReceiptPrintStyles />
      <HStack gap="3" wrap="wrap" data-print-hide="">
        <Button variant="ghost" ms="-3" onClick={() => window.history.back()}>
          <LuArrowLeft /> Back
        </Button>
        <Button
          colorPalette="brand"
          onClick={() => window.print()}
          disabled={!receipt.online || !receipt.data}
        >
          <LuPrinter /> Print
        </Button>
      </HStack>
      {!receipt.online ? (
        <Alert.Root status="warning" maxW="xl">
          <Alert.Indicator>
            <LuWifiOff />
          </Alert.Indicator>
          <Alert.Title>{RECEIPT_TEXTS.needsConnection}</Alert.Title>
        </Alert.Root>
      ) : !Number.isInteger(id) || id <= 0 || missing ? (
        <Alert.Root status="error" maxW="xl">
          <Alert.Indicator />
          <Alert.Title>
            {missing && receipt.error ? receipt.error.message : RECEIPT_TEXTS.paymentNotFound}
          </Alert.Title>
        </Alert.Root>
      ) : receipt.isError ? (
        <Alert.Root status="error" maxW="xl">
          <Alert.Indicator />
          <Alert.Title>Could not load the receipt: {receipt.error.message}</Alert.Title>
          <Button size="sm" variant="outline" onClick={() => void receipt.refetch()}>
            Try Again
          </Button>
        </Alert.Root>
      ) : receipt.data ? (
        <ReceiptSlip receipt={receipt.data} />
      ) : (
        <Skeleton height="96" w="full" maxW="sm" />
      )}
    </Stack>
  );
}
