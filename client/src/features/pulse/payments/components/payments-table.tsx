import { Box, Button, HStack, Table, Text } from '@chakra-ui/react';
import { LuEye, LuMessageSquare } from 'react-icons/lu';
import type { Payment } from '@rentline/sync-protocol/wire';
import { formatMoney, NO_VALUE } from '@/lib/format-numbers';
import { formatDay, formatDayIn } from '@/lib/format';
import { SkeletonRows, staleRows } from '@/ui/list-states';
import { PaymentStatusBadge } from './payment-status-badge';
import { ReceiptButton } from './receipt-button';
import { stickyActionColumn } from '@/ui/sticky-action-column';
import { foldedLine, wideColumn, wideLabel, wrapsText } from '@/ui/wide-table';

interface PaymentsTableProps {
  /** The rows are another filter's, shown while this one's load (ui/list-states `staleRows`). */
  stale?: boolean;
  payments: Payment[] | undefined;
  timeZone: string;
  onView: (payment: Payment) => void;
  triggerIndex: number;
  triggerRef: (node: Element | null) => void;
  loadingMore: boolean;
}

const COLUMNS = 7;
/** Method and due date: folded into the status and payment cells below `xl`. */
const WIDE_COLUMNS = 2;

/** The Payment Log's rows. Follow Up is named by SPEC.md without a behaviour. */
export function PaymentsTable(props: PaymentsTableProps) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="xl" bg="bg">
      <Table.Root size="md" aria-label="Payments">
        <Table.Header>
          <Table.Row bg="bg.muted">
            <Table.ColumnHeader>Payment</Table.ColumnHeader>
            <Table.ColumnHeader>Customer</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
            <Table.ColumnHeader {...wideColumn}>Method</Table.ColumnHeader>
            <Table.ColumnHeader {...wideColumn}>Due date</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader {...stickyActionColumn}>Actions</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body {...staleRows(props.stale === true)}>
          {props.payments === undefined ? (
            <SkeletonRows rows={6} columns={COLUMNS} wideColumns={WIDE_COLUMNS} />
          ) : (
            props.payments.map((p, index) => (
              <Table.Row
                key={p.payment_id}
                ref={index === props.triggerIndex ? props.triggerRef : undefined}
              >
                <Table.Cell>
                  <Text fontWeight="semibold">#{p.payment_id}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {formatDayIn(p.created_at, props.timeZone)}
                  </Text>
                  <Text fontSize="sm" color="fg.muted" {...foldedLine}>
                    Due {formatDay(p.due_date)}
                  </Text>
                </Table.Cell>
                <Table.Cell {...wrapsText}>
                  <Text>{p.customer_name}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {p.custom_agreement_id ?? 'Agreement N/A'}
                  </Text>
                </Table.Cell>
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                  <Text>{formatMoney(p.amount_paid)}</Text>
                  {p.expected_amount !== null && (
                    <Text fontSize="sm" color="fg.muted">
                      of {formatMoney(p.expected_amount)}
                    </Text>
                  )}
                </Table.Cell>
                <Table.Cell {...wideColumn}>{p.payment_method ?? NO_VALUE}</Table.Cell>
                <Table.Cell {...wideColumn}>{formatDay(p.due_date)}</Table.Cell>
                <Table.Cell>
                  <PaymentStatusBadge payment={p} />
                  <Text fontSize="sm" color="fg.muted" mt="1" {...foldedLine}>
                    {p.payment_method ?? NO_VALUE}
                  </Text>
                </Table.Cell>
                <Table.Cell {...stickyActionColumn}>
                  <HStack gap="1">
                    <Button
                      size="sm"
                      minH="11"
                      minW="11"
                      variant="outline"
                      onClick={() => props.onView(p)}
                    >
                      <LuEye aria-hidden />
                      <Box as="span" {...wideLabel}>
                        View
                      </Box>
                    </Button>
                    <ReceiptButton payment={p} />
                    <Button
                      size="sm"
                      minH="11"
                      minW="11"
                      variant="ghost"
                      disabled
                      aria-label="Follow Up (coming soon)"
                      title="Coming soon"
                    >
                      <LuMessageSquare aria-hidden />
                      <Box as="span" {...wideLabel}>
                        Follow Up
                      </Box>
                    </Button>
                  </HStack>
                </Table.Cell>
              </Table.Row>
            ))
          )}
          {props.loadingMore && (
            <SkeletonRows rows={3} columns={COLUMNS} wideColumns={WIDE_COLUMNS} />
          )}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
