/**
 * An agreement's status as it stood at the end of a past store day, read from what records it:
 * the agreement's own dates (created, activated, closed) and the steps of its history that close
 * it (paid out, returned, charged off, cancelled) or open it again (reinstated, reopened by a
 * payment's reversal), by the store day each was taken.
 *
 * 1. Not opened yet by then (dated, else created, or activated if earlier, as an agreement loaded
 *    from elsewhere is): no status, the agreement did not exist.
 * 2. A step after the day: the last step up to the day says closed or open; with none, the first
 *    step after it says what it was before (a closing step: open; a reopening step: closed).
 * 3. No step after the day: the status it has now, unless it was closed after the day
 *    (`closed_on`) without a step to say so.
 * 4. Open: Pending until activated (a Cancelled agreement never was: cancelling ends a Pending
 *    one), then Active, or Suspended when it is suspended now and no step came since (a
 *    suspension records no day).
 *
 * So at the end of today every agreement has the status it has now.
 */
import type { EntityManager } from '@mikro-orm/sql';
import { sql } from 'kysely';
import { AGREEMENT_STATUS, CLOSED_AGREEMENT_STATUSES } from '@rentline/sync-protocol/rules';
import { typed } from '../../db/kysely';
import { storeDayOf } from './store-days';

/** The steps that end an agreement: each is named as the status it leaves. */
const CLOSING_STEPS = [
  AGREEMENT_STATUS.paidOut,
  AGREEMENT_STATUS.paidOutEarly,
  AGREEMENT_STATUS.returned,
  AGREEMENT_STATUS.chargedOff,
  AGREEMENT_STATUS.cancelled,
] as const;
/** The steps that make a closed agreement Active again, and the status each leaves behind. */
const REOPENING_STEPS: Record<string, string> = {
  Reinstated: AGREEMENT_STATUS.returned,
  Reopened: AGREEMENT_STATUS.paidOut,
};

/** Every step that changes whether an agreement is open. */
export const STATUS_STEPS = [...CLOSING_STEPS, ...Object.keys(REOPENING_STEPS)];

/**
 * The store day agreement `a` exists from: its date (else the day it was created), or its
 * activation when earlier. End of Day and the Agreements report count it opened on the first.
 */
export const openedOn = (timeZone: string) =>
  sql<string>`to_char(least(coalesce(a.agreement_date, (a.created_at at time zone ${timeZone})::date),
    (a.activation_date at time zone ${timeZone})::date), 'YYYY-MM-DD')`;

const isClosed = (status: string) =>
  (CLOSED_AGREEMENT_STATUSES as readonly string[]).includes(status);

export interface StatusFacts {
  id: number;
  status: string;
  openedOn: string;
  /** The store day it was activated; null when it never was. */
  activatedOn: string | null;
  closedOn: string | null;
  /** Closing and reopening steps, in the order they were taken. */
  steps: { day: string; kind: string }[];
}

/** Every agreement's status facts. */
export async function loadStatusFacts(em: EntityManager, timeZone: string): Promise<StatusFacts[]> {
  const k = typed(em);
  const agreements = await k
    .selectFrom('agreements as a')
    .select([
      'a.id',
      'a.agreement_status',
      'a.closed_on',
      openedOn(timeZone).as('opened_on'),
      sql<string | null>`${storeDayOf('a.activation_date', timeZone)}`.as('activated_on'),
    ])
    .orderBy('a.id')
    .execute();
  const steps = await k
    .selectFrom('agreement_events as ev')
    .select(['ev.agreement_id', 'ev.kind', storeDayOf('ev.created_at', timeZone).as('day')])
    .where('ev.kind', 'in', STATUS_STEPS)
    .orderBy('ev.created_at')
    .orderBy('ev.id')
    .execute();
  const stepsOf = new Map<number, StatusFacts['steps']>();
  for (const s of steps) {
    const list = stepsOf.get(s.agreement_id) ?? [];
    list.push({ day: s.day, kind: s.kind });
    stepsOf.set(s.agreement_id, list);
  }
  return agreements.map((a) => ({
    id: a.id,
    status: a.agreement_status,
    openedOn: a.opened_on,
    // An agreement from before activation dates were kept, running or ended (not Pending, not
    // Cancelled, which never ran), counts as activated when it was opened.
    activatedOn:
      a.activated_on ??
      (a.agreement_status === AGREEMENT_STATUS.pending ||
      a.agreement_status === AGREEMENT_STATUS.cancelled
        ? null
        : a.opened_on),
    closedOn: a.closed_on,
    steps: stepsOf.get(a.id) ?? [],
  }));
}

/** Steps 1-4 above: the agreement's status at the end of store day `day`, or null. */
export function statusOn(a: StatusFacts, day: string): string | null {
  if (a.openedOn > day) return null;
  const upTo = a.steps.filter((s) => s.day <= day);
  const after = a.steps.filter((s) => s.day > day);
  let closedAs: string | null;
  if (after.length === 0)
    closedAs = isClosed(a.status) && !(a.closedOn !== null && a.closedOn > day) ? a.status : null;
  else if (upTo.length > 0) {
    const last = upTo[upTo.length - 1]!;
    closedAs = last.kind in REOPENING_STEPS ? null : last.kind;
  } else {
    const first = after[0]!;
    closedAs = REOPENING_STEPS[first.kind] ?? null;
  }
  if (closedAs !== null) return closedAs;
  if (a.status === AGREEMENT_STATUS.pending || a.activatedOn === null || a.activatedOn > day)
    return AGREEMENT_STATUS.pending;
  if (after.length === 0 && !isClosed(a.status)) return a.status;
  return AGREEMENT_STATUS.active;
}
