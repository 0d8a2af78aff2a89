import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import type { CalendarEvent } from '@rentline/sync-protocol';
import type { Row } from './calendar.queries';

const text = (v: unknown) => (v === null || v === undefined ? null : String(v));

export function presentEvent(row: Row): CalendarEvent {
  return {
    id: String(row.id),
    type: row.type === 'follow_up' ? 'follow_up' : 'engagement',
    title: String(row.title),
    datetime: String(row.datetime),
    contact_name: text(row.contact_name),
    contact_type: text(row.contact_type),
    customer_name: text(row.customer_name),
    employee_name: text(row.employee_name),
    employee_id:
      row.employee_id === null || row.employee_id === undefined ? null : Number(row.employee_id),
    status: text(row.status),
    notes: text(row.notes),
  };
}

/** Today's widget also shows the time of day, on the store's clock ('2:30 PM'). */
export function presentTodayEvent(row: Row, timeZone: string): CalendarEvent {
  const event = presentEvent(row);
  return { ...event, time: format(new TZDate(new Date(event.datetime), timeZone), 'h:mm a') };
}
