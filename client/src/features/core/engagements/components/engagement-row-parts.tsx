/** Pieces of an engagement row shared by the table (wide screens) and the cards (narrow ones). */
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { LuPlus } from 'react-icons/lu';
import { TRUNCATE } from '@rentline/sync-protocol/rules';
import type { EngagementItem } from '../api/engagement-items';
import { truncate } from '../api/truncate';
import { RowActions } from './row-actions';

export interface EngagementActions {
  onAddFollowUp: (item: EngagementItem) => void;
  onShowFollowUps: (item: EngagementItem) => void;
  onEdit: (item: EngagementItem) => void;
  onDelete: (item: EngagementItem) => void;
}

export const contactLabel = (item: EngagementItem) => item.contactName ?? 'Unknown Contact';

export function InitialEngagement({ item }: { item: EngagementItem }) {
  const { initial_engagement, notes } = item.engagement;
  return (
    <Stack gap="0.5">
      <Text fontWeight="medium">{initial_engagement}</Text>
      {notes && (
        <Text color="fg.muted" textStyle="sm" title={notes}>
          {truncate(notes, TRUNCATE.engagementList)}
        </Text>
      )}
    </Stack>
  );
}

export function FollowUpCountButton({
  item,
  onShow,
}: {
  item: EngagementItem;
  onShow: () => void;
}) {
  const n = item.followUpCount;
  return (
    <Button
      size="sm"
      minH="11"
      minW="11"
      rounded="full"
      variant={n > 0 ? 'subtle' : 'outline'}
      colorPalette={n > 0 ? 'brand' : 'gray'}
      aria-label={`Show ${n} follow-up(s) for ${contactLabel(item)}`}
      title="Show follow-ups"
      onClick={onShow}
    >
      {n}
    </Button>
  );
}

function AddFollowUpButton({ onAdd }: { onAdd: () => void }) {
  return (
    <Button size="sm" minH="11" variant="outline" colorPalette="brand" onClick={onAdd}>
      <LuPlus /> Add Follow-Up
    </Button>
  );
}

/** A row's actions, in the table and on a card alike: add a follow-up, edit, delete. */
export function EngagementRowActions({
  item,
  actions,
}: {
  item: EngagementItem;
  actions: EngagementActions;
}) {
  return (
    <HStack gap="1">
      <AddFollowUpButton onAdd={() => actions.onAddFollowUp(item)} />
      <RowActions
        what="engagement"
        onEdit={() => actions.onEdit(item)}
        onDelete={() => actions.onDelete(item)}
      />
    </HStack>
  );
}
