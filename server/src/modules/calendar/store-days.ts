import { TZDate } from '@date-fns/tz';
import { badRequest } from '../../http/errors';

/** The longest range one calendar call may ask for (a month view asks for six weeks). */
const MAX_RANGE_DAYS = 366;

export interface InstantRange {
  /** Inclusive, ISO 8601 UTC. */
  from: string;
  /** Exclusive, ISO 8601 UTC: the start of the store day after the last one. */
  to: string;
}

const parts = (date: string) => date.split('-').map(Number) as [number, number, number];
const dayNumber = (date: string) => {
  const [y, m, d] = parts(date);
  return Date.UTC(y, m - 1, d) / 86_400_000;
};
const startOfStoreDay = (date: string, timeZone: string, plusDays = 0) => {
  const [y, m, d] = parts(date);
  return new Date(new TZDate(y, m - 1, d + plusDays, timeZone).getTime()).toISOString();
};

/**
 * The instants covering the store-local days `start`..`end` (yyyy-MM-dd, inclusive) in the
 * store's zone, so a day is 23 or 25 hours long across a DST change. The end is the next day's
 * start, taken exclusively: no sub-millisecond timestamp at 23:59:59.999 slips out.
 */
export function storeDayRange(start: string, end: string, timeZone: string): InstantRange {
  const days = dayNumber(end) - dayNumber(start) + 1;
  if (days < 1) {
    const message = 'End date must not be before start date';
    throw badRequest(message, { end_date: message });
  }
  if (days > MAX_RANGE_DAYS) {
    const message = `The date range may span at most ${MAX_RANGE_DAYS} days`;
    throw badRequest(message, { end_date: message });
  }
  return { from: startOfStoreDay(start, timeZone), to: startOfStoreDay(end, timeZone, 1) };
}
