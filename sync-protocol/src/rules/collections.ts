/**
 * Collections (issue 22 sections 1-3): the queue of accounts with an unpaid installment past due,
 * worked from the tablet with no signal. The queue is computed on the server and replicated to
 * the tablet read-only; what a collector logs from it are ordinary offline entities: an outcome
 * is an engagement, a promise to pay is a follow-up 'Promise to Pay' (with its amount), a planned
 * visit is a follow-up 'Field Visit'. The rules below (bucket, risk, promise state, next action)
 * are pure so the server and the tablet apply the same ones. The queue's wire shapes are
 * wire/collections.ts, its words texts/collections.ts.
 */
import { NEXT_ACTION_TEXTS } from '../texts/collections';

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

/** What the collector should do next with an account, in words (texts/collections.ts). */
export function nextCollectionAction(account: {
  days_late: number;
  promise_state: PromiseState | null;
  promise_date: string | null;
  visit_date: string | null;
}): string {
  if (account.promise_state === 'broken') return NEXT_ACTION_TEXTS.promiseBroken;
  if (account.promise_state === 'due_today') return NEXT_ACTION_TEXTS.promiseDueToday;
  if (account.promise_state === 'open' && account.promise_date)
    return NEXT_ACTION_TEXTS.waitForPromise(account.promise_date);
  if (account.visit_date) return NEXT_ACTION_TEXTS.visitOn(account.visit_date);
  if (account.days_late > 30) return NEXT_ACTION_TEXTS.planVisit;
  return NEXT_ACTION_TEXTS.call;
}
