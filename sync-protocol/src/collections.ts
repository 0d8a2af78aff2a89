/**
 * Collections (issue 22 sections 1-3): the queue of accounts with an unpaid installment past due,
 * worked from the tablet with no signal. The queue is computed on the server and replicated to
 * the tablet read-only; what a collector logs from it are ordinary offline entities: an outcome
 * is an engagement, a promise to pay is a follow-up 'Promise to Pay' (with its amount), a planned
 * visit is a follow-up 'Field Visit'. The rules below (bucket, risk, promise state, next action)
 * are pure so the server and the tablet apply the same ones.
 */
import { z } from 'zod';
import { INT4_MAX } from './column-bounds';
import { isoDateSchema, isoDateTimeSchema, queryText, uuidSchema } from './common';
import { INPUT_LIMITS } from './columns';

/** What a collector can log for a call or a visit; each is an engagement's initial engagement. */
export const COLLECTION_OUTCOMES = [
  'Called - no answer',
  'Left message',
  'Spoke - promised',
  'Spoke - refused',
  'Visited - paid',
  'Visited - not home',
  'Pickup arranged',
] as const;
export type CollectionOutcome = (typeof COLLECTION_OUTCOMES)[number];
/** The outcomes that record a visit (contact type 'In Person'); the rest are calls ('Phone'). */
export const VISIT_OUTCOMES: readonly CollectionOutcome[] = [
  'Visited - paid',
  'Visited - not home',
];
/** An outcome's engagement contact type: a call, or a visit for VISIT_OUTCOMES. */
export const CALL_CONTACT_TYPE = 'Phone';
export const VISIT_CONTACT_TYPE = 'In Person';
/** The outcome that asks for a promise to pay (date and amount). */
export const PROMISE_OUTCOME: CollectionOutcome = 'Spoke - promised';

/** Follow-up kinds (required engagement) collections write. */
export const PROMISE_TO_PAY = 'Promise to Pay';
export const FIELD_VISIT = 'Field Visit';
/** Follow-up statuses that are still open (a promise or visit not yet settled). */
export const OPEN_FOLLOW_UP_STATUSES = ['Scheduled', 'In Progress'] as const;

/** Days-late buckets: 1-7, 8-30, 31-60 and more than 60. */
export const COLLECTION_BUCKETS = ['1-7', '8-30', '31-60', '60+'] as const;
export type CollectionBucket = (typeof COLLECTION_BUCKETS)[number];
export function bucketOf(daysLate: number): CollectionBucket {
  if (daysLate <= 7) return '1-7';
  if (daysLate <= 30) return '8-30';
  if (daysLate <= 60) return '31-60';
  return '60+';
}

export const COLLECTION_FILTERS = ['all', 'mine', 'promises_today', 'broken'] as const;
export type CollectionFilter = (typeof COLLECTION_FILTERS)[number];
export const COLLECTION_FILTER_LABELS: Record<CollectionFilter, string> = {
  all: 'All accounts',
  mine: 'Assigned to me',
  promises_today: 'Promises due today',
  broken: 'Broken promises',
};

export const RISK_LEVELS = ['High', 'Medium', 'Low'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

/** Days late beyond which lateness adds no more risk. */
export const RISK_DAYS_CAP = 90;
/** The on-time share assumed for an account with no installment due before today. */
export const RISK_NO_HISTORY_SHARE = 0.5;

/**
 * Risk, 0 (none) to 100: 60 points for the share of past installments not paid on time and 40 for
 * how late the account is now, capped at 90 days:
 *   risk = round(60 × (1 − on_time_share) + 40 × min(days_late, 90) / 90)
 * on_time_share is the installments paid in full on or before their due date over the installments
 * due before today (0.5 when none was due yet). High from 60, Medium from 30, Low below.
 */
export function collectionRisk(onTimeShare: number | null, daysLate: number): number {
  const share = onTimeShare ?? RISK_NO_HISTORY_SHARE;
  const late = Math.min(Math.max(daysLate, 0), RISK_DAYS_CAP) / RISK_DAYS_CAP;
  return Math.round(60 * (1 - share) + 40 * late);
}
export function riskLevel(risk: number): RiskLevel {
  if (risk >= 60) return 'High';
  if (risk >= 30) return 'Medium';
  return 'Low';
}
export const RISK_EXPLANATION =
  'Risk (0-100) = 60 × share of past installments not paid on time + 40 × days late (up to 90) / 90. High from 60, Medium from 30.';

export const PROMISE_STATES = ['open', 'due_today', 'broken', 'kept'] as const;
export type PromiseState = (typeof PROMISE_STATES)[number];

/**
 * A promise to pay, judged on the store day `today` (yyyy-MM-dd): kept once the payments made
 * since it was given cover its amount; otherwise broken once its date has passed, due today on
 * its date, open before.
 */
export function promiseState(
  promise: { date: string; amount: number },
  paidSince: number,
  today: string,
): PromiseState {
  if (paidSince + 0.005 >= promise.amount) return 'kept';
  if (promise.date < today) return 'broken';
  if (promise.date === today) return 'due_today';
  return 'open';
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A day ('2026-12-01') as the portal writes days everywhere else: 'Dec 1, 2026'. */
export function dayInWords(isoDay: string): string {
  const [year, month, day] = isoDay.split('-').map(Number);
  return `${MONTHS[month! - 1]} ${day}, ${year}`;
}

/** What the collector should do next with an account, in words. */
export function nextCollectionAction(account: {
  days_late: number;
  promise_state: PromiseState | null;
  promise_date: string | null;
  visit_date: string | null;
}): string {
  if (account.promise_state === 'broken') return 'Call: promise broken';
  if (account.promise_state === 'due_today') return 'Check the promised payment today';
  if (account.promise_state === 'open' && account.promise_date)
    return `Wait for the promised payment (${dayInWords(account.promise_date)})`;
  if (account.visit_date) return `Visit on ${dayInWords(account.visit_date)}`;
  if (account.days_late > 30) return 'Plan a field visit';
  return 'Call';
}

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

export const COLLECTIONS_TEXTS = {
  outcomeRequired: 'Choose an outcome',
  promiseDateRequired: 'Enter the date the customer promised to pay',
  promiseDatePast: 'The promised date cannot be in the past',
  promiseAmountRequired: 'Enter the amount the customer promised to pay',
  promiseAmountInvalid: 'The promised amount must be a number, 0 or more',
  visitDatePast: 'The visit date cannot be in the past',
  emptyQueue: 'No accounts are past due. Nice work.',
  noVisits: 'No field visits planned for you today.',
} as const;
