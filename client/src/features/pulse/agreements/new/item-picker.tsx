/**
 * Choosing the property: in-stock items, searchable, 20 a page from GET /api/flow/items, the
 * next page loading as the list scrolls (or with 'Load more'). On paper only the choice shows.
 */
import { useState } from 'react';
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { LuCheck } from 'react-icons/lu';
import { SEARCH_DEBOUNCE_MS } from '@rentline/sync-protocol';
import { formatMoney } from '@/lib/format';
import { useDebounced } from '@/lib/use-debounced';
import { PickerList } from '@/ui/picker-list';
import { useItemOptions } from '../api/get-item-options';
import type { ItemChoice } from './agreement-form-model';
import { SearchInput } from '@/ui/search-input';

interface ItemPickerProps {
  value: ItemChoice | null;
  onChange: (item: ItemChoice) => void;
  invalid?: boolean;
  labelledBy: string;
}

export function ItemPicker({ value, onChange, invalid, labelledBy }: ItemPickerProps) {
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed.trim(), SEARCH_DEBOUNCE_MS);
  const options = useItemOptions(search);
  const items = options.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <Stack gap="2">
      <Box
        borderWidth="1px"
        borderColor={invalid ? 'border.error' : 'border'}
        rounded="lg"
        px="3"
        py="2"
        minH="11"
        data-print-plain=""
      >
        {value ? (
          <Text>
            <strong>{value.name}</strong>
            {value.model ? ` · Model ${value.model}` : ''} · Cash price{' '}
            {formatMoney(value.retail_price)}
          </Text>
        ) : (
          <Text color="fg.muted">No item chosen yet</Text>
        )}
      </Box>
      <Stack gap="2" data-print-hide="">
        <SearchInput
          value={typed}
          onChange={setTyped}
          placeholder="Search in-stock items..."
          label="Search in-stock items"
        />
        <PickerList
          labelledBy={labelledBy}
          query={options}
          items={items}
          keyOf={(item) => item.id}
          isSelected={(item) => value?.id === item.id}
          onSelect={(item) =>
            onChange({
              id: item.id,
              name: item.name,
              model: item.model,
              retail_price: item.retail_price,
            })
          }
          failedText="Failed to fetch items"
          emptyText={search ? 'No in-stock items match this search.' : 'No items in stock.'}
          loadMoreText="Load more items"
          renderItem={(item, selected) => (
            <>
              <Stack gap="0" align="start" textAlign="start" minW="0">
                <Text fontWeight="medium" truncate>
                  {item.name}
                </Text>
                <Text fontSize="sm" color="fg.muted" fontWeight="normal" truncate>
                  {[item.model && `Model ${item.model}`, item.category_name]
                    .filter(Boolean)
                    .join(' · ') || 'No model'}
                </Text>
              </Stack>
              <HStack gap="2" flexShrink={0}>
                <Text fontWeight="normal">{formatMoney(item.retail_price)}</Text>
                {selected && <LuCheck aria-hidden />}
              </HStack>
            </>
          )}
        />
      </Stack>
    </Stack>
  );
}
