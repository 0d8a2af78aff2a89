/**
 * Calendar arithmetic on day keys ('yyyy-MM-dd', a store-local date): no time zones here, so the
 * grid is the same on every tablet. Dates are built at local noon, far from any DST edge.
 */
import { addDays as addDaysToDate, addMonths, format } from 'date-fns';
import { CALENDAR } from '@rentline/sync-protocol/rules';

export function parseDayKey(key: string): Date {
  const [y, m, d] = key.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d, 12);
}

export const toDayKey = (date: Date) => format(date, 'yyyy-MM-dd');

export const addDays = (key: string, days: number) =>
  toDayKey(addDaysToDate(parseDayKey(key), days));

/** The first day of the month `months` away from the key's month. */
export const addMonthsToMonth = (key: string, months: number) => {
  const first = parseDayKey(key);
  first.setDate(1);
  return toDayKey(addMonths(first, months));
};

/** Days since the week's first day (Sunday: CALENDAR.weekStartsOn). */
export const weekdayIndex = (key: string) =>
  (parseDayKey(key).getDay() - CALENDAR.weekStartsOn + 7) % 7;

export const startOfWeekKey = (key: string) => addDays(key, -weekdayIndex(key));

export const formatDayKey = (key: string, pattern: string) => format(parseDayKey(key), pattern);
