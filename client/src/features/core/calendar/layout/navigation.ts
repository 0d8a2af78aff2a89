/** Moving through the calendar: what each view shows, its title, previous and next. */
import { addDays, addMonthsToMonth, formatDayKey } from './day-keys';
import { monthGrid } from './month-grid';
import { weekDays } from './week-rows';

export const CALENDAR_VIEWS = ['month', 'week', 'day'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

/** The anchor day `step` months, weeks or days away (a month step lands on the 1st). */
export function shiftAnchor(anchor: string, view: CalendarView, step: 1 | -1): string {
  if (view === 'month') return addMonthsToMonth(anchor, step);
  return addDays(anchor, view === 'week' ? 7 * step : step);
}

/** The first and last day on screen. */
export function visibleDays(anchor: string, view: CalendarView): { first: string; last: string } {
  if (view === 'day') return { first: anchor, last: anchor };
  if (view === 'week') {
    const days = weekDays(anchor);
    return { first: days[0]!, last: days[6]! };
  }
  const weeks = monthGrid(anchor, '');
  return { first: weeks[0]![0]!.key, last: weeks[weeks.length - 1]![6]!.key };
}

export function rangeTitle(anchor: string, view: CalendarView): string {
  if (view === 'month') return formatDayKey(anchor, 'MMMM yyyy');
  if (view === 'day') return formatDayKey(anchor, 'EEEE, MMMM d, yyyy');
  const { first, last } = visibleDays(anchor, 'week');
  const sameYear = first.slice(0, 4) === last.slice(0, 4);
  return `${formatDayKey(first, sameYear ? 'MMM d' : 'MMM d, yyyy')} – ${formatDayKey(last, 'MMM d, yyyy')}`;
}
