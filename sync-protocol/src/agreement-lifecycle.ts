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
 */
import { z } from 'zod';
import { COLUMNS } from './columns';
import { boundedText, isoDateSchema } from './common';
import { ITEM_CONDITIONS } from './constants';
import { addCalendarDays, installmentDueDate } from './agreement-pricing';
import { INSTALLMENTS_PER_TERM } from './agreement';
import { paymentAmountSchema } from './payment';
import { formatDollars } from './money/cents';
import { tenderOfMethod, tenderSchema, type Tender } from './money/tenders';

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

const P = COLUMNS.payments;
const E = COLUMNS.agreement_events;
export const CHOOSE_TENDER = 'Choose how it was paid';

/**
 * How money handed over at a lifecycle step is paid: a tender (money/tenders.ts), or the older
 * free-text method read by the tenders' table; cash handed over beyond the amount is change due.
 */
const tendered = {
  tender: tenderSchema.optional(),
  payment_method: boundedText(P.payment_method).optional(),
  cash_tendered: paymentAmountSchema.optional(),
};
const withTender = <T extends { tender?: Tender | undefined; payment_method?: string | undefined }>(
  body: T,
  ctx: z.RefinementCtx,
) => {
  if (!body.tender && !body.payment_method?.trim())
    ctx.addIssue({ code: 'custom', path: ['tender'], message: CHOOSE_TENDER });
};
const toTender = <T extends { tender?: Tender | undefined; payment_method?: string | undefined }>(
  body: T,
) => ({ ...body, tender: body.tender ?? tenderOfMethod(body.payment_method) });

/** POST /api/agreements/:id/activate: the unit is delivered and the first payment taken. */
export const agreementActivateSchema = z
  .object({ delivery_date: isoDateSchema, ...tendered })
  .superRefine(withTender)
  .transform(toTender);

/**
 * POST /api/agreements/:id/payoff: the amount is the quote the person saw (a changed quote is
 * refused). A quote of $0 (the same-as-cash price already paid) takes no payment, so no tender.
 */
export const agreementPayoffSchema = z
  .object({ amount: z.union([z.literal(0), paymentAmountSchema]), ...tendered })
  .superRefine((body, ctx) => {
    if (body.amount !== 0) withTender(body, ctx);
  })
  .transform((body) => (body.amount === 0 ? { amount: 0 as const } : toTender(body)));

export const agreementReturnSchema = z.object({
  reason: z.enum(RETURN_REASONS, { error: 'Choose why the unit came back' }),
  item_condition: z.enum(ITEM_CONDITIONS, { error: 'Choose the condition the unit came back in' }),
  note: boundedText(E.detail).optional(),
});

export const agreementChargeOffSchema = z.object({
  note: boundedText(E.detail).min(1, { error: 'Say why the balance is written off' }),
});

export const agreementCancelSchema = z.object({
  note: boundedText(E.detail).optional(),
});

/**
 * GET /api/agreements/:id/payoff-quote: what paying off costs today (money/ledger payoff-quote on
 * the server): the price of the rent still to pay, its tax, and the fees and damage waiver still
 * open. `amount` is the agreement page's payoff_today, and what the payoff takes.
 */
export const payoffQuoteSchema = z.object({
  agreement_id: z.number().int(),
  as_of: z.string(),
  amount: z.number(),
  basis: z.enum(['same-as-cash', 'early-purchase']),
  /** The price of the rent still to pay (before tax). */
  price: z.number(),
  tax: z.number(),
  /** Fees, damage waiver and their tax still open. */
  other: z.number(),
  /** The agreed cost less the rent paid. */
  remaining: z.number(),
  /** Rent paid so far. */
  total_paid: z.number(),
  sac_expiration: z.string().nullable(),
  early_purchase_option: z.number().nullable(),
});
export type PayoffQuote = z.infer<typeof payoffQuoteSchema>;

export const agreementLifecycleAnswerSchema = z.object({
  success: z.literal(true),
  agreement_status: z.string(),
  unit_status: z.string().nullable(),
  payment_id: z.number().int().nullable(),
  /** Money taken by the step, and the change due on cash handed over. */
  amount: z.number().optional(),
  change_due: z.number().optional(),
});
export type AgreementLifecycleAnswer = z.infer<typeof agreementLifecycleAnswerSchema>;

export const agreementEventSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  detail: z.string().nullable(),
  amount: z.number().nullable(),
  employee_name: z.string().nullable(),
  created_at: z.string(),
});
export type AgreementEvent = z.infer<typeof agreementEventSchema>;
export const agreementEventsResponseSchema = z.object({ events: z.array(agreementEventSchema) });

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

export const LIFECYCLE_TEXTS = {
  notFound: 'Agreement not found',
  cannot: (action: string, status: string) => `This agreement is ${status}; it cannot be ${action}`,
  takesNoPayments: (number: string, status: string) =>
    `${number} is ${status} and takes no payments`,
  deliveryInFuture: 'The delivery date cannot be in the future',
  deliveryBeforeAgreement: 'The delivery date cannot be before the agreement date',
  noUnit: 'This agreement has no unit on it',
  payoffChanged: (amount: number) => `The payoff is now ${formatDollars(amount)}; quote it again`,
  windowClosed: (until: string) => `The reinstatement window closed on ${until}`,
  unitGone: (name: string) => `${name} is no longer available to reinstate`,
  notPastDue: (days: number, needed: number) =>
    `This agreement is ${days} ${days === 1 ? 'day' : 'days'} past due; it can be charged off once it is ${needed} days past due`,
} as const;
