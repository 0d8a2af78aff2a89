/** Search (debounced by the page), status, category and vendor filters, and 'Clear Filters'. */
import { Button, type NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { LuX } from 'react-icons/lu';
import type { Named } from '@rentline/sync-protocol/wire';
import { ALL_STATUSES, type ItemFilters } from '../item-query';
import { OptionSelect } from '@/ui/form-field';
import { SearchInput } from '@/ui/search-input';

interface Props {
  search: string;
  filters: ItemFilters;
  categories: Named[];
  vendors: Named[];
  onSearch: (text: string) => void;
  onChange: (patch: Partial<ItemFilters>) => void;
  onClear: () => void;
}

const STATUS_OPTIONS = [
  { value: ALL_STATUSES, label: 'All Status' },
  { value: 'In-Stock', label: 'In Stock' },
  { value: 'On Rent', label: 'On Rent' },
];

/** A select of the In Stock list (filters, and the tablet's sort), named by `label`. */
export function Select(props: {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
  root?: NativeSelect.RootProps;
}) {
  return <OptionSelect {...props} />;
}

const toOptions = (all: string, rows: Named[]) => [
  { value: '', label: all },
  ...rows.map((r) => ({ value: String(r.id), label: r.name })),
];

export function ItemsFilters(props: Props) {
  const { filters } = props;
  const statusOptions = STATUS_OPTIONS.some((o) => o.value === filters.status)
    ? STATUS_OPTIONS
    : [...STATUS_OPTIONS, { value: filters.status, label: filters.status }];
  return (
    <SimpleGrid
      role="search"
      aria-label="Filter items"
      columns={{ base: 1, sm: 2, lg: 6 }}
      gap="3"
      alignItems="center"
    >
      <SearchInput
        value={props.search}
        onChange={props.onSearch}
        placeholder="Search items, model, SKU..."
        label="Search items"
        gridColumn={{ sm: 'span 2', lg: 'span 2' }}
      />
      <Select
        label="Status"
        value={filters.status}
        options={statusOptions}
        onChange={(status) => props.onChange({ status })}
      />
      <Select
        label="Category"
        value={filters.category === null ? '' : String(filters.category)}
        options={toOptions('All Categories', props.categories)}
        onChange={(v) => props.onChange({ category: v ? Number(v) : null })}
      />
      <Select
        label="Vendor"
        value={filters.vendor === null ? '' : String(filters.vendor)}
        options={toOptions('All Vendors', props.vendors)}
        onChange={(v) => props.onChange({ vendor: v ? Number(v) : null })}
      />
      <Button variant="outline" onClick={props.onClear}>
        <LuX /> Clear Filters
      </Button>
    </SimpleGrid>
  );
}
