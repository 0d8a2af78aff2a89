/** Events sorted into the cells of the views: by store day, and by store day and week row hour. */
import type { CalendarEvent } from '@rentline/sync-protocol/wire';
import { dayKeyOf, hourOf } from '@/lib/store-time';
import { weekRowHour } from './week-rows';

function groupBy(events: readonly CalendarEvent[], key: (e: CalendarEvent) => string) {
  const out = new Map<string, CalendarEvent[]>();
  for (const e of events) {
    const k = key(e);
    const list = out.get(k);
    if (list) list.push(e);
    else out.set(k, [e]);
  }
  return out;
}

export const eventsByDay = (events: readonly CalendarEvent[], timeZone: string) =>
  groupBy(events, (e) => dayKeyOf(e.datetime, timeZone));

export const cellKey = (day: string, hour: number) => `${day}@${hour}`;

export const eventsByWeekCell = (events: readonly CalendarEvent[], timeZone: string) =>
  groupBy(events, (e) =>
    cellKey(dayKeyOf(e.datetime, timeZone), weekRowHour(hourOf(e.datetime, timeZone))),
  );
