/**
 * The end of day (issue 22 section 5). An open day's figures are read live; closing stores them
 * with the counted cash and checks, once (a second close is a 409, the day's row is the key).
 * A closed day answers its stored figures, with the payments recorded for it afterwards as
 * adjustment lines.
 */
import type { EntityManager } from '@mikro-orm/sql';
import type { z } from 'zod';
import {
  END_OF_DAY_LIST_SIZE,
  END_OF_DAY_TEXTS,
  type EndOfDay,
  type TenderTotal,
  type endOfDayCloseRequestSchema,
} from '@rentline/sync-protocol';
import { badRequest, conflict } from '../../../http/errors';
import { cents, dollars, num, strOrNull, type Row } from '../pulse-sql';
import {
  closeRow,
  dayAdjustments,
  dayAgreements,
  dayPaymentIds,
  dayTenders,
  listCloses,
  sumTotals,
} from './end-of-day.queries';

type CloseInput = z.output<typeof endOfDayCloseRequestSchema>;

const takenBy = (tenders: TenderTotal[], method: TenderTotal['method']) =>
  cents(tenders.find((t) => t.method === method)?.total ?? 0);

function closeInfo(row: Row, tenders: TenderTotal[]): NonNullable<EndOfDay['close']> {
  const cash = cents(num(row.counted_cash));
  const checks = cents(num(row.counted_checks));
  const overCash = cash - takenBy(tenders, 'cash');
  const overChecks = checks - takenBy(tenders, 'check');
  return {
    closed_at: String(row.closed_at),
    closed_by_name: strOrNull(row.closed_by_name),
    counted_cash: dollars(cash),
    counted_checks: dollars(checks),
    over_short_cash: dollars(overCash),
    over_short_checks: dollars(overChecks),
    over_short: dollars(overCash + overChecks),
    note: strOrNull(row.note),
  };
}

export async function getEndOfDay(
  em: EntityManager,
  day: string,
  timeZone: string,
): Promise<EndOfDay> {
  const closed = await closeRow(em, day);
  const tenders = closed ? (closed.tenders as TenderTotal[]) : await dayTenders(em, day, timeZone);
  const totals = sumTotals(tenders);
  return {
    date: day,
    closed: closed !== undefined,
    tenders,
    payments_count: totals.count,
    payments_total: totals.total,
    agreements: closed
      ? (closed.agreements as EndOfDay['agreements'])
      : await dayAgreements(em, day, timeZone),
    close: closed ? closeInfo(closed, tenders) : null,
    adjustments: closed ? await dayAdjustments(em, day, timeZone) : [],
  };
}

/** Closes `day` with the counted amounts; a day not yet begun is a 400, a closed one a 409. */
export async function closeDay(
  em: EntityManager,
  day: string,
  input: CloseInput,
  employeeId: number,
  today: string,
  timeZone: string,
): Promise<void> {
  if (day > today)
    throw badRequest(END_OF_DAY_TEXTS.futureDay, { date: END_OF_DAY_TEXTS.futureDay });
  const tenders = await dayTenders(em, day, timeZone);
  const agreements = await dayAgreements(em, day, timeZone);
  const paymentIds = await dayPaymentIds(em, day, timeZone);
  const inserted = await em.execute<Row[]>(
    `insert into end_of_day_closes (day, closed_by, counted_cash, counted_checks, note, tenders, agreements, payment_ids)
     values (?::date, ?, ?, ?, ?, ?::jsonb, ?::jsonb, ?::jsonb) on conflict (day) do nothing returning day`,
    [
      day,
      employeeId,
      input.counted_cash,
      input.counted_checks,
      input.note ?? null,
      JSON.stringify(tenders),
      JSON.stringify(agreements),
      JSON.stringify(paymentIds),
    ],
  );
  if (inserted.length === 0) throw conflict(END_OF_DAY_TEXTS.alreadyClosed, 'already_closed');
}

export async function recentCloses(em: EntityManager) {
  const rows = await listCloses(em, END_OF_DAY_LIST_SIZE);
  return rows.map((row) => {
    const tenders = row.tenders as TenderTotal[];
    return {
      date: String(row.day),
      closed_at: String(row.closed_at),
      closed_by_name: strOrNull(row.closed_by_name),
      payments_total: sumTotals(tenders).total,
      over_short: closeInfo(row, tenders).over_short,
    };
  });
}
