/**
 * Calendar dates (yyyy-MM-dd) in the store's time zone: the arithmetic below works on them
 * directly (UTC fields), so it gives the same answer in any process time zone.
 */

function ymdParts(date: string): [number, number, number] {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!match) throw new RangeError(`Not a calendar date: ${date}`);
  return [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
}

function ymdOf(utc: number): string {
  const d = new Date(utc);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

export function addCalendarDays(date: string, days: number): string {
  const [y, m, d] = ymdParts(date);
  return ymdOf(Date.UTC(y, m, d + days));
}

/** Whole calendar days from `from` to `to` (yyyy-MM-dd): 1 from a day to the next. */
export function calendarDaysBetween(from: string, to: string): number {
  const [fy, fm, fd] = ymdParts(from);
  const [ty, tm, td] = ymdParts(to);
  return Math.round((Date.UTC(ty, tm, td) - Date.UTC(fy, fm, fd)) / 86_400_000);
}

/** Months later on the same day, clamped to the month's last day (Jan 31 + 1 month = Feb 28). */
export function addCalendarMonths(date: string, months: number): string {
  const [y, m, d] = ymdParts(date);
  const lastDay = new Date(Date.UTC(y, m + months + 1, 0)).getUTCDate();
  return ymdOf(Date.UTC(y, m + months, Math.min(d, lastDay)));
}
