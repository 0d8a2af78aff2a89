/** What the card payment pages and the server say (rules/card-payments.ts). */
import { formatDollars } from '../money/cents';

export const PAYMENT_TEXTS = {
  needsConnection: 'Card payments need a connection.',
  linkExpired: 'This payment link has expired',
  linkUsed: 'This payment link was already used',
  linkInvalid: 'This payment link is not valid',
  startAgain: 'Start a new payment from Process Payment in the portal.',
  notVerified: 'The payment could not be verified with the card processor',
  notRecorded: 'No payment is recorded for this transaction',
  notApproved: 'This transaction was not approved; no payment was taken',
  checking: 'Checking the payment with the portal…',
  checkFailed: 'The payment could not be checked with the portal. Please try again.',
  providerUnavailable: 'The card payment provider could not be reached. Please try again.',
  agreementNotFound: 'Agreement not found',
  agreementNotCustomers: 'This agreement does not belong to the selected customer',
  noBalanceDue: 'This agreement has no balance due',
  exceedsBalance: (balance: number) =>
    `Payment exceeds the balance due (${formatDollars(balance)})`,
} as const;

/** The simulator's hosted card form (POST, form-encoded). */
export const CARD_FORM_TEXTS = {
  cardNumber: 'Please enter a valid card number',
  expiry: 'Please enter the expiry date as MM/YY',
  expiryPast: 'The expiry date is in the past',
  cvv: 'Please enter the 3 or 4 digit CVV',
  unknownCard: 'This test processor accepts only the test cards listed on this page',
} as const;
