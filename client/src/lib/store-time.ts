/**
 * Dates on the store's clock. Engagements and follow-ups are stored as instants (ISO 8601);
 * staff read and type them in the store's time zone (GET /api/config/public, `store_time_zone`),
 * so a tablet set to another zone still puts a 9 AM visit on the right day, as the server's
 * calendar does. Pulse's due days, SAC expiry and activation times are read in it too.
 *
 * A "day key" is a store-local calendar date as 'yyyy-MM-dd'; a "local input" is the value of a
 * `datetime-local` input, 'yyyy-MM-ddTHH:mm', read on the store's clock.
 */
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

export { DEFAULT_STORE_TIME_ZONE } from '@rentline/sync-protocol/rules';

type Instant = string | number | Date;

const ms = (instant: Instant) =>
  instant instanceof Date
    ? instant.getTime()
    : typeof instant === 'number'
      ? instant
      : Date.parse(instant);

const onStoreClock = (instant: Instant, timeZone: string) => new TZDate(ms(instant), timeZone);

export const dayKeyOf = (instant: Instant, timeZone: string) =>
  format(onStoreClock(instant, timeZone), 'yyyy-MM-dd');

/** Today's day key in the store's time zone. */
export const storeToday = (timeZone: string, now: Date = new Date()) => dayKeyOf(now, timeZone);

export const hourOf = (instant: Instant, timeZone: string) =>
  onStoreClock(instant, timeZone).getHours();

export const toLocalInput = (instant: Instant, timeZone: string) =>
  format(onStoreClock(instant, timeZone), "yyyy-MM-dd'T'HH:mm");

/** 'Aug 1, 2026 9:30 AM'. */
export const formatDateTime = (instant: Instant, timeZone: string) =>
  format(onStoreClock(instant, timeZone), 'MMM d, yyyy h:mm a');

/** 'Aug 1, 2026'. */
export const formatDate = (instant: Instant, timeZone: string) =>
  format(onStoreClock(instant, timeZone), 'MMM d, yyyy');

/** '9:30 AM'. */
export const formatTime = (instant: Instant, timeZone: string) =>
  format(onStoreClock(instant, timeZone), 'h:mm a');

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** A `datetime-local` value on the store's clock as an ISO instant; '' when it is not one. */
export function fromLocalInput(value: string, timeZone: string): string {
  const m = LOCAL_INPUT.exec(value.trim());
  if (!m) return '';
  const [y, mo, d, h, mi, s] = m.slice(1).map((part) => Number(part ?? 0)) as number[];
  const date = new TZDate(y!, mo! - 1, d!, h!, mi!, s!, timeZone);
  if (Number.isNaN(date.getTime()) || date.getMonth() !== mo! - 1) return '';
  return new Date(date.getTime()).toISOString();
}

const DAY_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The instants [start, end) of a store day (23 or 25 hours long across a DST change). */
export function dayRangeMs(
  dayKey: string,
  timeZone: string,
  days = 1,
): { from: number; to: number } {
  const m = DAY_KEY.exec(dayKey);
  if (!m) throw new Error(`Not a day: ${dayKey}`);
  const [y, mo, d] = m.slice(1).map(Number) as [number, number, number];
  return {
    from: new TZDate(y, mo - 1, d, timeZone).getTime(),
    to: new TZDate(y, mo - 1, d + days, timeZone).getTime(),
  };
}
