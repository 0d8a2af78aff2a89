import { Badge, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { InstallmentLogRow } from '@rentline/sync-protocol/wire';
import { formatCount, formatMoney } from '@/lib/format-numbers';
import { formatDay } from '@/lib/format';
import { SkeletonRows, staleRows } from '@/ui/list-states';
import { PAYMENT_STATUS_PALETTE } from '../payment-status';

interface InstallmentsTableProps {
  /** The rows are another filter's, shown while this one's load (ui/list-states `staleRows`). */
  stale?: boolean;
  installments: InstallmentLogRow[] | undefined;
  triggerIndex: number;
  triggerRef: (node: Element | null) => void;
  loadingMore: boolean;
}

const COLUMNS = 5;

/** The Payment Log's Overdue and Pending rows: installments, not payments. */
export function InstallmentsTable(props: InstallmentsTableProps) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="xl" bg="bg">
      <Table.Root size="md" aria-label="Installments">
        <Table.Header>
          <Table.Row bg="bg.muted">
            <Table.ColumnHeader>Due date</Table.ColumnHeader>
            <Table.ColumnHeader>Customer</Table.ColumnHeader>
            <Table.ColumnHeader>Agreement</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Amount due</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body {...staleRows(props.stale === true)}>
          {props.installments === undefined ? (
            <SkeletonRows rows={6} columns={COLUMNS} />
          ) : (
            props.installments.map((row, index) => (
              <Table.Row
                key={row.scheduled_payment_id}
                ref={index === props.triggerIndex ? props.triggerRef : undefined}
              >
                <Table.Cell whiteSpace="nowrap">{formatDay(row.due_date)}</Table.Cell>
                <Table.Cell>{row.customer_name}</Table.Cell>
                <Table.Cell>
                  <RouterLink to={`/pulse/agreements/${row.agreement_id}`}>
                    {row.custom_agreement_id ?? 'Agreement N/A'}
                  </RouterLink>
                </Table.Cell>
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                  <Text>{formatMoney(row.amount_due)}</Text>
                  {row.amount_paid > 0 && (
                    <Text fontSize="sm" color="fg.muted">
                      of {formatMoney(row.expected_amount)}
                    </Text>
                  )}
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">
                  {row.status === 'overdue' ? (
                    <Badge colorPalette={PAYMENT_STATUS_PALETTE.Overdue}>
                      Overdue · {formatCount(row.days_late)} {row.days_late === 1 ? 'day' : 'days'}
                    </Badge>
                  ) : (
                    <Badge colorPalette={PAYMENT_STATUS_PALETTE.Pending}>Pending</Badge>
                  )}
                </Table.Cell>
              </Table.Row>
            ))
          )}
          {props.loadingMore && <SkeletonRows rows={3} columns={COLUMNS} />}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
