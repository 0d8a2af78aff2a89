/**
 * The week view's rows (SPEC.md sections 2 and 9): one per hour from 6 AM to 10 PM (17 rows),
 * seven days from Sunday. An event outside those hours shows in the first or last row rather
 * than not at all.
 */
import { CALENDAR } from '@rentline/sync-protocol/rules';
import { addDays, startOfWeekKey } from './day-keys';

export const WEEK_HOURS: readonly number[] = Array.from(
  { length: CALENDAR.weekLastHour - CALENDAR.weekFirstHour + 1 },
  (_, i) => CALENDAR.weekFirstHour + i,
);

/** 6 -> '6 AM', 12 -> '12 PM', 22 -> '10 PM'. */
export function hourLabel(hour: number): string {
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${h12} ${hour < 12 ? 'AM' : 'PM'}`;
}

export function weekRowHour(hour: number): number {
  return Math.min(CALENDAR.weekLastHour, Math.max(CALENDAR.weekFirstHour, hour));
}

export function weekDays(anyDayKey: string): string[] {
  const start = startOfWeekKey(anyDayKey);
  return Array.from({ length: 7 }, (_, i) => addDays(start, i));
}
