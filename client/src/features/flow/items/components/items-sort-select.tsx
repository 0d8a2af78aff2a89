/**
 * The In Stock list's sort on a tablet: below `xl` the table folds its secondary columns (and
 * their sort buttons) into the name, status and price cells (ui/wide-table.ts), so the sort is
 * chosen here, one option per column and direction.
 */
import type { ItemSort, SortColumn } from '../item-query';
import { foldedLine } from '@/ui/wide-table';
import { Select } from './items-filters';

const COLUMNS: [SortColumn, string, 'text' | 'date' | 'money'][] = [
  ['name', 'Name', 'text'],
  ['status', 'Status', 'text'],
  ['procurement_date', 'Procured', 'date'],
  ['category_name', 'Category', 'text'],
  ['vendor_name', 'Vendor', 'text'],
  ['our_cost', 'Our Cost', 'money'],
  ['retail_price', 'Retail Price', 'money'],
];

const DIRECTIONS = {
  text: { asc: 'A to Z', desc: 'Z to A' },
  date: { asc: 'oldest first', desc: 'newest first' },
  money: { asc: 'low to high', desc: 'high to low' },
} as const;

const OPTIONS = COLUMNS.flatMap(([by, label, kind]) =>
  (['asc', 'desc'] as const).map((order) => ({
    value: `${by}:${order}`,
    label: `${label}, ${DIRECTIONS[kind][order]}`,
    sort: { by, order },
  })),
);

export function ItemsSortSelect(props: { sort: ItemSort; onChange: (sort: ItemSort) => void }) {
  return (
    <Select
      label="Sort items by"
      value={`${props.sort.by}:${props.sort.order}`}
      options={OPTIONS.map((o) => ({ value: o.value, label: `Sort: ${o.label}` }))}
      onChange={(value) => {
        const option = OPTIONS.find((o) => o.value === value);
        if (option) props.onChange(option.sort);
      }}
      root={{ maxW: { md: 'sm' }, ...foldedLine }}
    />
  );
}
