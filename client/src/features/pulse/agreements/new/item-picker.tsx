/**
 * Choosing the property: a searchable picker whose options are the server's answer to what is
 * typed (GET /api/flow/items, in-stock items by name, model or serial number, the first 20).
 * The chosen item's model and cash price show under it, on screen and on paper.
 */
import { useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '@rentline/sync-protocol/rules';
import { formatMoney } from '@/lib/format-numbers';
import { useDebounced } from '@/lib/use-debounced';
import { useOnline } from '@/api/http';
import { NEEDS_CONNECTION } from '@/ui/online-button';
import { SearchPicker } from '@/ui/search-picker';
import { useItemOptions } from '../api/get-item-options';
import type { ItemChoice } from './agreement-form-model';

/** Offline, instead of the browser's "Failed to fetch": the search is the server's. */
export const ITEMS_NEED_CONNECTION = `${NEEDS_CONNECTION} to search the items in stock`;

interface ItemPickerProps {
  value: ItemChoice | null;
  onChange: (item: ItemChoice) => void;
  error?: string;
}

/** What tells two units apart in the list: model, serial number, category and cash price. */
const details = (item: {
  model: string | null;
  serial_number?: string | null;
  category_name?: string | null;
  retail_price: number | null;
}) =>
  [
    item.model && `Model ${item.model}`,
    item.serial_number && `S/N ${item.serial_number}`,
    item.category_name,
    `Cash price ${formatMoney(item.retail_price)}`,
  ]
    .filter(Boolean)
    .join(' · ');

export function ItemPicker({ value, onChange, error }: ItemPickerProps) {
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed.trim(), SEARCH_DEBOUNCE_MS);
  const options = useItemOptions(search);
  const items = options.data?.pages[0]?.items ?? [];
  const stale = search !== typed.trim() || options.isFetching;
  const online = useOnline();

  return (
    <SearchPicker
      label="Item"
      name="selectedProperty"
      required
      placeholder="Search in-stock items..."
      value={value?.id ?? ''}
      selectedLabel={value?.name}
      options={items.map((item) => ({
        value: item.id,
        label: item.name,
        description: details(item),
      }))}
      onSearch={setTyped}
      searching={stale}
      more={options.hasNextPage}
      error={error}
      helper={
        !online
          ? ITEMS_NEED_CONNECTION
          : options.isError
            ? 'Failed to fetch items'
            : value
              ? details(value)
              : 'No item chosen yet'
      }
      onChange={(id) => {
        const item = items.find((i) => i.id === id);
        if (item) {
          onChange({
            id: item.id,
            name: item.name,
            model: item.model,
            retail_price: item.retail_price,
          });
        }
      }}
    />
  );
}
