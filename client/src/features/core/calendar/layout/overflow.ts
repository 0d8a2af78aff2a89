/** How many events a cell shows and how many it folds into '+N' (3 in a month cell, 2 in a week cell). */
import { formatDayKey } from './day-keys';

export function splitOverflow<T>(items: readonly T[], max: number): { shown: T[]; hidden: number } {
  return { shown: items.slice(0, max), hidden: Math.max(0, items.length - max) };
}

export const monthMoreLabel = (hidden: number) => `+${hidden} more...`;
export const weekMoreLabel = (hidden: number) => `+${hidden}`;

/** The '+N' button's name, which says what a bare '+2' does not: '2 more events on Tuesday, November 12'. */
export const moreEventsName = (hidden: number, dayKey: string) =>
  `${hidden} more ${hidden === 1 ? 'event' : 'events'} on ${formatDayKey(dayKey, 'EEEE, MMMM d')}`;
