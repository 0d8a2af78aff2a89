import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import type { CalendarEvent } from '@rentline/sync-protocol/wire';
import type { EventRow } from './calendar.queries';

/** An event as the query answers it (its time already ISO 8601 UTC text). */
export const presentEvent = (row: EventRow): CalendarEvent => row;

/** Today's widget also shows the time of day, on the store's clock ('2:30 PM'). */
export function presentTodayEvent(row: EventRow, timeZone: string): CalendarEvent {
  const event = presentEvent(row);
  return { ...event, time: format(new TZDate(new Date(event.datetime), timeZone), 'h:mm a') };
}
