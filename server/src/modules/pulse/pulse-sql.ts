/**
 * SQL and conversions shared by the Pulse modules. The figures are defined once, here (the README
 * repeats them), and every money figure is derived from the agreement's ledger by the money module
 * (modules/money/ledger/settle.ts writes them): "today" is always the store's date (`storeToday`).
 *
 * - Agreed cost of an agreement: `total_cost`, or `total_cost_after_discount` when the good
 *   customer discount was granted (`good_customer_discount`, `agreedCost`). Shown as
 *   `total_cost`/`totalCost`.
 * - Total paid: every payment that went through, less reversals (`agreements.total_paid`).
 * - Balance: what remains to pay to own it, the installments not yet charged included
 *   (`agreements.balance`); nothing on a closed agreement unless a reversal left it owing.
 * - Customer outstanding balance: the sum of the balances of all their agreements.
 * - An installment is owed while its status is 'pending' (the money module sets it); what is still
 *   owed of it is its charges, their tax and its fees, less what payments and other credits
 *   settled (`amount_due - amount_paid - amount_credited`).
 * - Next due date: the earliest owed installment's due date, over one agreement or over all of a
 *   customer's agreements; days until due = that date − today (negative when overdue).
 * - Installment state: an owed installment due before today is overdue, one due today or later is
 *   pending (`installmentIn`); the dashboard's Overdue Payments tile and the Payment Log's
 *   Overdue and Pending lists read the same clauses.
 * - On-time share: of the installments that are paid or due before today, the share paid on
 *   time (`paid_on_time`); null when there are none.
 */
import { expressionBuilder, type Expression, sql, type SqlBool } from 'kysely';
import { INSTALLMENT_STATUS } from '@rentline/sync-protocol/rules';
import type { DB } from '../../db/kysely';
import { storeToday } from '../../lib/store-time';

export interface PulseSettings {
  storeTimeZone: string;
}

export const todayIn = (settings: PulseSettings) => storeToday(settings.storeTimeZone);

/** The agreed cost of agreement `a`, for a typed query over agreements `a`. */
const agreements = expressionBuilder<{ a: DB['agreements'] }, 'a'>();
export const agreedCost = agreements
  .case()
  .when(
    agreements.and([
      agreements.ref('a.good_customer_discount'),
      agreements('a.total_cost_after_discount', 'is not', null),
    ]),
  )
  .then(agreements.ref('a.total_cost_after_discount'))
  .else(agreements.ref('a.total_cost'))
  .end()
  .$notNull();

/** Payment `p` went through and was not reversed, money that stands: for a typed query over payments `p`. */
const payments = expressionBuilder<DB & { p: DB['payments'] }, 'p'>();
export const paymentStands: Expression<SqlBool> = payments.and([
  payments('p.success', '=', true),
  payments.not(
    payments.exists(
      payments
        .selectFrom('ledger_entries as rv')
        .select('rv.id')
        .whereRef('rv.payment_id', '=', 'p.id')
        .where('rv.kind', '=', 'reversal'),
    ),
  ),
]);

/** An owed installment is overdue once its day has passed, pending until then. */
export type InstallmentState = 'overdue' | 'pending';

const sp = expressionBuilder<{ sp: DB['scheduled_payments'] }, 'sp'>();

/**
 * Owed installments `sp` in `state` on `today`, for a typed query: the date decides overdue
 * (nothing needs to move an installment when its day passes). The status
 * is written into the SQL, not sent as a parameter: a prepared read's generic plan could not
 * use the partial indexes on the owed installments otherwise (db/prepared-read.ts).
 */
export const installmentIn = (state: InstallmentState, today: string) =>
  sp.and([
    sp('sp.status', '=', sql.lit(INSTALLMENT_STATUS.pending)),
    sp('sp.due_date', state === 'overdue' ? '<' : '>=', today),
  ]);
const countWhere = (condition: Expression<SqlBool>) =>
  sp.cast<number>(sp.fn.countAll().filterWhere(condition), 'integer');

/**
 * The on-time share's two counts over installments `sp`, for a typed query: those paid or due
 * before `today` (`considered`) and those paid on time (`on_time`).
 */
export const onTimeCounts = (today: string) => {
  const paid = sp('sp.status', '=', INSTALLMENT_STATUS.paid);
  return [
    countWhere(sp.or([paid, sp('sp.due_date', '<', today)])).as('considered'),
    countWhere(sp.and([paid, sp('sp.paid_on_time', '=', true)])).as('on_time'),
  ] as const;
};

/** A timestamptz as ISO 8601 UTC text (independent of the session's settings). */
export const isoTimestamp = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A share rounded to 4 decimals, or null without history. */
export const shareOf = (part: number, whole: number) =>
  whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : null;
