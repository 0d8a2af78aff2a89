/** An event as the views show it: a chip coloured by its module marker, and its type badge. */
import { Badge, Button, Text } from '@chakra-ui/react';
import type { CalendarEvent } from '@rentline/sync-protocol';
import { MODULE_PALETTES, moduleOf } from '@/features/core/engagements/api/module-marker';
import { formatTime } from '@/lib/store-time';

export const eventPalette = (event: CalendarEvent) => MODULE_PALETTES[moduleOf(event.title)];

export function TypeBadge({ type }: { type: CalendarEvent['type'] }) {
  return type === 'engagement' ? (
    <Badge colorPalette="blue" variant="subtle">
      Engagement
    </Badge>
  ) : (
    <Badge colorPalette="orange" variant="subtle">
      Follow-up
    </Badge>
  );
}

interface ChipProps {
  event: CalendarEvent;
  timeZone: string;
  onOpen: (event: CalendarEvent) => void;
}

export function EventChip({ event, timeZone, onOpen }: ChipProps) {
  const time = formatTime(event.datetime, timeZone);
  return (
    <Button
      size="xs"
      variant="subtle"
      colorPalette={eventPalette(event)}
      justifyContent="flex-start"
      w="full"
      minW="0"
      minH="7"
      px="1.5"
      gap="1"
      fontWeight="normal"
      borderStartWidth="3px"
      borderStartColor="colorPalette.solid"
      title={`${time} ${event.title}`}
      aria-label={`${event.title}, ${time}${event.type === 'follow_up' ? ', follow-up' : ''}`}
      onClick={() => onOpen(event)}
    >
      <Text as="span" fontWeight="semibold" flexShrink={0} hideBelow="md">
        {time.replace(':00', '').replace(' ', '').toLowerCase()}
      </Text>
      <Text as="span" truncate>
        {event.title}
      </Text>
    </Button>
  );
}
