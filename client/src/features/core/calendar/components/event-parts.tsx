/** An event as the views show it: a chip coloured by its module marker, and its type badge. */
import { Badge, Button, Text } from '@chakra-ui/react';
import type { CalendarEvent } from '@rentline/sync-protocol/wire';
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
  /** The breakpoint from which the chip shows its time before the title (md by default). */
  timeFrom?: 'md' | 'lg' | 'xl';
  onOpen: (event: CalendarEvent) => void;
}

/** A tappable event: the title wraps to two lines rather than ending after four letters. */
export function EventChip({ event, timeZone, timeFrom = 'md', onOpen }: ChipProps) {
  const time = formatTime(event.datetime, timeZone);
  const shortTime = time.replace(':00', '').replace(' ', '').toLowerCase();
  // The name begins with what the chip shows, in its order (WCAG 2.5.3, label in name).
  return (
    <Button
      size="xs"
      variant="subtle"
      colorPalette={eventPalette(event)}
      justifyContent="flex-start"
      w="full"
      minW="0"
      minH="7"
      h="auto"
      py="1"
      px="1.5"
      gap="1"
      alignItems="flex-start"
      textAlign="start"
      fontWeight="normal"
      borderStartWidth="3px"
      borderStartColor="colorPalette.solid"
      title={`${time} ${event.title}`}
      aria-label={`${shortTime} ${event.title}${event.type === 'follow_up' ? ', follow-up' : ''}`}
      onClick={() => onOpen(event)}
    >
      <Text as="span" fontWeight="semibold" flexShrink={0} hideBelow={timeFrom}>
        {shortTime}
      </Text>{' '}
      <Text as="span" minW="0" whiteSpace="normal" wordBreak="break-word" lineClamp={2}>
        {event.title}
      </Text>
    </Button>
  );
}

/** A cell's chips (month and week views): time shown from the xl breakpoint up. */
export function EventChips({
  events,
  timeZone,
  onOpen,
}: {
  events: readonly CalendarEvent[];
  timeZone: string;
  onOpen: (event: CalendarEvent) => void;
}) {
  return events.map((e) => (
    <EventChip key={e.id} event={e} timeZone={timeZone} timeFrom="xl" onOpen={onOpen} />
  ));
}
