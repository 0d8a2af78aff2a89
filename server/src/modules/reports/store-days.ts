/** Store days in SQL and in lists: a day runs from midnight to midnight in the store's time zone. */
import { sql, type RawBuilder } from 'kysely';
import { addDays, format, parseISO } from 'date-fns';

/** The store day of timestamp `column`, as 'yyyy-MM-dd'. */
export const storeDayOf = (column: string, timeZone: string): RawBuilder<string> =>
  sql<string>`to_char((${sql.ref(column)} at time zone ${timeZone})::date, 'YYYY-MM-DD')`;

/** Date `column` as 'yyyy-MM-dd' text, whatever the driver makes of a date. */
export const isoDay = (column: string): RawBuilder<string> =>
  sql<string>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;

/** Timestamp `column` falls within the store days `from` to `to`, both included. */
export const withinDays = (column: string, from: string, to: string, timeZone: string) =>
  sql<boolean>`${sql.ref(column)} >= (${from}::date)::timestamp at time zone ${timeZone}
    and ${sql.ref(column)} < (${to}::date + 1)::timestamp at time zone ${timeZone}`;

/** Every day from `from` to `to`, both included. */
export function eachDay(from: string, to: string): string[] {
  const days: string[] = [];
  for (let d = parseISO(from); format(d, 'yyyy-MM-dd') <= to; d = addDays(d, 1))
    days.push(format(d, 'yyyy-MM-dd'));
  return days;
}
