import { z } from 'zod';
import {
  ACCOUNT_STATUSES,
  AGREEMENT_DEFAULTS,
  EARLY_PURCHASE_OPTIONS,
  LESSOR_SIGNATURE_MEMBERS,
  RENTAL_TERMS,
} from './constants';
import { intIdSchema, isoDateSchema, optionalText } from './common';
import { VALIDATION } from './messages';

/** Dashboard view: GET /api/dashboard/metrics. */
export const dashboardMetricsSchema = z.object({
  activeAgreements: z.number().int(),
  totalOutstanding: z.number(),
  overduePayments: z.number().int(),
  highRiskAccounts: z.number().int(),
});
export type DashboardMetrics = z.infer<typeof dashboardMetricsSchema>;

export const recentPaymentSchema = z.object({
  payment_id: z.number().int(),
  customer_name: z.string(),
  custom_agreement_id: z.string().nullable(),
  amount_paid: z.number(),
  created_at: z.string(),
});
export type RecentPayment = z.infer<typeof recentPaymentSchema>;
export const upcomingPaymentSchema = z.object({
  scheduled_payment_id: z.string(),
  customer_name: z.string(),
  custom_agreement_id: z.string().nullable(),
  expected_amount: z.number(),
  due_date: z.string(),
});
export type UpcomingPayment = z.infer<typeof upcomingPaymentSchema>;

export const customerSchema = z.object({
  customer_id: z.number().int(),
  customer_name: z.string(),
  account_status: z.enum(ACCOUNT_STATUSES),
  email: z.string().nullable(),
  primary_phone: z.string().nullable(),
  phone: z.string().nullable().optional(),
  address: z.string().nullable(),
  contact_id: z.string().nullable(),
  payment_frequency: z.string().nullable(),
  next_account_due_date: z.string().nullable(),
  next_payment_due: z.string().nullable().optional(),
  outstanding_balance: z.number(),
  total_agreements: z.number().int(),
  next_agreement_due_date: z.string().nullable(),
  days_until_due: z.number().int().nullable(),
  notes: z.string().nullable().optional(),
});
export type Customer = z.infer<typeof customerSchema>;

export const customerListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(1000).default(50),
  offset: z.coerce.number().int().min(0).default(0),
  status: z.enum(['all', ...ACCOUNT_STATUSES]).default('all'),
  search: z.string().trim().max(200).optional(),
  sort: z.enum(['customer', 'contact', 'balance']).default('customer'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export const customerListResponseSchema = z.object({
  customers: z.array(customerSchema),
  total_count: z.number().int(),
  has_more: z.boolean(),
});

/** POST /api/customers/. */
export const customerCreateSchema = z.object({
  contactId: z
    .string({ error: VALIDATION.contactSelectionRequired })
    .trim()
    .min(1, { error: VALIDATION.contactSelectionRequired })
    .pipe(z.uuid({ error: VALIDATION.contactSelectionRequired })),
  nextAccountDueDate: z
    .string({ error: VALIDATION.nextAccountDueDateRequired })
    .trim()
    .min(1, { error: VALIDATION.nextAccountDueDateRequired })
    .pipe(isoDateSchema),
  accountStatus: z.literal('Active').default('Active'),
  notes: optionalText(5000),
});
export type CustomerCreate = z.input<typeof customerCreateSchema>;
export const customerCreateResponseSchema = z.object({
  success: z.literal(true),
  customer_id: z.number().int(),
  customer_name: z.string(),
});

export const customerUpdateSchema = z.object({
  account_status: z.enum(ACCOUNT_STATUSES).optional(),
  next_account_due_date: isoDateSchema.nullish(),
  payment_frequency: optionalText(40),
  notes: optionalText(5000),
});
export type CustomerUpdate = z.input<typeof customerUpdateSchema>;

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
  offset: z.coerce.number().int().min(0).default(0),
  search: z.string().trim().max(200).optional(),
  status: z.string().trim().max(60).optional(),
  customer_id: z.coerce.number().int().positive().optional(),
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
});
export type AgreementItem = z.infer<typeof agreementItemSchema>;

/** GET /api/agreements/{id}/financial. on_time_share is null without any due or paid installment. */
export const agreementFinancialSchema = z.object({
  total_cost: z.number(),
  total_paid: z.number(),
  balance: z.number(),
  sac_price: z.number().nullable(),
  early_purchase_price: z.number().nullable(),
  next_payment_due_date: z.string().nullable(),
  payments_made: z.number().int(),
  payments_remaining: z.number().int(),
  on_time_share: z.number().nullable(),
});
export type AgreementFinancial = z.infer<typeof agreementFinancialSchema>;

/** A checkbox value: true/false, or their text. */
const formBoolean = z.union([
  z.boolean(),
  z.enum(['true', 'false']).transform((v) => v === 'true'),
]);

const money = z.coerce
  .number({ error: 'Must be a number' })
  .min(0, { error: 'Must not be negative' });

/** The Lease Purchase Agreement form (POST /api/agreements). */
export const agreementCreateSchema = z.object({
  whoIsThisFor: z.coerce
    .number({ error: 'Customer is required' })
    .int()
    .positive({ error: 'Customer is required' }),
  rentalTerm: z.enum(RENTAL_TERMS, { error: 'Rental term is required' }),
  selectedProperty: z
    .string({ error: 'Item is required' })
    .trim()
    .min(1, { error: 'Item is required' })
    .pipe(z.uuid({ error: 'Item is required' })),
  totalCost: money.default(AGREEMENT_DEFAULTS.totalCost),
  totalCostAfterDiscount: money.default(AGREEMENT_DEFAULTS.totalCostAfterDiscount),
  earlyPurchaseDiscount: z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : v),
    z.enum(EARLY_PURCHASE_OPTIONS, { error: VALIDATION.earlyPurchaseOption }),
  ),
  sacPrice: money.default(AGREEMENT_DEFAULTS.sacPrice),
  sacPeriod: z.coerce.number().int().min(0).default(AGREEMENT_DEFAULTS.sacPeriod),
  sameAsCashOption: formBoolean.default(true),
  activationFee: money.default(AGREEMENT_DEFAULTS.activationFee),
  lateFee: money.default(AGREEMENT_DEFAULTS.lateFee),
  virtualPmt: money.default(AGREEMENT_DEFAULTS.virtualPmt),
  pmtFld: money.default(AGREEMENT_DEFAULTS.pmtFld),
  svcFee: money.default(AGREEMENT_DEFAULTS.svcFee),
  feldVisit: money.default(AGREEMENT_DEFAULTS.feldVisit),
  legalAcknowledgment: z.literal(true, { error: VALIDATION.acknowledgeAgreement }),
  lessorSignatureMembers: z
    .array(z.string().trim().min(1))
    .max(10)
    .default(() => [...LESSOR_SIGNATURE_MEMBERS]),
});
export type AgreementCreate = z.input<typeof agreementCreateSchema>;

/** Installments scheduled at creation: one year of payments per rental term. */
export const INSTALLMENTS_PER_TERM = {
  Weekly: 52,
  Biweekly: 26,
  'Semi-monthly': 24,
  Monthly: 12,
} as const satisfies Record<(typeof RENTAL_TERMS)[number], number>;

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

export const paymentSchema = z.object({
  payment_id: z.number().int(),
  agreement_id: z.number().int(),
  custom_agreement_id: z.string().nullable(),
  customer_name: z.string(),
  amount_paid: z.number(),
  expected_amount: z.number().nullable(),
  due_date: z.string().nullable(),
  payment_method: z.string().nullable(),
  payment_status: z.string(),
  success: z.boolean(),
  transaction_id: z.string().nullable().optional(),
  created_at: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

/**
 * GET /api/payments filters, read from the stored record: completed = success; pending and
 * overdue = not successful with that payment_status; failed = every other unsuccessful one.
 */
export const PAYMENT_FILTERS = ['all', 'completed', 'pending', 'failed', 'overdue'] as const;
export const paymentListQuerySchema = z.object({
  filter: z.enum(PAYMENT_FILTERS).default('all'),
  search: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
export const paymentListResponseSchema = z.object({
  payments: z.array(paymentSchema),
  total_count: z.number().int(),
  has_more: z.boolean(),
});

/** An installment; `status` is 'overdue' when unpaid and due before the store's today. */
export const scheduledPaymentSchema = z.object({
  scheduled_payment_id: z.string(),
  agreement_id: z.number().int(),
  custom_agreement_id: z.string().nullable(),
  due_date: z.string(),
  expected_amount: z.number(),
  amount_paid: z.number(),
  status: z.enum(['pending', 'paid', 'overdue']),
  paid_on_time: z.boolean().nullable(),
  days_until_due: z.number().int(),
});
export type ScheduledPayment = z.infer<typeof scheduledPaymentSchema>;
export const scheduledPaymentsQuerySchema = z.object({
  agreement_id: intIdSchema.optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(500),
  offset: z.coerce.number().int().min(0).default(0),
});

/** POST /api/payments: a manual payment, applied to the oldest unpaid installments. */
export const paymentCreateSchema = z.object({
  agreement_id: z.coerce
    .number({ error: VALIDATION.paymentFieldsRequired })
    .int({ error: VALIDATION.paymentFieldsRequired })
    .positive({ error: VALIDATION.paymentFieldsRequired }),
  amount: z.coerce
    .number({ error: VALIDATION.validPaymentAmount })
    .refine((n) => Number.isFinite(n) && Math.round(n * 100) > 0, {
      error: VALIDATION.validPaymentAmount,
    }),
  payment_method: z.string().trim().min(1).max(40).default('Cash'),
});
export type PaymentCreate = z.input<typeof paymentCreateSchema>;

export const paymentAgreementOptionSchema = z.object({
  agreement_id: z.number().int(),
  custom_agreement_id: z.string().nullable(),
  amount_due: z.number(),
  total_expected: z.number(),
  amount_paid: z.number(),
  total_payments: z.number().int(),
});

/** POST /api/elavon/payment-session. */
export const paymentSessionRequestSchema = z.object({
  customer_id: z.coerce
    .number({ error: VALIDATION.paymentFieldsRequired })
    .int()
    .positive({ error: VALIDATION.paymentFieldsRequired }),
  agreement_id: z.coerce
    .number({ error: VALIDATION.paymentFieldsRequired })
    .int()
    .positive({ error: VALIDATION.paymentFieldsRequired }),
  amount: z.coerce
    .number({ error: VALIDATION.validPaymentAmount })
    .refine((n) => Number.isFinite(n) && n > 0, { error: VALIDATION.validPaymentAmount }),
});
export const paymentSessionResponseSchema = z.union([
  z.object({ success: z.literal(true), payment_html: z.string() }),
  z.object({ success: z.literal(false), error: z.string() }),
]);

export const exceptionSchema = z.object({
  exception_id: z.number().int(),
  type: z.string(),
  payment_id: z.number().int().nullable(),
  scheduled_payment_id: z.string().nullable(),
  customer_id: z.number().int().nullable(),
  customer_name: z.string().nullable(),
  contact_id: z.string().nullable(),
  description: z.string().nullable(),
  created_at: z.string(),
  resolved_at: z.string().nullable(),
  resolution: z.string().nullable(),
});
export type PulseException = z.infer<typeof exceptionSchema>;

export const exceptionCreateSchema = z.object({
  type: z.string({ error: 'Type is required' }).trim().min(1, { error: 'Type is required' }),
  customer_id: z.coerce.number().int().positive().optional(),
  payment_id: z.coerce.number().int().positive().optional(),
  scheduled_payment_id: z.uuid({ error: 'Must be a valid id' }).optional(),
  description: optionalText(2000),
});
export type ExceptionCreate = z.input<typeof exceptionCreateSchema>;
export const exceptionResolveSchema = z.object({ resolution: optionalText(2000) });
export const exceptionTypeSchema = z.object({ id: z.number().int(), name: z.string() });
/** GET /api/exceptions: `type` is a type name ('all' or absent: every type). */
export const exceptionListQuerySchema = z.object({
  type: z.string().trim().max(100).optional(),
  search: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(500),
  offset: z.coerce.number().int().min(0).default(0),
});
