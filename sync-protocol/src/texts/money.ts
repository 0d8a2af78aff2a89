/** What the screens and the server say about money: tenders, payments, the ledger, receipts. */
import { formatCents } from '../money/cents';
import type { LedgerKind } from '../rules/ledger';
import type { Tender } from '../rules/tenders';

export const TENDER_LABELS: Record<Tender, string> = {
  cash: 'Cash',
  check: 'Check',
  money_order: 'Money Order',
  card: 'Card',
  ach: 'ACH',
  other: 'Other',
};
export const tenderLabel = (tender: Tender) => TENDER_LABELS[tender];

/** A payment or a lifecycle step taken without saying how it was paid. */
export const CHOOSE_TENDER = 'Choose how it was paid';

/** Taking a payment (wire/payment-take.ts). */
export const TAKE_TEXTS = {
  tendersMismatch: (tendered: number, total: number) =>
    `The tenders add up to ${formatCents(tendered)} but the payment is ${formatCents(total)}`,
  cashShort: (handed: number, cash: number) =>
    `Cash handed over (${formatCents(handed)}) is less than the cash paid (${formatCents(cash)})`,
  cashTenderedWithoutCash: 'Cash handed over needs a cash tender',
  oneCustomer: 'The agreements of one payment must belong to one customer',
  agreementTwice: 'Each agreement appears once in a payment',
  tenderTwice: 'Each tender appears once in a payment',
  noAgreements: 'Choose at least one agreement to pay',
  noTenders: 'Choose how the customer pays',
} as const;

export const LEDGER_KIND_LABELS: Record<LedgerKind, string> = {
  rent: 'Rent',
  damage_waiver: 'Damage waiver',
  activation_fee: 'Activation fee',
  late_fee: 'Late fee',
  returned_check_fee: 'Returned check fee',
  tax: 'Sales tax',
  early_purchase: 'Early purchase',
  overpayment: 'Overpayment held for refund',
  payment: 'Payment',
  waiver: 'Fee waived',
  write_off: 'Written off',
  closeout: 'Closed',
  reversal: 'Payment reversed',
  correction: 'Correction',
};

export const MONEY_TEXTS = {
  reversalReason: 'Choose why the payment is reversed',
  waiverReason: 'Say why the fee is waived',
  alreadyReversed: 'This payment has already been reversed',
  notReversible: 'Only a payment that went through can be reversed',
  notWaivable: 'Only a late fee or a returned check fee can be waived',
  alreadySettled: 'Nothing is left to waive on this fee',
  feeNotFound: 'Fee not found',
  paymentNotFound: 'Payment not found',
} as const;

export const RECEIPT_TEXTS = {
  paymentNotFound: 'Payment not found',
  notCompleted: 'This payment did not go through, so it has no receipt',
  needsConnection: 'Receipts need a connection. Connect to view or print this receipt.',
} as const;
