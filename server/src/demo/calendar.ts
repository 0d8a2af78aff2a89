/**
 * Calendar of the demo data: days are integers (days since 1970-01-01); wall-clock times are
 * minutes of the day in the store's time zone.
 */
import { tzOffset } from '@date-fns/tz';
import type { Rng } from './random';

export const DAY_MS = 86_400_000;
export const MINUTE_MS = 60_000;

const isoDayCache = new Map<number, string>();

/** `YYYY-MM-DD` of a day number. */
export function isoDay(day: number): string {
  let s = isoDayCache.get(day);
  if (s === undefined) {
    s = new Date(day * DAY_MS).toISOString().slice(0, 10);
    isoDayCache.set(day, s);
  }
  return s;
}

/** `MM/DD/YYYY` of a day number, as written in notes. */
export function usDate(day: number): string {
  const [y, m, d] = isoDay(day).split('-');
  return `${m}/${d}/${y}`;
}

/** The same day of the month `months` later, or the month's last day if it is shorter. */
export function addMonths(day: number, months: number): number {
  const d = new Date(day * DAY_MS);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth() + months;
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return Math.floor(Date.UTC(y, m, Math.min(d.getUTCDate(), last)) / DAY_MS);
}

/** 0 = Sunday. */
export function weekday(day: number): number {
  return (day + 4) % 7; // 1970-01-01 was a Thursday
}

/** A quarter-hour in [from, to), in minutes of the day. */
export function businessMinute(r: Rng, from = 9 * 60, to = 18 * 60): number {
  return from + 15 * r.int(0, (to - from) / 15 - 1);
}

/** Converts local days and minutes of the store's time zone to instants. */
export class Clock {
  private readonly offsets = new Map<number, number>();

  constructor(readonly timeZone: string) {}

  /** UTC offset in minutes around midday of the given local day. */
  offset(day: number): number {
    let off = this.offsets.get(day);
    if (off === undefined) {
      const noon = day * DAY_MS + 12 * 60 * MINUTE_MS;
      off = tzOffset(this.timeZone, new Date(noon));
      off = tzOffset(this.timeZone, new Date(noon - off * MINUTE_MS));
      this.offsets.set(day, off);
    }
    return off;
  }

  ms(day: number, minute: number): number {
    return day * DAY_MS + (minute - this.offset(day)) * MINUTE_MS;
  }

  iso(day: number, minute: number): string {
    return new Date(this.ms(day, minute)).toISOString();
  }

  localDay(instant: Date): number {
    return Math.floor((instant.getTime() + tzOffset(this.timeZone, instant) * MINUTE_MS) / DAY_MS);
  }
}
