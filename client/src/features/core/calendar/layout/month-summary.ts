/**
 * A month cell on a tablet: seven columns of about 100 px leave a chip room for four letters of
 * its title, so below the wide layout a cell shows its count and a dot per module instead, and a
 * tap opens the day's list, where titles are read in full.
 */
import { formatDayKey } from './day-keys';

export interface DaySummary {
  count: number;
  /** One colour per module present, in the order the day's events first use them. */
  palettes: string[];
  /** The button's text ('3 events') and accessible name ('3 events on Saturday, August 1'). */
  label: string;
  name: string;
}

export function daySummary<T>(
  events: readonly T[],
  dayKey: string,
  paletteOf: (event: T) => string,
): DaySummary | null {
  if (events.length === 0) return null;
  const palettes = [...new Set(events.map(paletteOf))];
  const label = `${events.length} ${events.length === 1 ? 'event' : 'events'}`;
  return {
    count: events.length,
    palettes,
    label,
    name: `${label} on ${formatDayKey(dayKey, 'EEEE, MMMM d')}`,
  };
}
