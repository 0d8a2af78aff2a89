/**
 * The end of day (issue 22 section 5, issue 48 point 3). An open day's figures are read live;
 * closing stores them with the counted cash and checks, once (a second close is a 409, the day's
 * row is the key), all read in one snapshot (the route's REPEATABLE READ transaction), so a
 * payment or a reversal committing meanwhile is either counted in full or left for an adjustment
 * line. A closed day answers its stored figures, with what was recorded for it afterwards as
 * adjustment lines.
 *
 * The drawer: cash, and checks with money orders, taken that day less the reversals recorded that
 * day of that day's payments (money given back, or never there). Over/short = counted − drawer.
 */
import type { EntityManager } from '@mikro-orm/sql';
import type { z } from 'zod';
import { toCents, toDollars } from '@rentline/sync-protocol/money';
import { DRAWER_COUNT_OF, END_OF_DAY_LIST_SIZE } from '@rentline/sync-protocol/rules';
import { END_OF_DAY_TEXTS } from '@rentline/sync-protocol/texts';
import type {
  EndOfDay,
  TenderTotal,
  endOfDayCloseRequestSchema,
} from '@rentline/sync-protocol/wire';
import { badRequest, conflict } from '../../../http/errors';
import { typed } from '../../../db/kysely';
import type { EndOfDayFigures } from '../../../db/entities';
import {
  closeRow,
  dayAdjustments,
  dayAgreements,
  dayReversals,
  dayTenders,
  listCloses,
} from './end-of-day.queries';

type CloseInput = z.output<typeof endOfDayCloseRequestSchema>;

/** What the drawer should hold, from the day's tenders. */
export function drawerOf(tenders: TenderTotal[]): { cash: number; checks: number } {
  const out = { cash: 0, checks: 0 };
  for (const t of tenders) {
    const count = DRAWER_COUNT_OF[t.method];
    if (count) out[count] += toCents(t.total) - toCents(t.reversed ?? 0);
  }
  return { cash: toDollars(out.cash), checks: toDollars(out.checks) };
}

export const sumTotals = (tenders: TenderTotal[]) => ({
  count: tenders.reduce((n, t) => n + t.count, 0),
  total: toDollars(tenders.reduce((n, t) => n + toCents(t.total), 0)),
});

function closeInfo(
  row: {
    closed_at: Date;
    closed_by_name: string | null;
    counted_cash: number;
    counted_checks: number;
    note?: string | null;
  },
  drawer: { cash: number; checks: number },
): NonNullable<EndOfDay['close']> {
  const overCash = toCents(row.counted_cash) - toCents(drawer.cash);
  const overChecks = toCents(row.counted_checks) - toCents(drawer.checks);
  return {
    closed_at: new Date(row.closed_at).toISOString(),
    closed_by_name: row.closed_by_name,
    counted_cash: row.counted_cash,
    counted_checks: row.counted_checks,
    over_short_cash: toDollars(overCash),
    over_short_checks: toDollars(overChecks),
    over_short: toDollars(overCash + overChecks),
    note: row.note ?? null,
  };
}

/** The day's figures as they stand now. */
async function liveFigures(em: EntityManager, day: string, timeZone: string) {
  const { tenders, feesCents, taxCents, paymentIds } = await dayTenders(em, day, timeZone);
  const reversals = await dayReversals(em, day, timeZone);
  return {
    tenders,
    figures: {
      fees_total: toDollars(feesCents),
      tax_total: toDollars(taxCents),
      reversals,
      drawer: drawerOf(tenders),
    } satisfies EndOfDayFigures,
    agreements: await dayAgreements(em, day, timeZone),
    paymentIds,
    reversalIds: reversals.map((r) => r.entry_id),
  };
}

export async function getEndOfDay(
  em: EntityManager,
  day: string,
  timeZone: string,
): Promise<EndOfDay> {
  const closed = await closeRow(em, day);
  if (!closed) {
    const live = await liveFigures(em, day, timeZone);
    const totals = sumTotals(live.tenders);
    return {
      date: day,
      closed: false,
      tenders: live.tenders,
      payments_count: totals.count,
      payments_total: totals.total,
      ...live.figures,
      agreements: live.agreements,
      close: null,
      adjustments: [],
    };
  }
  const tenders = (closed.tenders as TenderTotal[]).map((t) => ({
    ...t,
    reversed: t.reversed ?? 0,
  }));
  const figures = closed.figures as Partial<EndOfDayFigures>;
  const drawer = figures.drawer ?? drawerOf(tenders);
  const totals = sumTotals(tenders);
  return {
    date: day,
    closed: true,
    tenders,
    payments_count: totals.count,
    payments_total: totals.total,
    fees_total: figures.fees_total ?? 0,
    tax_total: figures.tax_total ?? 0,
    reversals: figures.reversals ?? [],
    drawer,
    agreements: closed.agreements as EndOfDay['agreements'],
    close: closeInfo(closed, drawer),
    adjustments: await dayAdjustments(em, day, timeZone, {
      paymentIds: closed.payment_ids as number[],
      reversalIds: (closed.reversal_ids as number[]) ?? [],
    }),
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
  const live = await liveFigures(em, day, timeZone);
  const inserted = await typed(em)
    .insertInto('end_of_day_closes')
    .values({
      day,
      closed_by: employeeId,
      counted_cash: input.counted_cash,
      counted_checks: input.counted_checks,
      note: input.note ?? null,
      tenders: live.tenders,
      agreements: live.agreements,
      payment_ids: live.paymentIds,
      reversal_ids: live.reversalIds,
      figures: live.figures,
    })
    .onConflict((oc) => oc.column('day').doNothing())
    .returning('day')
    .execute();
  if (inserted.length === 0) throw conflict(END_OF_DAY_TEXTS.alreadyClosed, 'already_closed');
}

export async function recentCloses(em: EntityManager) {
  const rows = await listCloses(em, END_OF_DAY_LIST_SIZE);
  return rows.map((row) => {
    const tenders = (row.tenders as TenderTotal[]).map((t) => ({
      ...t,
      reversed: t.reversed ?? 0,
    }));
    return {
      date: row.day,
      closed_at: new Date(row.closed_at).toISOString(),
      closed_by_name: row.closed_by_name,
      payments_total: sumTotals(tenders).total,
      over_short: closeInfo({ ...row, note: null }, drawerOf(tenders)).over_short,
    };
  });
}
