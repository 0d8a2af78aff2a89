import { z } from 'zod';
import {
  ACCOUNT_STATUSES,
  AGREEMENT_DEFAULTS,
  EARLY_PURCHASE_OPTIONS,
  RENTAL_TERMS,
} from './constants';
import { isoDateSchema, optionalText } from './common';
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
export const upcomingPaymentSchema = z.object({
  scheduled_payment_id: z.string(),
  customer_name: z.string(),
  custom_agreement_id: z.string().nullable(),
  expected_amount: z.number(),
  due_date: z.string(),
});

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

export const customerUpdateSchema = z.object({
  account_status: z.enum(ACCOUNT_STATUSES).optional(),
  next_account_due_date: isoDateSchema.nullish(),
  payment_frequency: optionalText(40),
  notes: optionalText(5000),
});

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

export const agreementListQuerySchema = z.object({
  filter: z.enum(['recent', 'month', 'all']).default('recent'),
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
    .min(1, { error: 'Item is required' }),
  totalCost: money.default(AGREEMENT_DEFAULTS.totalCost),
  totalCostAfterDiscount: money.default(AGREEMENT_DEFAULTS.totalCostAfterDiscount),
  earlyPurchaseDiscount: z.enum(EARLY_PURCHASE_OPTIONS, { error: VALIDATION.earlyPurchaseOption }),
  sacPrice: money.default(AGREEMENT_DEFAULTS.sacPrice),
  sacPeriod: z.coerce.number().int().min(0).default(AGREEMENT_DEFAULTS.sacPeriod),
  sameAsCashOption: z.coerce.boolean().default(true),
  activationFee: money.default(AGREEMENT_DEFAULTS.activationFee),
  lateFee: money.default(AGREEMENT_DEFAULTS.lateFee),
  virtualPmt: money.default(AGREEMENT_DEFAULTS.virtualPmt),
  pmtFld: money.default(AGREEMENT_DEFAULTS.pmtFld),
  svcFee: money.default(AGREEMENT_DEFAULTS.svcFee),
  feldVisit: money.default(AGREEMENT_DEFAULTS.feldVisit),
  legalAcknowledgment: z.literal(true, { error: VALIDATION.acknowledgeAgreement }),
  lessorSignatureMembers: z.array(z.string().trim().min(1)).max(10).default([]),
});
export type AgreementCreate = z.input<typeof agreementCreateSchema>;

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
  scheduled_payment_id: z.string().trim().max(60).optional(),
  description: optionalText(2000),
});
export const exceptionResolveSchema = z.object({ resolution: optionalText(2000) });
