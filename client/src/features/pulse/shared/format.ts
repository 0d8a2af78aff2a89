/**
 * How Pulse writes money, dates and due days (SPEC.md sections 4 and 9): dollars with two
 * decimals and thousands separators; calendar dates as 'Mar 5, 2026'; instants in the store's
 * time zone.
 */
import { format, parseISO } from 'date-fns';
import { TZDate } from '@date-fns/tz';

export const NO_VALUE = '—';

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

const missing = (value: number | null | undefined): value is null | undefined =>
  value === null || value === undefined || !Number.isFinite(value);

export const formatMoney = (value: number | null | undefined) =>
  missing(value) ? NO_VALUE : usd.format(value);
export const formatCount = (value: number | null | undefined) =>
  missing(value) ? NO_VALUE : count.format(value);

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

/** SPEC.md section 4: negative 'N days overdue', zero 'Due today', positive 'N days left'. */
export function daysUntilDueText(days: number | null | undefined): string | null {
  if (missing(days)) return null;
  if (days === 0) return 'Due today';
  const n = Math.abs(days);
  const unit = n === 1 ? 'day' : 'days';
  return days < 0 ? `${n} ${unit} overdue` : `${n} ${unit} left`;
}

/** The colour a due-days text is shown in. */
export function daysUntilDuePalette(days: number | null | undefined): string {
  if (missing(days)) return 'gray';
  if (days < 0) return 'red';
  if (days <= 3) return 'orange';
  return 'green';
}

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** Large counts compactly ('18.2K'), as the hub shows them. */
export const formatCompactCount = (value: number | null | undefined) =>
  missing(value) ? NO_VALUE : compact.format(value);
export const formatWholeDollars = (value: number | null | undefined) =>
  missing(value) ? NO_VALUE : wholeDollars.format(value);
