import { Box, LinkOverlay, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { Agreement } from '@rentline/sync-protocol/wire';
import {
  daysUntilDuePalette,
  daysUntilDueText,
  formatMoney,
  agreementName,
} from '@/lib/format-numbers';
import { formatDay, formatDayIn } from '@/lib/format';
import { SkeletonRows, staleRows } from '@/ui/list-states';
import { SortHeader } from '@/ui/sort-header';
import { foldedLine, wideColumn, wrapsText } from '@/ui/wide-table';
import { agreementDetailPath, type AgreementListParams } from '../agreement-list-state';
import { AgreementStatusBadge } from '@/ui/agreement-status-badge';

interface AgreementsTableProps {
  /** The rows are another filter's, shown while this one's load (ui/list-states `staleRows`). */
  stale?: boolean;
  agreements: Agreement[] | undefined;
  list: AgreementListParams;
  timeZone: string;
  onToggleSort: () => void;
  triggerIndex: number;
  triggerRef: (node: Element | null) => void;
  loadingMore: boolean;
}

const COLUMNS = 7;
/**
 * Activation date, total cost and next payment: folded into the customer, balance and status
 * cells below `xl`.
 */
const WIDE_COLUMNS = 3;

/** Agreements, one row each; a row opens the agreement, carrying the list's state. */
export function AgreementsTable(props: AgreementsTableProps) {
  const navigate = useNavigate();
  return (
    <Table.ScrollArea borderWidth="1px" rounded="xl" bg="bg">
      <Table.Root size="md" interactive aria-label="Agreements">
        <Table.Header>
          <Table.Row bg="bg.muted">
            <Table.ColumnHeader>Agreement</Table.ColumnHeader>
            <Table.ColumnHeader>Customer</Table.ColumnHeader>
            <SortHeader
              label="Activation date"
              wide
              active
              order={props.list.sort}
              onSort={props.onToggleSort}
            />
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end" {...wideColumn}>
              Total cost
            </Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Balance</Table.ColumnHeader>
            <Table.ColumnHeader {...wideColumn}>Next payment</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body {...staleRows(props.stale === true)}>
          {props.agreements === undefined ? (
            <SkeletonRows rows={6} columns={COLUMNS} wideColumns={WIDE_COLUMNS} />
          ) : (
            props.agreements.map((a, index) => {
              const to = agreementDetailPath(a.agreement_id, props.list);
              return (
                <Table.Row
                  key={a.agreement_id}
                  ref={index === props.triggerIndex ? props.triggerRef : undefined}
                  cursor="pointer"
                  onClick={() => navigate(to)}
                >
                  {/* The link covers its cell, a touch target the row's height. */}
                  <Table.Cell position="relative">
                    <LinkOverlay asChild fontWeight="semibold" onClick={(e) => e.stopPropagation()}>
                      <RouterLink to={to}>
                        {agreementName(a.custom_agreement_id, a.agreement_id)}
                      </RouterLink>
                    </LinkOverlay>
                    <Text fontSize="sm" color="fg.muted">
                      {a.agreement_category ?? 'Uncategorised'}
                    </Text>
                  </Table.Cell>
                  <Table.Cell {...wrapsText}>
                    <Text>{a.customer_name}</Text>
                    <Text fontSize="sm" color="fg.muted" {...foldedLine}>
                      Activated {formatDayIn(a.activation_date, props.timeZone)}
                    </Text>
                  </Table.Cell>
                  <Table.Cell {...wideColumn}>
                    {formatDayIn(a.activation_date, props.timeZone)}
                  </Table.Cell>
                  <Table.Cell>
                    <AgreementStatusBadge status={a.agreement_status} />
                    <Box {...foldedLine} mt="1">
                      <Text fontSize="sm" color="fg.muted">
                        Next payment {formatDay(a.next_payment_due_date)}
                      </Text>
                      <DueText days={a.days_until_due} />
                    </Box>
                  </Table.Cell>
                  <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" {...wideColumn}>
                    {formatMoney(a.total_cost)}
                  </Table.Cell>
                  <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                    <Text>{formatMoney(a.balance)}</Text>
                    <Text fontSize="sm" color="fg.muted" {...foldedLine}>
                      of {formatMoney(a.total_cost)}
                    </Text>
                  </Table.Cell>
                  <Table.Cell {...wideColumn}>
                    <Text>{formatDay(a.next_payment_due_date)}</Text>
                    <DueText days={a.days_until_due} />
                  </Table.Cell>
                </Table.Row>
              );
            })
          )}
          {props.loadingMore && (
            <SkeletonRows rows={3} columns={COLUMNS} wideColumns={WIDE_COLUMNS} />
          )}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** "5 days left", "3 days overdue" in its colour, or nothing. */
function DueText({ days }: { days: number | null }) {
  const due = daysUntilDueText(days);
  if (!due) return null;
  return (
    <Text fontSize="sm" color={`${daysUntilDuePalette(days)}.fg`}>
      {due}
    </Text>
  );
}
