/**
 * The agreement lifecycle (issue "A rent-to-own contract, for real", DESIGN.md section 5: every
 * action is online-only). The statuses, the unit status each one sets, the payoff quote and the
 * reinstatement window are defined here once; the server enforces them, the app shows them.
 *
 *   Pending Progress --activate--> Active --last installment paid--> Paid Out        (unit Sold)
 *        |  (unit Reserved)          |    --payoff------------------> Paid Out (Early Purchase)
 *        +--cancel--> Cancelled      |    --return------------------> Returned      (unit Returned)
 *             (unit In-Stock)        |    --charge off--------------> Charged Off   (unit Charged Off)
 *                                    +<--reinstate (within the window, same unit)-- Returned
 *
 * Payoff quote (SPEC.md section 9): within the same-as-cash period (when the agreement has the
 * option) the SAC price less what is paid; after it, the early purchase option's share of the
 * remaining agreed cost (75 % for option 25, 60 % for option 40). Never below zero.
 *
 * The requests and answers of each step are wire/agreement-lifecycle.ts; its words
 * texts/agreements.ts.
 */
import { installmentDueDate } from './agreement-pricing';
import { INSTALLMENTS_PER_TERM } from './agreement-terms';
import { addCalendarDays } from './calendar-dates';

export const AGREEMENT_STATUS = {
  pending: 'Pending Progress',
  active: 'Active',
  suspended: 'Suspended',
  paidOut: 'Paid Out',
  paidOutEarly: 'Paid Out (Early Purchase)',
  returned: 'Returned',
  chargedOff: 'Charged Off',
  cancelled: 'Cancelled',
} as const;

/** Statuses under which nothing further is owed: their balance is 0 and they take no payments. */
export const CLOSED_AGREEMENT_STATUSES = [
  AGREEMENT_STATUS.paidOut,
  AGREEMENT_STATUS.paidOutEarly,
  AGREEMENT_STATUS.returned,
  AGREEMENT_STATUS.chargedOff,
  AGREEMENT_STATUS.cancelled,
  'Canceled',
  'Completed',
] as const;

/** The unit (flow item) status each step sets. */
export const UNIT_STATUS = {
  inStock: 'In-Stock',
  reserved: 'Reserved',
  onRent: 'On Rent',
  returned: 'Returned',
  sold: 'Sold',
  chargedOff: 'Charged Off',
} as const;

export const RETURN_REASONS = ['Voluntary', 'Pickup'] as const;

/** Days past due after which an agreement may be charged off, unless configured (CHARGE_OFF_DAYS). */
export const DEFAULT_CHARGE_OFF_DAYS = 90;

export type PayoffBasis = 'same-as-cash' | 'early-purchase';

/** The last day an agreement returned on `returnedOn` can be reinstated. */
export const reinstateUntil = (returnedOn: string, windowDays: number) =>
  addCalendarDays(returnedOn.slice(0, 10), windowDays);

/**
 * The installments of an agreement delivered on `delivery`: the first due that day (paid with the
 * delivery), then one per period; cents sum exactly to the total, the first ones carry the odd cents.
 */
export function deliverySchedule(
  term: keyof typeof INSTALLMENTS_PER_TERM,
  totalCents: number,
  delivery: string,
) {
  const count = INSTALLMENTS_PER_TERM[term];
  const base = Math.floor(totalCents / count);
  const extra = totalCents - base * count;
  return Array.from({ length: count }, (_, i) => ({
    due_date: i === 0 ? delivery : installmentDueDate(term, delivery, i),
    amount_cents: base + (i < extra ? 1 : 0),
  }));
}

/** What the agreement page offers for a status (the server refuses the rest). */
export function lifecycleActions(status: string) {
  return {
    activate: status === AGREEMENT_STATUS.pending,
    cancel: status === AGREEMENT_STATUS.pending,
    payoff: status === AGREEMENT_STATUS.active || status === AGREEMENT_STATUS.suspended,
    return: status === AGREEMENT_STATUS.active || status === AGREEMENT_STATUS.suspended,
    chargeOff: status === AGREEMENT_STATUS.active || status === AGREEMENT_STATUS.suspended,
    reinstate: status === AGREEMENT_STATUS.returned,
    /** Edit Agreement: what it may change depends on the status (agreementEditSchema). */
    edit: true,
  };
}
