/**
 * The requests and answers of the agreement lifecycle's steps (rules/agreement-lifecycle.ts: the
 * statuses, the unit status each step sets, the payoff quote and the reinstatement window).
 */
import { z } from 'zod';
import { RETURN_REASONS } from '../rules/agreement-lifecycle';
import { COLUMNS } from '../rules/columns';
import { ITEM_CONDITIONS } from '../rules/inventory';
import { tenderOfMethod, type Tender } from '../rules/tenders';
import { CHOOSE_TENDER } from '../texts/money';
import { boundedText, isoDateSchema } from './common';
import { paymentAmountSchema, tenderSchema } from './payment';

const P = COLUMNS.payments;
const E = COLUMNS.agreement_events;

/**
 * How money handed over at a lifecycle step is paid: a tender (rules/tenders.ts), or the older
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
 * GET /api/agreements/:id/payoff-quote: what paying off costs today (the server's
 * money/ledger/payoff-quote.ts): the price of the rent still to pay, its tax, and the fees and
 * damage waiver still open. `amount` is the agreement page's payoff_today, and what the payoff
 * takes.
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
