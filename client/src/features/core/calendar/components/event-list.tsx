/**
 * A list of events, each with its type badge, time, title, contact (and type), customer and
 * notes: the day view, and the day's list behind '+N more...'.
 */
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import type { CalendarEvent } from '@rentline/sync-protocol/wire';
import { formatTime } from '@/lib/store-time';
import { eventPalette, TypeBadge } from './event-parts';

interface Props {
  events: CalendarEvent[];
  timeZone: string;
  onOpenEvent: (event: CalendarEvent) => void;
}

export function EventList({ events, timeZone, onOpenEvent }: Props) {
  return (
    <Stack as="ul" gap="2" listStyleType="none">
      {events.map((e) => (
        <Box as="li" key={e.id}>
          <Box
            as="button"
            w="full"
            textAlign="start"
            colorPalette={eventPalette(e)}
            bg="colorPalette.subtle"
            borderStartWidth="4px"
            borderStartColor="colorPalette.solid"
            rounded="md"
            px="4"
            py="3"
            minH="11"
            cursor="pointer"
            _hover={{ bg: 'colorPalette.muted' }}
            focusRing="outside"
            onClick={() => onOpenEvent(e)}
          >
            <HStack gap="2" wrap="wrap" mb="1">
              <TypeBadge type={e.type} />
              <Text fontWeight="semibold">{formatTime(e.datetime, timeZone)}</Text>
              <Text fontWeight="semibold">{e.title}</Text>
            </HStack>
            <Text textStyle="sm">
              {e.contact_name ?? 'Unknown Contact'} ({e.contact_type ?? 'N/A'})
            </Text>
            {e.customer_name && (
              <Text textStyle="sm" color="fg.muted">
                Customer: {e.customer_name}
              </Text>
            )}
            {e.notes && (
              <Text textStyle="sm" color="fg.muted" lineClamp={2}>
                {e.notes}
              </Text>
            )}
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
