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

/** The accounts, one row each; a row opens the customer (/pulse/customers/{id}). */
export function CustomersTable(props: CustomersTableProps) {
  const navigate = useNavigate();
  const { list, onSort } = props;
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
            props.customers.map((c, index) => (
              <Table.Row
                key={c.customer_id}
                ref={index === props.triggerIndex ? props.triggerRef : undefined}
                cursor="pointer"
                onClick={() => navigate(`/pulse/customers/${c.customer_id}`)}
              >
                <Table.Cell>
                  <Stack gap="1" align="start">
                    <Link asChild fontWeight="semibold" onClick={(e) => e.stopPropagation()}>
                      <RouterLink to={`/pulse/customers/${c.customer_id}`}>
                        {c.customer_name || 'Unnamed customer'}
                      </RouterLink>
                    </Link>
                    <Badge
                      size="sm"
                      colorPalette={c.account_status === 'Active' ? 'green' : 'gray'}
                    >
                      {c.account_status}
                    </Badge>
                  </Stack>
                </Table.Cell>
                <Table.Cell>
                  <Text>{c.email || NO_VALUE}</Text>
                  <Text color="fg.muted" fontSize="sm">
                    {c.primary_phone || NO_VALUE}
                  </Text>
                </Table.Cell>
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                  {formatMoney(c.outstanding_balance)}
                </Table.Cell>
                <Table.Cell textAlign="end">{c.total_agreements}</Table.Cell>
                <Table.Cell>
                  <Text>{formatDay(c.next_agreement_due_date)}</Text>
                  {daysUntilDueText(c.days_until_due) && (
                    <Text fontSize="sm" color={`${daysUntilDuePalette(c.days_until_due)}.fg`}>
                      {daysUntilDueText(c.days_until_due)}
                    </Text>
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
