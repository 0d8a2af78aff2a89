/**
 * SQL and conversions shared by the Pulse modules. The figures are defined once, here
 * (the README repeats them); "today" is always the store's date (`storeToday`), never the server's.
 *
 * - Agreed cost of an agreement: `total_cost`, or `total_cost_after_discount` when the good
 *   customer discount was granted (`good_customer_discount`). Shown as `total_cost`/`totalCost`.
 * - Total paid: the sum of the agreement's successful payments (`payments.success`), which the
 *   database keeps as `agreements.total_paid` (a trigger on payments; migration
 *   agreement_total_paid), so no query sums payments for it.
 * - Balance: agreed cost − total paid; 0 for a closed agreement (nothing further is owed).
 * - Customer outstanding balance: the sum of the balances of all their agreements.
 * - Next due date: the earliest unpaid (status <> 'paid') scheduled payment's due date, over one
 *   agreement or over all of a customer's agreements; days until due = that date − today
 *   (negative when overdue).
 * - Installment state: an unpaid installment (status <> 'paid') due before today is overdue,
 *   one due today or later is pending (`INSTALLMENT_STATE`); the dashboard's Overdue Payments
 *   tile and the Payment Log's Overdue and Pending lists read the same clauses.
 * - On-time share: of the installments that are paid or due before today, the share paid on
 *   time (`paid_on_time`); null when there are none.
 */
import { CLOSED_AGREEMENT_STATUSES } from '@rentline/sync-protocol';
import { storeToday } from '../hub/hub.routes';

export interface PulseSettings {
  storeTimeZone: string;
  /** Days past due after which an agreement may be charged off (CHARGE_OFF_DAYS). */
  chargeOffDays?: number;
}

export const todayIn = (settings: PulseSettings) => storeToday(settings.storeTimeZone);

/** The agreed cost of agreement `a`. */
export const AGREED_COST = `(case when a.good_customer_discount and a.total_cost_after_discount is not null
  then a.total_cost_after_discount else a.total_cost end)`;

/**
 * The balance of agreement `a`: nothing is owed on a closed agreement (paid out, returned,
 * charged off, cancelled; sync-protocol CLOSED_AGREEMENT_STATUSES).
 */
export const BALANCE = `(case when a.agreement_status in (${CLOSED_AGREEMENT_STATUSES.map((s) => `'${s}'`).join(', ')}) then 0
  else ${AGREED_COST} - a.total_paid end)`;

/**
 * The next due date of one agreement `a`, for a LATERAL join on the rows of a page: an index
 * scan of that agreement's schedule, not the whole table.
 */
export const NEXT_DUE_OF_AGREEMENT = `select min(due_date) as next_due from scheduled_payments
  where agreement_id = a.id and status <> 'paid'`;

/**
 * Which unpaid installments `sp` are in each state, given today's store date as the one
 * parameter. The `status` column is not trusted for overdue: nothing moves an installment from
 * 'pending' to 'overdue' when its day passes, so the date decides.
 */
export const INSTALLMENT_STATE = {
  overdue: `sp.status <> 'paid' and sp.due_date < ?::date`,
  pending: `sp.status <> 'paid' and sp.due_date >= ?::date`,
} as const;

/** A timestamptz as ISO 8601 UTC text; a date as yyyy-MM-dd (independent of the session's settings). */
export const isoTimestamp = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
export const isoDate = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;

/** The status of a successful payment taken in the store (cash, check…) or by card. */
export const MANUAL_PAYMENT_STATUS = 'completed';

export type Row = Record<string, unknown>;
/** Drivers answer numeric and bigint as text (PostgreSQL) or numbers (PGlite). */
export const num = (v: unknown): number => Number(v ?? 0);
export const numOrNull = (v: unknown): number | null =>
  v === null || v === undefined ? null : Number(v);
export const strOrNull = (v: unknown): string | null =>
  v === null || v === undefined ? null : String(v);
export const cents = (amount: number) => Math.round(amount * 100);
export const dollars = (amountInCents: number) => amountInCents / 100;
/** A share rounded to 4 decimals, or null without history. */
export const shareOf = (part: number, whole: number) =>
  whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : null;

/** "where a and b" from the clauses that apply. */
export function whereOf(clauses: { sql: string; params: unknown[] }[]) {
  return {
    sql: clauses.length > 0 ? `where ${clauses.map((c) => c.sql).join(' and ')}` : '',
    params: clauses.flatMap((c) => c.params),
  };
}
