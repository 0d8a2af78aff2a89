/** What the agreement screens and the server say: its edit, its pricing rules, its lifecycle. */
import { formatDollars } from '../money/cents';

/** Edit Agreement's refusals (wire/agreement.ts agreementEditSchema). */
export const EDIT_AGREEMENT_TEXTS = {
  nothing: 'Change at least one thing',
  pricedOnlyPending: 'Price terms can be changed only while the agreement is Pending',
  dueDayOnlyActive: 'The due day can be changed once the agreement is active',
  dueDayMonthly: 'The due day can be changed on monthly agreements only',
  dueDay: 'Due day must be a day from 1 to 28',
} as const;

/** The pricing rules' refusals (rules/agreement-rules.ts). */
export const PRICING_TEXTS = {
  totalBelowCash: (cash: number) =>
    `Total cost must be at least the cash price (${formatDollars(cash)})`,
  sacBelowCash: (cash: number) =>
    `Same-as-cash price must be at least the cash price (${formatDollars(cash)})`,
  sacAboveTotal: (total: number) =>
    `Same-as-cash price must not be more than the total cost (${formatDollars(total)})`,
  sacPeriod: 'Same-as-cash period must be at least 1 day',
} as const;

/** The lifecycle's refusals (rules/agreement-lifecycle.ts). */
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
