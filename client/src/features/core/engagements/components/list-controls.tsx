/** Upcoming / Past / All and the search box above the engagements list. */
import { HStack, SegmentGroup } from '@chakra-ui/react';
import { SearchInput } from '@/ui/search-input';
import { ENGAGEMENT_WHENS, WHEN_LABELS, type EngagementWhen } from '../api/list-filters';

interface Props {
  when: EngagementWhen;
  onWhen: (when: EngagementWhen) => void;
  typed: string;
  onType: (typed: string) => void;
}

export function ListControls({ when, onWhen, typed, onType }: Props) {
  return (
    <HStack gap="3" wrap="wrap" justify="space-between">
      <SegmentGroup.Root
        size="lg"
        value={when}
        aria-label="Engagement date"
        onValueChange={(e) => e.value && onWhen(e.value as EngagementWhen)}
      >
        <SegmentGroup.Indicator />
        <SegmentGroup.Items
          items={ENGAGEMENT_WHENS.map((w) => ({ value: w, label: WHEN_LABELS[w] }))}
        />
      </SegmentGroup.Root>
      <SearchInput
        flex="1"
        minW="60"
        maxW="md"
        value={typed}
        onChange={onType}
        label="Search engagements"
        placeholder="Search by contact, type or notes"
      />
    </HStack>
  );
}
