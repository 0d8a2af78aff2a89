/** Payments and installments (SPEC.md section 3, Payment; section 7, Payments). */
import { z } from 'zod';
import { INT4_MAX } from '../rules/column-bounds';
import { INPUT_LIMITS } from '../rules/columns';
import { INSTALLMENT_STATES, PAYMENT_AMOUNT_MAX, PAYMENT_RECORD_FILTERS } from '../rules/payments';
import { TENDERS } from '../rules/tenders';
import { CHOOSE_TENDER } from '../texts/money';
import { VALIDATION } from '../texts/validation';
import { intIdSchema, queryText } from './common';

/** How money was handed over (rules/tenders.ts). */
export const tenderSchema = z.enum(TENDERS, { error: CHOOSE_TENDER });

export const paymentSchema = z.object({
  payment_id: z.number().int(),
  agreement_id: z.number().int(),
  custom_agreement_id: z.string().nullable(),
  customer_name: z.string(),
  amount_paid: z.number(),
  expected_amount: z.number().nullable(),
  due_date: z.string().nullable(),
  payment_method: z.string().nullable(),
  tender: z.enum(TENDERS),
  payment_status: z.string(),
  success: z.boolean(),
  transaction_id: z.string().nullable().optional(),
  created_at: z.string(),
  /** Set once the payment was reversed (why, and when). */
  reversal: z.object({ reason: z.string(), at: z.string(), by: z.string().nullable() }).nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const paymentListQuerySchema = z.object({
  filter: z.enum(PAYMENT_RECORD_FILTERS).default('all'),
  search: queryText(INPUT_LIMITS.search),
  limit: z.coerce.number().int().min(1).max(1000).default(50),
  offset: z.coerce.number().int().min(0).max(INT4_MAX).default(0),
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
  status: z.enum(['pending', 'paid', 'overdue', 'closed']),
  paid_on_time: z.boolean().nullable(),
  days_until_due: z.number().int(),
});
export type ScheduledPayment = z.infer<typeof scheduledPaymentSchema>;
export const scheduledPaymentsQuerySchema = z.object({
  agreement_id: intIdSchema.optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(500),
  offset: z.coerce.number().int().min(0).max(INT4_MAX).default(0),
});

/** An unpaid installment in the Payment Log's Overdue or Pending list. */
export const installmentLogRowSchema = z.object({
  scheduled_payment_id: z.string(),
  agreement_id: z.number().int(),
  custom_agreement_id: z.string().nullable(),
  customer_id: z.number().int(),
  customer_name: z.string(),
  due_date: z.string(),
  expected_amount: z.number(),
  amount_paid: z.number(),
  /** expected_amount − amount_paid. */
  amount_due: z.number(),
  /** Days past due (0 when not yet due). */
  days_late: z.number().int(),
  status: z.enum(INSTALLMENT_STATES),
});
export type InstallmentLogRow = z.infer<typeof installmentLogRowSchema>;
/** GET /api/payments/installments: overdue ones oldest first, pending ones soonest first. */
export const installmentListQuerySchema = z.object({
  status: z.enum(INSTALLMENT_STATES, { error: "Status must be 'overdue' or 'pending'" }),
  search: queryText(INPUT_LIMITS.search),
  limit: z.coerce.number().int().min(1).max(1000).default(50),
  offset: z.coerce.number().int().min(0).max(INT4_MAX).default(0),
});
export const installmentListResponseSchema = z.object({
  installments: z.array(installmentLogRowSchema),
  total_count: z.number().int(),
  has_more: z.boolean(),
});

/**
 * An amount of money paid: a JSON number of whole cents (at most two decimals), above zero and
 * within the column. Nothing is coerced: `"5"`, `true` and `[5]` are refused, so what the server
 * records is exactly the number the client sent (forms turn their text into a number first).
 */
export const paymentAmountSchema = z
  .number({ error: VALIDATION.validPaymentAmount })
  .refine(
    (n) => Number.isFinite(n) && n > 0 && n <= PAYMENT_AMOUNT_MAX && Number(n.toFixed(2)) === n,
    { error: VALIDATION.validPaymentAmount },
  );

/**
 * An agreement a customer can pay on (GET /api/elavon/customers/{id}/agreements), the one most
 * past due first: `amount_due` is what it owes today (installments due by today, fees, tax),
 * proposed as the payment; `balance` the most it can take (paying ahead included).
 */
export const paymentAgreementOptionSchema = z.object({
  agreement_id: z.number().int(),
  custom_agreement_id: z.string().nullable(),
  amount_due: z.number(),
  past_due: z.number(),
  balance: z.number(),
  next_due_date: z.string().nullable(),
  total_expected: z.number(),
  amount_paid: z.number(),
  total_payments: z.number().int(),
});
export type PaymentAgreementOption = z.infer<typeof paymentAgreementOptionSchema>;

/** POST /api/elavon/payment-session. */
export const paymentSessionRequestSchema = z.object({
  customer_id: z.coerce
    .number({ error: VALIDATION.paymentFieldsRequired })
    .int()
    .positive({ error: VALIDATION.paymentFieldsRequired })
    .max(INT4_MAX, { error: VALIDATION.paymentFieldsRequired }),
  agreement_id: z.coerce
    .number({ error: VALIDATION.paymentFieldsRequired })
    .int()
    .positive({ error: VALIDATION.paymentFieldsRequired })
    .max(INT4_MAX, { error: VALIDATION.paymentFieldsRequired }),
  amount: paymentAmountSchema,
});
export const paymentSessionResponseSchema = z.union([
  z.object({ success: z.literal(true), payment_html: z.string() }),
  z.object({ success: z.literal(false), error: z.string() }),
]);

/** GET /api/payments/transactions/{transaction id}: the payment recorded for a card transaction. */
export const recordedPaymentResponseSchema = z.object({ payment: paymentSchema });

/** GET /api/payments/scheduled. */
export const scheduledPaymentsResponseSchema = z.object({
  scheduled_payments: z.array(scheduledPaymentSchema),
});

/**
 * POST /api/payments answers the payments recorded (one per agreement and tender, sharing a
 * group and one receipt), the first one again as `payment` (its receipt is the group's), and the
 * change due on the cash handed over.
 */
export const paymentCreateResponseSchema = z.object({
  success: z.literal(true),
  payment_id: z.number().int(),
  payment: paymentSchema,
  payments: z.array(paymentSchema),
  group_id: z.string().nullable(),
  change_due: z.number(),
});
export type PaymentCreateResponse = z.infer<typeof paymentCreateResponseSchema>;
