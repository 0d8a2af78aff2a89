/**
 * The In Stock list's sort on a tablet: below `xl` the table folds its secondary columns (and
 * their sort buttons) into the name, status and price cells (ui/wide-table.ts), so the sort is
 * chosen here, one option per column and direction.
 */
import { NativeSelect } from '@chakra-ui/react';
import type { ItemSort, SortColumn } from '../item-query';
import { foldedLine } from '@/ui/wide-table';

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
    <NativeSelect.Root size="lg" maxW={{ md: 'sm' }} {...foldedLine}>
      <NativeSelect.Field
        aria-label="Sort items by"
        value={`${props.sort.by}:${props.sort.order}`}
        onChange={(e) => {
          const option = OPTIONS.find((o) => o.value === e.currentTarget.value);
          if (option) props.onChange(option.sort);
        }}
      >
        {OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            Sort: {o.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
