/**
 * How the app writes dates (SPEC.md sections 4 and 9): calendar dates as 'Mar 5, 2026',
 * instants in the store's time zone. A missing or invalid date shows as a dash. Numbers are in
 * format-numbers.ts, apart so that a screen of figures alone (the hub) loads no date library.
 */
import { format, parseISO } from 'date-fns';
import { TZDate } from '@date-fns/tz';
import { NO_VALUE } from './format-numbers';

/** A calendar date (yyyy-MM-dd, or the date part of a timestamp) as 'Mar 5, 2026'. */
export function formatDay(date: string | null | undefined): string {
  if (!date) return NO_VALUE;
  const day = parseISO(date.slice(0, 10));
  return Number.isNaN(day.getTime()) ? NO_VALUE : format(day, 'MMM d, yyyy');
}

/** An instant (ISO 8601) as its calendar date in the store's time zone. */
export function formatDayIn(instant: string | null | undefined, timeZone: string): string {
  if (!instant) return NO_VALUE;
  const at = new Date(instant);
  return Number.isNaN(at.getTime()) ? NO_VALUE : format(new TZDate(at, timeZone), 'MMM d, yyyy');
}

/** An instant (ISO 8601) as date and time in the store's time zone, with the zone's name. */
export function formatDateTimeIn(instant: string | null | undefined, timeZone: string): string {
  if (!instant) return NO_VALUE;
  const at = new Date(instant);
  if (Number.isNaN(at.getTime())) return NO_VALUE;
  const local = new TZDate(at, timeZone);
  const zone = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  return `${format(local, "MMM d, yyyy 'at' h:mm a")}${zone ? ` ${zone}` : ''}`;
}
