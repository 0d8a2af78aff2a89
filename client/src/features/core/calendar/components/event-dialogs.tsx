/** 'Event Details' for one event, and 'Events for {date}' behind a day's '+N more...'. */
import { Grid, HStack, Text } from '@chakra-ui/react';
import type { CalendarEvent } from '@rentline/sync-protocol/wire';
import { DialogShell } from '@/ui/dialog-shell';
import { InfoContent } from '@/ui/info-dialog';
import { formatDateTime } from '@/lib/store-time';
import { formatDayKey } from '../layout/day-keys';
import { TypeBadge } from './event-parts';
import { EventList } from './event-list';

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <>
      <Text color="fg.muted" fontWeight="medium">
        {label}
      </Text>
      <Text whiteSpace="pre-wrap">{value}</Text>
    </>
  );
}

export function EventDetailsDialog(props: {
  event: CalendarEvent | null;
  timeZone: string;
  onClose: () => void;
}) {
  const { event, timeZone, onClose } = props;
  return (
    <DialogShell open={!!event} onOpenChange={(open) => !open && onClose()}>
      {event && (
        <InfoContent
          title="Event Details"
          description={
            <HStack gap="2" wrap="wrap" as="span">
              <TypeBadge type={event.type} />
              <Text as="span" fontWeight="semibold" color="fg">
                {event.title}
              </Text>
            </HStack>
          }
        >
          <Grid templateColumns="max-content 1fr" columnGap="4" rowGap="2">
            <Detail label="Date & Time" value={formatDateTime(event.datetime, timeZone)} />
            <Detail
              label="Contact"
              value={`${event.contact_name ?? 'Unknown Contact'} (${event.contact_type ?? 'N/A'})`}
            />
            <Detail label="Assigned to" value={event.employee_name ?? 'Unassigned'} />
            <Detail label="Customer" value={event.customer_name ?? 'No customer'} />
            <Detail label="Status" value={event.status ?? 'N/A'} />
            <Detail label="Notes" value={event.notes ?? 'No notes'} />
          </Grid>
        </InfoContent>
      )}
    </DialogShell>
  );
}

interface DayProps {
  day: string | null;
  events: CalendarEvent[];
  timeZone: string;
  onOpenEvent: (event: CalendarEvent) => void;
  onClose: () => void;
}

export function DayEventsDialog({ day, events, timeZone, onOpenEvent, onClose }: DayProps) {
  return (
    <DialogShell open={!!day} onOpenChange={(open) => !open && onClose()}>
      {day && (
        <InfoContent
          title={`Events for ${formatDayKey(day, 'EEEE, MMMM d, yyyy')}`}
          description={`${events.length} event(s) scheduled`}
        >
          <EventList events={events} timeZone={timeZone} onOpenEvent={onOpenEvent} />
        </InfoContent>
      )}
    </DialogShell>
  );
}
