/** What the collections screens and the server say (rules/collections.ts). */
import type { CollectionFilter } from '../rules/collections';

export const COLLECTION_FILTER_LABELS: Record<CollectionFilter, string> = {
  all: 'All accounts',
  mine: 'Assigned to me',
  promises_today: 'Promises due today',
  broken: 'Broken promises',
};

export const RISK_EXPLANATION =
  'Risk (0-100) = 60 × share of past installments not paid on time + 40 × days late (up to 90) / 90. High from 60, Medium from 30.';

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

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A day ('2026-12-01') as the portal writes days everywhere else: 'Dec 1, 2026'. */
export function dayInWords(isoDay: string): string {
  const [year, month, day] = isoDay.split('-').map(Number);
  return `${MONTHS[month! - 1]} ${day}, ${year}`;
}

/** What the collector should do next (rules/collections.ts nextCollectionAction). */
export const NEXT_ACTION_TEXTS = {
  promiseBroken: 'Call: promise broken',
  promiseDueToday: 'Check the promised payment today',
  waitForPromise: (day: string) => `Wait for the promised payment (${dayInWords(day)})`,
  visitOn: (day: string) => `Visit on ${dayInWords(day)}`,
  planVisit: 'Plan a field visit',
  call: 'Call',
} as const;
