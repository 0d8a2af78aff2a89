/** The queue's bucket chips (with their counts), filter and search. */
import { Button, HStack, Stack } from '@chakra-ui/react';
import { COLLECTION_FILTERS } from '@rentline/sync-protocol/rules';
import { COLLECTION_FILTER_LABELS } from '@rentline/sync-protocol/texts';
import { formatCount } from '@/lib/format-numbers';
import { FilterSelect, SearchField } from '@/ui/list-filters';
import { BUCKET_CHOICES, BUCKET_LABELS, type BucketChoice, type QueueView } from '../queue-model';

interface Props {
  view: QueueView;
  counts: Record<BucketChoice, number> | undefined;
  typed: string;
  onType: (search: string) => void;
  onChange: (change: Partial<QueueView>) => void;
}

export function QueueControls({ view, counts, typed, onType, onChange }: Props) {
  return (
    <Stack gap="3">
      <HStack gap="2" wrap="wrap" role="group" aria-label="Days late">
        {BUCKET_CHOICES.map((b) => {
          const selected = view.bucket === b;
          return (
            <Button
              key={b}
              size="sm"
              minH="11"
              rounded="full"
              variant={selected ? 'solid' : 'outline'}
              colorPalette={selected ? 'brand' : 'gray'}
              aria-pressed={selected}
              onClick={() => onChange({ bucket: b })}
            >
              {BUCKET_LABELS[b]} ({counts ? formatCount(counts[b]) : '…'})
            </Button>
          );
        })}
      </HStack>
      <HStack gap="3" align="end" wrap="wrap">
        <SearchField
          flex="1"
          minW="56"
          value={typed}
          onChange={onType}
          placeholder="Name, phone, email or agreement"
        />
        <FilterSelect
          label="Show"
          width={{ base: 'full', sm: '56' }}
          value={view.filter}
          onChange={(filter) => onChange({ filter })}
          options={COLLECTION_FILTERS.map((f) => ({
            value: f,
            label: COLLECTION_FILTER_LABELS[f],
          }))}
        />
      </HStack>
    </Stack>
  );
}
