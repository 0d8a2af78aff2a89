import { Button, Icon, Table } from '@chakra-ui/react';
import { LuArrowDown, LuArrowUp, LuArrowUpDown } from 'react-icons/lu';
import { wideColumn } from './wide-table';

interface SortHeaderProps {
  label: string;
  /** This column is the one sorted by. */
  active: boolean;
  order: 'asc' | 'desc';
  onSort: () => void;
  textAlign?: 'start' | 'end';
  /** A secondary column, shown from `xl` up (ui/wide-table.ts). */
  wide?: boolean;
}

/** A column header that sorts the list by its column (aria-sort tells which way). */
export function SortHeader(props: SortHeaderProps) {
  const { label, active, order, onSort, textAlign = 'start', wide = false } = props;
  const icon = !active ? LuArrowUpDown : order === 'asc' ? LuArrowUp : LuArrowDown;
  return (
    <Table.ColumnHeader
      aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : 'none'}
      textAlign={textAlign}
      py="1"
      {...(wide ? wideColumn : {})}
    >
      <Button
        variant="ghost"
        size="sm"
        minH="11"
        px="2"
        mx="-2"
        fontWeight="semibold"
        onClick={onSort}
        aria-label={`Sort by ${label.toLowerCase()}`}
      >
        {label}
        <Icon as={icon} color={active ? 'fg' : 'fg.subtle'} aria-hidden />
      </Button>
    </Table.ColumnHeader>
  );
}
