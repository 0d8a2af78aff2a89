/**
 * The receipt itself, as printed: narrow, one figure a line. What each agreement was paid and
 * what it still owed after, the rent, fees and sales tax apart, each tender, the change given
 * back, and a reversal since, stamped.
 */
import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { TENDER_LABELS } from '@rentline/sync-protocol/texts';
import type { Receipt, ReceiptLine } from '@rentline/sync-protocol/wire';
import { agreementName, formatMoney, NO_VALUE } from '@/lib/format-numbers';
import { formatDateTimeIn, formatDay } from '@/lib/format';

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
const nextDueText = (r: ReceiptLine) =>
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
        <Line label="Customer" value={r.customer_name || NO_VALUE} />
        {r.reversed && (
          <Text
            fontWeight="bold"
            color="red.fg"
            textAlign="center"
            borderWidth="2px"
            borderColor="red.fg"
            py="1"
          >
            REVERSED {formatDateTimeIn(r.reversed.at, r.time_zone)}: {r.reversed.reason}
          </Text>
        )}
        {r.lines.map((l) => (
          <Stack key={l.payment_id} gap="1">
            <Rule />
            <Line label="Agreement" value={agreementName(l.custom_agreement_id, l.agreement_id)} />
            <Line label="Paid" value={formatMoney(l.amount)} strong />
            {r.lines.length > 1 && <Line label="Tender" value={TENDER_LABELS[l.tender]} />}
            <Line label="Owed after" value={formatMoney(l.balance_after)} />
            <Line label="Next due date" value={nextDueText(l)} />
          </Stack>
        ))}
        <Rule />
        <Line label="Rent" value={formatMoney(r.rent)} />
        {r.damage_waiver > 0 && <Line label="Damage waiver" value={formatMoney(r.damage_waiver)} />}
        <Line label="Fees" value={formatMoney(r.fees)} />
        <Line label="Sales tax" value={formatMoney(r.tax)} />
        <Line label="Total paid" value={formatMoney(r.total)} strong />
        {r.tenders.map((t) => (
          <Line
            key={t.tender}
            label={`${TENDER_LABELS[t.tender]} tendered`}
            value={formatMoney(t.amount)}
          />
        ))}
        {r.change_due > 0 && <Line label="Change given" value={formatMoney(r.change_due)} />}
        {r.transaction_id && <Line label="Transaction" value={r.transaction_id} />}
        <Rule />
        <Line label="Taken by" value={r.taken_by ?? NO_VALUE} />
        <Text textAlign="center" color="fg.muted" pt="2">
          Thank you for your payment.
        </Text>
      </Stack>
    </Box>
  );
}
