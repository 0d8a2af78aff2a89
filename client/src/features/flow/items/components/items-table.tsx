/**
 * The items table: sortable columns (a header button per column, `aria-sort` on the header),
 * photo, profit margin and a delete action. A row click opens the item; the name is also a
 * button, so the keyboard reaches every item.
 */
import type { ReactNode } from 'react';
import { Badge, Button, HStack, Icon, IconButton, Stack, Table, Text } from '@chakra-ui/react';
import { LuArrowDown, LuArrowUp, LuArrowUpDown, LuTrash2 } from 'react-icons/lu';
import type { LocalItem } from '../../api/item-view';
import { formatMoney, formatPercent } from '@/lib/format-numbers';
import type { ItemSort, SortColumn } from '../item-query';
import { profitAnalysis, type ProfitAnalysis } from '../margin';
import { ItemPhoto } from './item-photo';
import { MarginText } from './margin-text';
import { ItemsSortSelect } from './items-sort-select';
import { StatusBadge } from './status-badge';
import { stickyActionColumn } from '@/ui/sticky-action-column';
import { foldedLine, wideColumn } from '@/ui/wide-table';

interface Props {
  rows: LocalItem[];
  sort: ItemSort;
  onSort: (column: SortColumn) => void;
  /** The sort chosen in the tablet's sort select. */
  onSortChange: (sort: ItemSort) => void;
  onOpen: (item: LocalItem) => void;
  /** Absent for a role that may not delete items (roles.ts `unit.adjust`). */
  onDelete?: (item: LocalItem) => void;
}

function SortHeader(props: {
  column: SortColumn;
  sort: ItemSort;
  onSort: (c: SortColumn) => void;
  children: ReactNode;
  numeric?: boolean;
  wide?: boolean;
}) {
  const active = props.sort.by === props.column;
  const direction = active ? (props.sort.order === 'asc' ? 'ascending' : 'descending') : 'none';
  const icon = !active ? LuArrowUpDown : props.sort.order === 'asc' ? LuArrowUp : LuArrowDown;
  return (
    <Table.ColumnHeader
      aria-sort={direction}
      textAlign={props.numeric ? 'end' : 'start'}
      px="1"
      {...(props.wide ? wideColumn : {})}
    >
      <Button
        variant="ghost"
        size="md"
        minH="11"
        px="1.5"
        gap="1"
        fontWeight="semibold"
        onClick={() => props.onSort(props.column)}
      >
        {props.children}
        <Icon as={icon} color={active ? 'fg' : 'fg.subtle'} aria-hidden />
      </Button>
    </Table.ColumnHeader>
  );
}

/** The margin beside the folded cost: " · 40.0% margin", or nothing when there is none. */
const marginNote = (analysis: ProfitAnalysis) =>
  analysis.percent === null ? '' : ` · ${formatPercent(analysis.percent, 1)} margin`;

const formatDate = (iso: string | null) =>
  iso ? new Date(`${iso}T00:00:00`).toLocaleDateString('en-US', { dateStyle: 'medium' }) : '—';

export function ItemsTable({ rows, sort, onSort, onSortChange, onOpen, onDelete }: Props) {
  const header = (column: SortColumn, label: string, numeric = false, wide = false) => (
    <SortHeader column={column} sort={sort} onSort={onSort} numeric={numeric} wide={wide}>
      {label}
    </SortHeader>
  );
  return (
    <Stack gap="3">
      <ItemsSortSelect sort={sort} onChange={onSortChange} />
      <Table.ScrollArea borderWidth="1px" rounded="lg" bg="bg">
        <Table.Root size="sm" interactive stickyHeader aria-label="Items">
          <Table.Header>
            <Table.Row bg="bg.subtle">
              <Table.ColumnHeader>Photo</Table.ColumnHeader>
              {header('name', 'Name')}
              {header('status', 'Status')}
              {header('procurement_date', 'Procured', false, true)}
              {header('category_name', 'Category', false, true)}
              {header('vendor_name', 'Vendor', false, true)}
              {header('our_cost', 'Our Cost', true, true)}
              {header('retail_price', 'Retail Price', true)}
              <Table.ColumnHeader {...wideColumn}>Profit Margin</Table.ColumnHeader>
              <Table.ColumnHeader {...stickyActionColumn} zIndex="2">
                <Text srOnly>Actions</Text>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((item) => (
              <Table.Row
                key={item.id}
                cursor="pointer"
                data-item-id={item.id}
                onClick={() => onOpen(item)}
              >
                <Table.Cell>
                  <ItemPhoto
                    src={item.pendingImage ?? item.primary_image}
                    name={item.name}
                    size="12"
                  />
                </Table.Cell>
                <Table.Cell minW="40">
                  <Stack gap="1" align="flex-start">
                    <Button
                      variant="plain"
                      h="auto"
                      minH="11"
                      px="0"
                      whiteSpace="normal"
                      textAlign="start"
                      fontWeight="semibold"
                      color="brand.fg"
                      onClick={(e) => {
                        e.stopPropagation();
                        onOpen(item);
                      }}
                    >
                      {item.name}
                    </Button>
                    {item.model && (
                      <Text textStyle="xs" color="fg.muted">
                        {item.model}
                      </Text>
                    )}
                    <Text textStyle="xs" color="fg.muted" {...foldedLine}>
                      {item.category_name ?? '—'} · {item.vendor_name ?? '—'}
                    </Text>
                    <HStack gap="1" wrap="wrap">
                      {item.pending && (
                        <Badge colorPalette="orange" variant="outline" size="sm">
                          Pending sync
                        </Badge>
                      )}
                      {item.pendingImage && !item.imageError && (
                        <Badge colorPalette="blue" variant="outline" size="sm">
                          Image waiting to upload
                        </Badge>
                      )}
                      {item.imageError && (
                        <Badge colorPalette="red" variant="outline" size="sm">
                          Image refused
                        </Badge>
                      )}
                    </HStack>
                  </Stack>
                </Table.Cell>
                <Table.Cell>
                  <StatusBadge status={item.status} />
                  <Text textStyle="xs" color="fg.muted" mt="1" whiteSpace="nowrap" {...foldedLine}>
                    Procured {formatDate(item.procurement_date)}
                  </Text>
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap" {...wideColumn}>
                  {formatDate(item.procurement_date)}
                </Table.Cell>
                <Table.Cell {...wideColumn}>{item.category_name ?? '—'}</Table.Cell>
                <Table.Cell {...wideColumn}>{item.vendor_name ?? '—'}</Table.Cell>
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" {...wideColumn}>
                  {formatMoney(item.our_cost)}
                </Table.Cell>
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                  <Text>{formatMoney(item.retail_price)}</Text>
                  <Text textStyle="xs" color="fg.muted" {...foldedLine}>
                    Cost {formatMoney(item.our_cost)}
                    {marginNote(profitAnalysis(item.our_cost, item.retail_price))}
                  </Text>
                </Table.Cell>
                <Table.Cell {...wideColumn}>
                  <MarginText analysis={profitAnalysis(item.our_cost, item.retail_price)} />
                </Table.Cell>
                <Table.Cell {...stickyActionColumn}>
                  {onDelete && (
                    <IconButton
                      variant="ghost"
                      colorPalette="red"
                      aria-label={`Delete ${item.name}`}
                      onClick={(e) => {
                        e.stopPropagation();
                        onDelete(item);
                      }}
                    >
                      <LuTrash2 />
                    </IconButton>
                  )}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
}
