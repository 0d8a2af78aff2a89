/** Payments and installments: their states, the Payment Log's filters, the largest amount. */
import { toCents } from '../money/cents';
import type { PaymentTake } from '../wire/payment-take';

/**
 * An installment's stored status (derived from the ledger): pending while anything of it is still
 * owed on an open agreement, paid once payments covered it, closed when it was settled otherwise
 * (a waiver, a write-off, a return's or a payoff's closeout) or its agreement ended first. Overdue
 * is not stored: a pending installment due before the store's today is overdue.
 */
export const INSTALLMENT_STATUS = { pending: 'pending', paid: 'paid', closed: 'closed' } as const;
export type InstallmentStatus = (typeof INSTALLMENT_STATUS)[keyof typeof INSTALLMENT_STATUS];
export const INSTALLMENT_STATUSES = Object.values(INSTALLMENT_STATUS) as [
  InstallmentStatus,
  ...InstallmentStatus[],
];

/**
 * The Payment Log's filters. completed and failed read payment records (completed = success,
 * failed = a declined attempt, success false); pending and overdue read the scheduled
 * installments in that state (INSTALLMENT_STATES), as the dashboard counts them.
 */
export const PAYMENT_FILTERS = ['all', 'completed', 'pending', 'failed', 'overdue'] as const;
export type PaymentFilter = (typeof PAYMENT_FILTERS)[number];
/** GET /api/payments filters: the payment records. */
export const PAYMENT_RECORD_FILTERS = ['all', 'completed', 'failed'] as const;
/**
 * GET /api/payments/installments states: an unpaid installment (status <> 'paid') due before
 * the store's today is overdue, one due today or later is pending.
 */
export const INSTALLMENT_STATES = ['overdue', 'pending'] as const;
export type InstallmentState = (typeof INSTALLMENT_STATES)[number];
export const isInstallmentFilter = (filter: PaymentFilter): filter is InstallmentState =>
  (INSTALLMENT_STATES as readonly string[]).includes(filter);

/** The largest amount a payment column holds (numeric(12,2)). */
export const PAYMENT_AMOUNT_MAX = 9_999_999_999.99;

/** The change due on cash handed over, in cents (0 without cash_tendered). */
export function changeDueCents(p: PaymentTake): number {
  const cash = p.tenders.find((t) => t.tender === 'cash');
  return cash && p.cash_tendered !== undefined
    ? toCents(p.cash_tendered) - toCents(cash.amount)
    : 0;
}

/**
 * Receipt number: `R-<year>-<payment id, zero-padded to 6>`, the year being the store's year on
 * the day the payment was taken. It is derived from the payment's own row, so it is stable (a
 * reprint carries the same number), unique (payment ids are) and needs no sequence of its own.
 * Only a successful payment has one: a declined or failed attempt took no money.
 */
export const receiptNumber = (paymentId: number, year: number | string) =>
  `R-${year}-${String(paymentId).padStart(6, '0')}`;
