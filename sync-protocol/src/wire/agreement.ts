/** Agreements (SPEC.md section 3, Agreement and New agreement form; section 5, Agreement). */
import { z } from 'zod';
import {
  AGREEMENT_DEFAULTS,
  EARLY_PURCHASE_OPTIONS,
  LESSOR_SIGNATURE_MEMBERS,
  RENTAL_TERMS,
} from '../rules/agreement-terms';
import { INT4_MAX, type DecimalBound } from '../rules/column-bounds';
import { COLUMNS, INPUT_LIMITS } from '../rules/columns';
import { EDIT_AGREEMENT_TEXTS } from '../texts/agreements';
import { BOUND_TEXTS } from '../texts/bounds';
import { VALIDATION } from '../texts/validation';
import { boundedText, optionalText, queryText } from './common';

const A = COLUMNS.agreements;

export const agreementSchema = z.object({
  agreement_id: z.number().int(),
  custom_agreement_id: z.string().nullable(),
  customer_id: z.number().int(),
  customer_name: z.string(),
  email: z.string().nullable(),
  agreement_category: z.string().nullable(),
  activation_date: z.string().nullable(),
  agreement_status: z.string(),
  balance: z.number(),
  notes: z.string().nullable(),
  total_cost: z.number(),
  totalCost: z.number().optional(),
  total_paid: z.number(),
  sacPrice: z.number().nullable(),
  sac_expiration: z.string().nullable(),
  next_payment_due_date: z.string().nullable(),
  days_until_due: z.number().int().nullable(),
});
export type Agreement = z.infer<typeof agreementSchema>;

/** Extra fields of GET /api/agreements/{id}. */
export const agreementDetailSchema = agreementSchema.extend({
  totalCost: z.number(),
  list_price: z.number(),
  good_customer_discount: z.boolean(),
  rental_term: z.string().nullable(),
  early_purchase_discount: z.number().int().nullable(),
  early_purchase_price: z.number().nullable(),
  sac_period_days: z.number().int().nullable(),
  reinstatement_days: z.number().int().nullable(),
  lessor: z.string().nullable(),
  agreement_date: z.string().nullable(),
  lessor_signature_members: z.array(z.string()),
  /** The lifecycle (rules/agreement-lifecycle.ts): delivered on, closed on, written off. */
  delivery_date: z.string().nullable(),
  closed_on: z.string().nullable(),
  written_off: z.number(),
  /** The last day a Returned agreement can be reinstated; null otherwise. */
  reinstate_until: z.string().nullable(),
  fees: z.object({
    activation: z.number().nullable(),
    late: z.number().nullable(),
    virtual_payment: z.number().nullable(),
    payment_pickup: z.number().nullable(),
    service: z.number().nullable(),
    field_visit: z.number().nullable(),
  }),
});
export type AgreementDetail = z.infer<typeof agreementDetailSchema>;

/**
 * GET /api/agreements: `filter` defaults to 'recent', or to 'all' when a customer_id is given
 * (a customer's agreements, whatever their age). A status of 'all' means no status filter.
 */
export const agreementListQuerySchema = z.object({
  filter: z.enum(['recent', 'month', 'all']).optional(),
  sort: z.enum(['asc', 'desc']).default('desc'),
  limit: z.coerce.number().int().min(1).max(1000).default(50),
  offset: z.coerce.number().int().min(0).max(INT4_MAX).default(0),
  search: queryText(INPUT_LIMITS.search),
  status: queryText(A.agreement_status),
  customer_id: z.coerce.number().int().positive().max(INT4_MAX).optional(),
});
export const agreementListResponseSchema = z.object({
  agreements: z.array(agreementSchema),
  total_count: z.number().int(),
  has_more: z.boolean(),
});

export const agreementItemSchema = z.object({
  agreement_item_id: z.number().int(),
  item_name: z.string(),
  category: z.string().nullable(),
  item_condition: z.string().nullable(),
  item_status: z.string().nullable(),
  retail_price: z.number().nullable(),
  our_cost: z.number().nullable(),
  vendor_name: z.string().nullable(),
  /** The unit's model and serial number (from the inventory; null when it has none or is gone). */
  model: z.string().nullable(),
  serial_number: z.string().nullable(),
  flow_item_id: z.string().nullable(),
});
export type AgreementItem = z.infer<typeof agreementItemSchema>;
/** GET /api/agreements/{id}/items. */
export const agreementItemsResponseSchema = z.object({ items: z.array(agreementItemSchema) });

/** GET /api/agreements/{id}/financial. on_time_share is null without any due or paid installment. */
/**
 * GET /api/agreements/{id}/financial: every figure from the agreement's ledger (DESIGN.md 5.1).
 * `balance` is what remains to pay to own it (owed now plus the installments not yet charged,
 * their tax included); `amount_due` what is owed now; `past_due` what of it fell due before
 * today; `payoff_today` what paying off costs today (the payoff quote's amount; null unless the
 * agreement is open). `early_purchase_price` is the contract's term as priced at creation.
 */
export const agreementFinancialSchema = z.object({
  total_cost: z.number(),
  total_paid: z.number(),
  balance: z.number(),
  amount_due: z.number(),
  past_due: z.number(),
  payoff_today: z.number().nullable(),
  /** Of total_paid: the rent, damage waiver, fees and sales tax paid. */
  paid: z.object({
    rent: z.number(),
    damage_waiver: z.number(),
    fees: z.number(),
    tax: z.number(),
  }),
  sac_price: z.number().nullable(),
  early_purchase_price: z.number().nullable(),
  next_payment_due_date: z.string().nullable(),
  payments_made: z.number().int(),
  payments_remaining: z.number().int(),
  on_time_share: z.number().nullable(),
  /** The damage waiver per installment (0 without it). */
  damage_waiver: z.number(),
  /** What activation takes now (a Pending agreement): the first installment, the fee, their tax. */
  activation: z
    .object({
      rent: z.number(),
      damage_waiver: z.number(),
      fee: z.number(),
      tax: z.number(),
      total: z.number(),
    })
    .nullable(),
});
export type AgreementFinancial = z.infer<typeof agreementFinancialSchema>;

/** A checkbox value: true/false, or their text. */
const formBoolean = z.union([
  z.boolean(),
  z.enum(['true', 'false']).transform((v) => v === 'true'),
]);

/** An amount of the form: from 0 up to what its column holds. */
const money = (bound: DecimalBound) =>
  z.coerce
    .number({ error: 'Must be a number' })
    .min(0, { error: 'Must not be negative' })
    .max(bound.max, { error: () => BOUND_TEXTS.tooLarge(bound) });

/** An early purchase option as the form sends it ('25', '40', or the number). */
const earlyPurchaseOption = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : v),
  z.enum(EARLY_PURCHASE_OPTIONS, { error: VALIDATION.earlyPurchaseOption }),
);
const sacPeriodDays = z.coerce
  .number()
  .int()
  .min(0)
  .max(A.sac_period_days.max, { error: () => BOUND_TEXTS.tooLarge(A.sac_period_days) });

/**
 * PATCH /api/agreements/{id} (Edit Agreement): the price terms while the agreement is Pending
 * (checked against the unit's cash price like a new one), the monthly due day once it is active,
 * the notes at any time. Only the fields sent change.
 */
export const agreementEditSchema = z
  .object({
    rentalTerm: z.enum(RENTAL_TERMS, { error: 'Rental term is required' }).optional(),
    totalCost: money(A.total_cost).optional(),
    sacPrice: money(A.sac_price).optional(),
    sacPeriod: sacPeriodDays.optional(),
    earlyPurchaseDiscount: earlyPurchaseOption.optional(),
    /** The damage waiver (priced per installment by the store's settings), while Pending. */
    damageWaiver: z.boolean().optional(),
    dueDay: z.coerce
      .number({ error: EDIT_AGREEMENT_TEXTS.dueDay })
      .int({ error: EDIT_AGREEMENT_TEXTS.dueDay })
      .min(1, { error: EDIT_AGREEMENT_TEXTS.dueDay })
      .max(28, { error: EDIT_AGREEMENT_TEXTS.dueDay })
      .optional(),
    notes: optionalText(A.notes),
  })
  .refine((e) => Object.values(e).some((v) => v !== undefined), {
    error: EDIT_AGREEMENT_TEXTS.nothing,
  });
export type AgreementEdit = z.output<typeof agreementEditSchema>;

/** The Lease Purchase Agreement form (POST /api/agreements). */
export const agreementCreateSchema = z.object({
  whoIsThisFor: z.coerce
    .number({ error: 'Customer is required' })
    .int()
    .positive({ error: 'Customer is required' })
    .max(INT4_MAX, { error: 'Customer is required' }),
  rentalTerm: z.enum(RENTAL_TERMS, { error: 'Rental term is required' }),
  selectedProperty: z
    .string({ error: 'Item is required' })
    .trim()
    .min(1, { error: 'Item is required' })
    .pipe(z.uuid({ error: 'Item is required' })),
  totalCost: money(A.total_cost).default(AGREEMENT_DEFAULTS.totalCost),
  totalCostAfterDiscount: money(A.total_cost_after_discount).default(
    AGREEMENT_DEFAULTS.totalCostAfterDiscount,
  ),
  earlyPurchaseDiscount: earlyPurchaseOption,
  sacPrice: money(A.sac_price).default(AGREEMENT_DEFAULTS.sacPrice),
  sacPeriod: sacPeriodDays.default(AGREEMENT_DEFAULTS.sacPeriod),
  sameAsCashOption: formBoolean.default(true),
  /** The customer takes the damage waiver: priced per installment by the store's settings. */
  damageWaiver: formBoolean.default(false),
  activationFee: money(A.activation_fee).default(AGREEMENT_DEFAULTS.activationFee),
  lateFee: money(A.late_fee).default(AGREEMENT_DEFAULTS.lateFee),
  virtualPmt: money(A.virtual_pmt_fee).default(AGREEMENT_DEFAULTS.virtualPmt),
  pmtFld: money(A.pmt_pickup_fee).default(AGREEMENT_DEFAULTS.pmtFld),
  svcFee: money(A.svc_fee).default(AGREEMENT_DEFAULTS.svcFee),
  feldVisit: money(A.field_visit_fee).default(AGREEMENT_DEFAULTS.feldVisit),
  legalAcknowledgment: z.literal(true, { error: VALIDATION.acknowledgeAgreement }),
  lessorSignatureMembers: z
    .array(boundedText(A.lessor_signature_member).min(1))
    .max(10)
    .default(() => [...LESSOR_SIGNATURE_MEMBERS]),
});
export type AgreementCreate = z.input<typeof agreementCreateSchema>;

/** The pricing the server computed (SPEC.md section 9), answered by POST /api/agreements. */
export const agreementPricingSchema = z.object({
  list_price: z.number(),
  good_customer_discount: z.boolean(),
  discount_percent: z.number(),
  on_time_share: z.number().nullable(),
  total_cost: z.number(),
  early_purchase_discount: z.enum(EARLY_PURCHASE_OPTIONS),
  early_purchase_price: z.number(),
  sac_price: z.number(),
  sac_period_days: z.number().int(),
  sac_expiration: z.string(),
  reinstatement_days: z.number().int(),
  fees: agreementDetailSchema.shape.fees,
  /** `amount` is the regular installment; the first ones may carry one more cent. */
  installments: z.object({
    count: z.number().int(),
    first_due_date: z.string(),
    amount: z.number(),
  }),
});
export type AgreementPricing = z.infer<typeof agreementPricingSchema>;
export const agreementCreateResponseSchema = z.object({
  success: z.literal(true),
  agreement_id: z.number().int(),
  custom_agreement_id: z.string(),
  pricing: agreementPricingSchema,
});
