/** The collections queue on the wire (rules/collections.ts: its buckets, risk and promises). */
import { z } from 'zod';
import {
  COLLECTION_BUCKETS,
  COLLECTION_FILTERS,
  PROMISE_STATES,
  RISK_LEVELS,
} from '../rules/collections';
import { INT4_MAX } from '../rules/column-bounds';
import { INPUT_LIMITS } from '../rules/columns';
import { isoDateSchema, isoDateTimeSchema, queryText, uuidSchema } from './common';

/** A past-due installment of an account. */
export const pastDueInstallmentSchema = z.object({
  agreement_id: z.number().int(),
  custom_agreement_id: z.string().nullable(),
  due_date: isoDateSchema,
  /** What is still owed on it (expected − paid). */
  amount_due: z.number(),
  days_late: z.number().int(),
});
export type PastDueInstallment = z.infer<typeof pastDueInstallmentSchema>;

export const collectionPaymentSchema = z.object({
  id: z.number().int(),
  custom_agreement_id: z.string().nullable(),
  paid_at: isoDateTimeSchema,
  amount: z.number(),
  method: z.string().nullable(),
});
export type CollectionPayment = z.infer<typeof collectionPaymentSchema>;

/** One account of the queue. Dates are store days (yyyy-MM-dd) unless named `_at`. */
export const collectionAccountSchema = z.object({
  customer_id: z.number().int(),
  customer_name: z.string(),
  contact_id: uuidSchema.nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  /** One line, as a maps search would take it. */
  address: z.string().nullable(),
  agreements: z.array(
    z.object({ id: z.number().int(), custom_agreement_id: z.string().nullable() }),
  ),
  /** Days since the oldest unpaid installment fell due. */
  days_late: z.number().int(),
  bucket: z.enum(COLLECTION_BUCKETS),
  amount_past_due: z.number(),
  past_due: z.array(pastDueInstallmentSchema),
  recent_payments: z.array(collectionPaymentSchema),
  /** Share of the installments due before today paid in full on time; null when none was due. */
  on_time_share: z.number().nullable(),
  risk: z.number().int(),
  risk_level: z.enum(RISK_LEVELS),
  last_contact_at: isoDateTimeSchema.nullable(),
  last_outcome: z.string().nullable(),
  /** The latest open promise to pay (follow-up 'Promise to Pay'). */
  promise_follow_up_id: uuidSchema.nullable(),
  promise_date: isoDateSchema.nullable(),
  promise_amount: z.number().nullable(),
  promise_state: z.enum(PROMISE_STATES).nullable(),
  /** The next open field visit (follow-up 'Field Visit'). */
  visit_follow_up_id: uuidSchema.nullable(),
  visit_date: isoDateSchema.nullable(),
  /** Whose account it is: the employee of the open visit, else of the open promise, else of the last contact. */
  assigned_employee_id: z.number().int().nullable(),
  next_action: z.string(),
});
export type CollectionAccount = z.infer<typeof collectionAccountSchema>;

/** GET /api/collections/queue: sorted by risk, then amount past due, both highest first. */
export const collectionQueueQuerySchema = z.object({
  bucket: z
    .enum(COLLECTION_BUCKETS, { error: "Bucket must be '1-7', '8-30', '31-60' or '60+'" })
    .optional(),
  filter: z
    .enum(COLLECTION_FILTERS, {
      error: "Filter must be 'all', 'mine', 'promises_today' or 'broken'",
    })
    .default('all'),
  search: queryText(INPUT_LIMITS.search),
  limit: z.coerce.number().int().min(1).max(1000).default(50),
  offset: z.coerce.number().int().min(0).max(INT4_MAX).default(0),
});
export type CollectionQueueQuery = z.output<typeof collectionQueueQuerySchema>;
export const collectionQueueResponseSchema = z.object({
  accounts: z.array(collectionAccountSchema),
  total_count: z.number().int(),
  has_more: z.boolean(),
  /** The store day the queue was computed for, and when. */
  as_of_day: isoDateSchema,
  generated_at: isoDateTimeSchema,
});
export type CollectionQueueResponse = z.infer<typeof collectionQueueResponseSchema>;
