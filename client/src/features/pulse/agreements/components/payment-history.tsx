/**
 * The agreement page's payment history (issue 21, section 4): its installments (due, rent, all
 * they cost with waiver, tax and fees, paid, status, late, late fee) and its payments (when,
 * amount with its fees and tax, tender, who took it, receipt, and a reversal when there was one).
 */
import { Link as RouterLink } from 'react-router-dom';
import { Badge, Box, Heading, Link, Stack, Table, Text } from '@chakra-ui/react';
import type { HistoryInstallment, HistoryPayment } from '@rentline/sync-protocol/wire';
import { formatMoney, NO_VALUE } from '@/lib/format-numbers';
import { formatDateTimeIn, formatDay } from '@/lib/format';
import { receiptPath } from '@/lib/receipt-path';
import { NOT_LOADED_YET, SkeletonRows } from '@/ui/list-states';

const STATUS_PALETTE = {
  paid: 'green',
  pending: 'gray',
  overdue: 'red',
  closed: 'purple',
} as const;
const STATUS_LABEL = {
  paid: 'Paid',
  pending: 'Pending',
  overdue: 'Overdue',
  closed: 'Closed',
} as const;

const yesNo = (late: boolean | null) => (late === null ? NO_VALUE : late ? 'Yes' : 'No');

export function PaymentHistory(props: {
  installments: HistoryInstallment[] | undefined;
  payments: HistoryPayment[] | undefined;
  timeZone: string;
  /** The first read is in flight (skeleton rows). */
  loading: boolean;
  /** Why it could not be read, when there is no earlier copy. */
  error?: string | null;
}) {
  const missing = !props.loading && !props.error && props.installments === undefined;
  return (
    <Box bg="bg" borderWidth="1px" rounded="xl" p="5">
      <Heading as="h2" size="md" mb="4">
        Payment history
      </Heading>
      {props.error && <Text color="red.fg">Could not load the payment history: {props.error}</Text>}
      {missing && <Text color="fg.muted">{NOT_LOADED_YET}</Text>}
      <Stack gap="6" hidden={!!props.error || missing}>
        <InstallmentsTable installments={props.installments} />
        <PaymentsTable payments={props.payments} timeZone={props.timeZone} />
      </Stack>
    </Box>
  );
}

function InstallmentsTable({ installments }: { installments: HistoryInstallment[] | undefined }) {
  return (
    <Stack gap="2">
      <Heading as="h3" size="sm">
        Installments
      </Heading>
      {installments?.length === 0 ? (
        <Text color="fg.muted">No installments are scheduled on this agreement.</Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" rounded="lg">
          <Table.Root size="sm" aria-label="Installments">
            <Table.Header>
              <Table.Row bg="bg.muted">
                <Table.ColumnHeader>Due date</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Rent</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Due</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Paid</Table.ColumnHeader>
                <Table.ColumnHeader>Status</Table.ColumnHeader>
                <Table.ColumnHeader>Late</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Late fee</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {installments === undefined ? (
                <SkeletonRows rows={3} columns={7} />
              ) : (
                installments.map((i) => (
                  <Table.Row key={i.scheduled_payment_id}>
                    <Table.Cell>{formatDay(i.due_date)}</Table.Cell>
                    <Table.Cell textAlign="end">{formatMoney(i.expected_amount)}</Table.Cell>
                    <Table.Cell textAlign="end">{formatMoney(i.amount_due)}</Table.Cell>
                    <Table.Cell textAlign="end">{formatMoney(i.amount_paid)}</Table.Cell>
                    <Table.Cell>
                      <Badge colorPalette={STATUS_PALETTE[i.status]}>
                        {STATUS_LABEL[i.status]}
                      </Badge>
                    </Table.Cell>
                    <Table.Cell>{yesNo(i.late)}</Table.Cell>
                    <Table.Cell textAlign="end">
                      {i.late_fee === null ? NO_VALUE : formatMoney(i.late_fee)}
                    </Table.Cell>
                  </Table.Row>
                ))
              )}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Stack>
  );
}

function PaymentsTable(props: { payments: HistoryPayment[] | undefined; timeZone: string }) {
  const { payments } = props;
  return (
    <Stack gap="2">
      <Heading as="h3" size="sm">
        Payments
      </Heading>
      {payments?.length === 0 ? (
        <Text color="fg.muted">No payments on this agreement yet.</Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" rounded="lg">
          <Table.Root size="sm" aria-label="Payments on this agreement">
            <Table.Header>
              <Table.Row bg="bg.muted">
                <Table.ColumnHeader>Date</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
                <Table.ColumnHeader>Tender</Table.ColumnHeader>
                <Table.ColumnHeader>Taken by</Table.ColumnHeader>
                <Table.ColumnHeader>Receipt</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {payments === undefined ? (
                <SkeletonRows rows={3} columns={5} />
              ) : (
                payments.map((p) => (
                  <Table.Row key={p.payment_id}>
                    <Table.Cell>{formatDateTimeIn(p.created_at, props.timeZone)}</Table.Cell>
                    <Table.Cell textAlign="end">
                      <Text textDecoration={p.reversal ? 'line-through' : undefined}>
                        {formatMoney(p.amount_paid)}
                      </Text>
                      {(p.fees > 0 || p.tax > 0) && (
                        <Text textStyle="xs" color="fg.muted">
                          fees {formatMoney(p.fees)} · tax {formatMoney(p.tax)}
                        </Text>
                      )}
                    </Table.Cell>
                    <Table.Cell>
                      {p.payment_method ?? NO_VALUE}
                      {p.reversal && (
                        <Text textStyle="xs" color="orange.fg">
                          Reversed {formatDateTimeIn(p.reversal.at, props.timeZone)}:{' '}
                          {p.reversal.reason}
                          {p.reversal.by ? ` (${p.reversal.by})` : ''}
                        </Text>
                      )}
                    </Table.Cell>
                    <Table.Cell>{p.taken_by ?? NO_VALUE}</Table.Cell>
                    <Table.Cell>
                      {p.receipt_number ? (
                        <Link asChild colorPalette="brand">
                          <RouterLink to={receiptPath(p.payment_id)}>{p.receipt_number}</RouterLink>
                        </Link>
                      ) : (
                        <Text color="fg.muted">Not completed ({p.payment_status}): no receipt</Text>
                      )}
                    </Table.Cell>
                  </Table.Row>
                ))
              )}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Stack>
  );
}
