import { memo } from 'react';
import { Badge, Link, Stack, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { Customer } from '@rentline/sync-protocol';
import {
  daysUntilDuePalette,
  daysUntilDueText,
  formatDay,
  formatMoney,
  NO_VALUE,
} from '@/lib/format';
import { SkeletonRows } from '@/ui/list-states';
import { SortHeader } from '@/ui/sort-header';
import { useStagedList } from '@/ui/use-staged-list';
import type { CustomerListParams, CustomerSort } from '../api/get-customers';

interface CustomersTableProps {
  customers: Customer[] | undefined;
  list: CustomerListParams;
  onSort: (column: CustomerSort) => void;
  /** The row that loads the next page when it scrolls into view. */
  triggerIndex: number;
  triggerRef: (node: Element | null) => void;
  loadingMore: boolean;
}

const COLUMNS = 5;
/**
 * Rows that fill a tablet's screen below the filters; the rest follow after it is painted, five
 * at a time (a row of badges, links and cells costs a few milliseconds on a slow tablet).
 */
const FIRST_SCREEN_ROWS = 10;
const ROWS_PER_STEP = 5;
const NO_ROWS: Customer[] = [];

/** The accounts, one row each; a row opens the customer (/pulse/customers/{id}). */
export function CustomersTable(props: CustomersTableProps) {
  const { list, onSort } = props;
  const shown = useStagedList(props.customers ?? NO_ROWS, FIRST_SCREEN_ROWS, ROWS_PER_STEP);
  const sortProps = (column: CustomerSort) => ({
    active: list.sort === column,
    order: list.order,
    onSort: () => onSort(column),
  });
  return (
    <Table.ScrollArea borderWidth="1px" rounded="xl" bg="bg">
      <Table.Root size="md" interactive aria-label="Customers">
        <Table.Header>
          <Table.Row bg="bg.muted">
            <SortHeader label="Customer" {...sortProps('customer')} />
            <SortHeader label="Contact" {...sortProps('contact')} />
            <SortHeader label="Account balance" textAlign="end" {...sortProps('balance')} />
            <Table.ColumnHeader textAlign="end">Agreements</Table.ColumnHeader>
            <Table.ColumnHeader>Next payment</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {props.customers === undefined ? (
            <SkeletonRows rows={6} columns={COLUMNS} />
          ) : (
            shown.map((c, index) => (
              <CustomerRow
                key={c.customer_id}
                customer={c}
                rowRef={index === props.triggerIndex ? props.triggerRef : undefined}
              />
            ))
          )}
          {props.loadingMore && <SkeletonRows rows={3} columns={COLUMNS} />}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** One account; memoised, so a list that grows a screenful at a time renders each row once. */
const CustomerRow = memo(function CustomerRow({
  customer,
  rowRef,
}: {
  customer: Customer;
  rowRef: ((node: Element | null) => void) | undefined;
}) {
  const navigate = useNavigate();
  return (
    <Table.Row
      ref={rowRef}
      cursor="pointer"
      onClick={() => navigate(`/pulse/customers/${customer.customer_id}`)}
    >
      <Table.Cell>
        <Stack gap="1" align="start">
          <Link asChild fontWeight="semibold" onClick={(e) => e.stopPropagation()}>
            <RouterLink to={`/pulse/customers/${customer.customer_id}`}>
              {customer.customer_name || 'Unnamed customer'}
            </RouterLink>
          </Link>
          <Badge size="sm" colorPalette={customer.account_status === 'Active' ? 'green' : 'gray'}>
            {customer.account_status}
          </Badge>
        </Stack>
      </Table.Cell>
      <Table.Cell>
        <Text>{customer.email || NO_VALUE}</Text>
        <Text color="fg.muted" fontSize="sm">
          {customer.primary_phone || NO_VALUE}
        </Text>
      </Table.Cell>
      <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
        {formatMoney(customer.outstanding_balance)}
      </Table.Cell>
      <Table.Cell textAlign="end">{customer.total_agreements}</Table.Cell>
      <Table.Cell>
        <Text>{formatDay(customer.next_agreement_due_date)}</Text>
        {daysUntilDueText(customer.days_until_due) && (
          <Text fontSize="sm" color={`${daysUntilDuePalette(customer.days_until_due)}.fg`}>
            {daysUntilDueText(customer.days_until_due)}
          </Text>
        )}
      </Table.Cell>
    </Table.Row>
  );
});
