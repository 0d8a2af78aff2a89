import { memo } from 'react';
import { Table, type SystemStyleObject } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { Customer } from '@rentline/sync-protocol/wire';
import { daysUntilDuePalette, daysUntilDueText, formatMoney, NO_VALUE } from '@/lib/format-numbers';
import { formatDay } from '@/lib/format';
import { SkeletonRows, staleRows } from '@/ui/list-states';
import { paletteFromData, plainBadge } from '@/ui/plain-badge';
import { SortHeader } from '@/ui/sort-header';
import { wideColumn, wrapsText } from '@/ui/wide-table';
import { useStagedList } from '@/ui/use-staged-list';
import type { CustomerListParams, CustomerSort } from '../api/get-customers';

interface CustomersTableProps {
  /** The rows are another filter's, shown while this one's load (ui/list-states `staleRows`). */
  stale?: boolean;
  customers: Customer[] | undefined;
  list: CustomerListParams;
  onSort: (column: CustomerSort) => void;
  /** The row that loads the next page when it scrolls into view. */
  triggerIndex: number;
  triggerRef: (node: Element | null) => void;
  loadingMore: boolean;
}

const COLUMNS = 5;
/** Agreements and next payment: folded into the customer and balance cells below `xl`. */
const WIDE_COLUMNS = 2;
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
            <Table.ColumnHeader textAlign="end" {...wideColumn}>
              Agreements
            </Table.ColumnHeader>
            <Table.ColumnHeader {...wideColumn}>Next payment</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body css={rowStyles} {...staleRows(props.stale === true)}>
          {props.customers === undefined ? (
            <SkeletonRows rows={6} columns={COLUMNS} wideColumns={WIDE_COLUMNS} />
          ) : (
            shown.map((c, index) => (
              <CustomerRow
                key={c.customer_id}
                customer={c}
                rowRef={index === props.triggerIndex ? props.triggerRef : undefined}
              />
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

/**
 * One account, as plain elements with class names styled once by the table body
 * (`rowStyles`): a row of Chakra components (row, cells, stack, link, badge, texts) resolved
 * its style props on every mount, most of the work of showing a page of 50 on a slow tablet.
 * Memoised, so a list that grows a screenful at a time renders each row once.
 */
const CustomerRow = memo(function CustomerRow({
  customer,
  rowRef,
}: {
  customer: Customer;
  rowRef: ((node: Element | null) => void) | undefined;
}) {
  const navigate = useNavigate();
  const href = `/pulse/customers/${customer.customer_id}`;
  return (
    <tr ref={rowRef} className="customer-row" onClick={() => navigate(href)}>
      <td>
        <div className="customer-row__stack">
          <RouterLink className="customer-row__name" to={href} onClick={(e) => e.stopPropagation()}>
            {customer.customer_name || 'Unnamed customer'}
          </RouterLink>
          <span
            className="customer-row__badge"
            data-palette={customer.account_status === 'Active' ? 'green' : 'gray'}
          >
            {customer.account_status}
          </span>
          <span className="customer-row__folded customer-row__muted">
            {agreementCount(customer.total_agreements)}
          </span>
        </div>
      </td>
      <td>
        <p>{customer.email || NO_VALUE}</p>
        <p className="customer-row__muted">{customer.primary_phone || NO_VALUE}</p>
      </td>
      <td className="customer-row__end">
        <p>{formatMoney(customer.outstanding_balance)}</p>
        {customer.next_agreement_due_date && (
          <p className="customer-row__folded customer-row__muted">
            Next payment {formatDay(customer.next_agreement_due_date)}
          </p>
        )}
        <DueLine days={customer.days_until_due} folded />
      </td>
      <td className="customer-row__end customer-row__wide">{customer.total_agreements}</td>
      <td className="customer-row__wide">
        <p>{formatDay(customer.next_agreement_due_date)}</p>
        <DueLine days={customer.days_until_due} />
      </td>
    </tr>
  );
});

/** "5 days left", "3 days overdue" in its colour; `folded` under the balance below `xl`. */
function DueLine({ days, folded = false }: { days: number | null; folded?: boolean }) {
  const due = daysUntilDueText(days);
  if (!due) return null;
  return (
    <p
      className={folded ? 'customer-row__folded customer-row__due' : 'customer-row__due'}
      data-palette={daysUntilDuePalette(days)}
    >
      {due}
    </p>
  );
}

const agreementCount = (n: number) => (n === 1 ? '1 agreement' : `${n} agreements`);

/** The rows' styles: Chakra's table cell (size md, line), link, subtle badge, in tokens. */
const rowStyles: SystemStyleObject = {
  '& .customer-row': { bg: 'bg', cursor: 'pointer', _hover: { bg: 'colorPalette.subtle' } },
  '& .customer-row > td': {
    textAlign: 'start',
    borderBottomWidth: '1px',
    px: '3',
    py: '3',
  },
  // The name's cell is the name link's touch target (the link covers it, as Chakra's
  // LinkOverlay covers its box): the text is 20 px tall, the cell the row's height.
  '& .customer-row > td:first-of-type': { position: 'relative' },
  '& .customer-row > td.customer-row__end': {
    textAlign: 'end',
    fontVariantNumeric: 'tabular-nums',
  },
  '& .customer-row__stack': {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: '1',
  },
  '& .customer-row__name': {
    ...wrapsText,
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1.5',
    fontWeight: 'semibold',
    color: 'fg',
    borderRadius: 'l1',
    outline: 'none',
    focusVisibleRing: 'outside',
    '&:hover': { textDecoration: 'underline' },
    '&::before': { content: "''", position: 'absolute', inset: '0', zIndex: '0' },
  },
  '& .customer-row__badge': {
    ...plainBadge,
    gap: '1',
    fontVariantNumeric: 'tabular-nums',
    ...paletteFromData('green', 'gray'),
  },
  '& .customer-row__muted': { color: 'fg.muted', textStyle: 'sm' },
  // Secondary columns below `xl`, and the lines standing for them (ui/wide-table.ts).
  '& .customer-row > td.customer-row__wide': { hideBelow: 'xl' },
  '& .customer-row__folded': { hideFrom: 'xl' },
  '& .customer-row__due': {
    textStyle: 'sm',
    color: 'colorPalette.fg',
    ...paletteFromData('red', 'orange', 'green', 'gray'),
  },
};
