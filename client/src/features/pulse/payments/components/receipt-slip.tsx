/** The receipt itself, as printed: narrow, one figure a line. */
import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { Receipt } from '@rentline/sync-protocol';
import { agreementName, formatDateTimeIn, formatDay, formatMoney, NO_VALUE } from '@/lib/format';

function Line({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <HStack justify="space-between" align="start" gap="3">
      <Text color="fg.muted">{label}</Text>
      <Text textAlign="end" fontWeight={strong ? 'bold' : undefined} wordBreak="break-word">
        {value}
      </Text>
    </HStack>
  );
}

/** After the last installment is covered there is no next due date. */
const nextDueText = (r: Receipt) =>
  r.next_due_date ? formatDay(r.next_due_date) : r.balance_after === 0 ? 'Paid in full' : NO_VALUE;

/** A dashed rule between the receipt's parts (a box, not Separator: no recipe is loaded for it). */
const Rule = () => (
  <Box borderTopWidth="1px" borderStyle="dashed" borderColor="border" aria-hidden />
);

export function ReceiptSlip({ receipt: r }: { receipt: Receipt }) {
  return (
    <Box
      as="section"
      aria-label={`Receipt ${r.receipt_number}`}
      data-receipt=""
      bg="bg"
      borderWidth="1px"
      rounded="lg"
      p="5"
      maxW="sm"
      w="full"
      fontVariantNumeric="tabular-nums"
    >
      <Stack gap="2" fontSize="sm">
        <Stack gap="0" textAlign="center">
          <Text fontWeight="bold" fontSize="md">
            {r.store_name}
          </Text>
          <Heading as="h1" size="md">
            Payment Receipt
          </Heading>
          <Text fontWeight="semibold">{r.receipt_number}</Text>
        </Stack>
        <Rule />
        <Line label="Date" value={formatDateTimeIn(r.paid_at, r.time_zone)} />
        <Line label="Agreement" value={agreementName(r.custom_agreement_id, r.agreement_id)} />
        <Line label="Customer" value={r.customer_name || NO_VALUE} />
        <Rule />
        <Line label="Amount paid" value={formatMoney(r.amount)} strong />
        {r.fee > 0 && (
          <>
            <Line label="Fees" value={formatMoney(r.fee)} />
            <Line label="Total taken" value={formatMoney(r.amount + r.fee)} strong />
          </>
        )}
        <Line label="Tender" value={r.tender ?? NO_VALUE} />
        {r.transaction_id && <Line label="Transaction" value={r.transaction_id} />}
        <Rule />
        <Line label="Balance after" value={formatMoney(r.balance_after)} />
        <Line label="Next due date" value={nextDueText(r)} />
        <Rule />
        <Line label="Taken by" value={r.taken_by ?? NO_VALUE} />
        <Text textAlign="center" color="fg.muted" pt="2">
          Thank you for your payment.
        </Text>
      </Stack>
    </Box>
  );
}
