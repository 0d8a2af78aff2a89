/**
 * The month view's grid (SPEC.md section 2, "Calendar"): whole weeks from Sunday to Saturday
 * covering the month, days of the neighbouring months included (and marked) to fill them.
 */
import { getDaysInMonth } from 'date-fns';
import { addDays, parseDayKey, weekdayIndex } from './day-keys';

export interface MonthCell {
  key: string;
  dayOfMonth: number;
  inMonth: boolean;
  isToday: boolean;
}

/** `monthKey` is any day of the month ('2026-08-01'). */
export function monthGrid(monthKey: string, todayKey: string): MonthCell[][] {
  const first = `${monthKey.slice(0, 7)}-01`;
  const lead = weekdayIndex(first);
  const days = getDaysInMonth(parseDayKey(first));
  const weeks = Math.ceil((lead + days) / 7);
  const start = addDays(first, -lead);
  const month = first.slice(0, 7);
  return Array.from({ length: weeks }, (_, w) =>
    Array.from({ length: 7 }, (_, d) => {
      const key = addDays(start, w * 7 + d);
      return {
        key,
        dayOfMonth: Number(key.slice(8)),
        inMonth: key.slice(0, 7) === month,
        isToday: key === todayKey,
      };
    }),
  );
}
