/**
 * Agreement pricing (SPEC.md section 9), pure and shared: the server prices every agreement it
 * creates with it, and the New agreement screen fills the printed disclosures with the same
 * figures before anything is sent.
 *
 * 1. Good Customer Discount: GOOD_CUSTOMER.discountPercent (15%) off the total cost when the
 *    customer's on-time share is at least GOOD_CUSTOMER.onTimeShare (85%); no history, no discount.
 * 2. Early purchase price: EARLY_PURCHASE_SHARE of the remaining total cost (the total after any
 *    discount, less what is paid: nothing at creation): 75% for option '25', 60% for option '40'.
 * 3. Reinstatement days by rental term; SAC expiration = today + the SAC period in days.
 * 4. Installments: one year of payments (INSTALLMENTS_PER_TERM), the first one period after
 *    today, in cents that sum exactly to the total (the first ones carry the odd cents).
 *
 * Dates are calendar dates (yyyy-MM-dd) in the store's time zone (calendar-dates.ts).
 */
import type { z } from 'zod';
import { toCents, toDollars } from '../money/cents';
import type { AgreementPricing, agreementCreateSchema } from '../wire/agreement';
import type { ScheduledPayment } from '../wire/payment';
import {
  EARLY_PURCHASE_SHARE,
  GOOD_CUSTOMER,
  INSTALLMENTS_PER_TERM,
  REINSTATEMENT_DAYS,
} from './agreement-terms';
import { addCalendarDays, addCalendarMonths } from './calendar-dates';

type AgreementInput = z.output<typeof agreementCreateSchema>;
/** The form fields pricing reads (the whole parsed form is accepted too). */
export type PricingInput = Pick<
  AgreementInput,
  | 'totalCost'
  | 'rentalTerm'
  | 'earlyPurchaseDiscount'
  | 'sacPrice'
  | 'sacPeriod'
  | 'activationFee'
  | 'lateFee'
  | 'virtualPmt'
  | 'pmtFld'
  | 'svcFee'
  | 'feldVisit'
>;
type Term = AgreementInput['rentalTerm'];

/** The due date of installment k (1-based) of a term starting on `start` (yyyy-MM-dd). */
export function installmentDueDate(term: Term, start: string, k: number): string {
  switch (term) {
    case 'Weekly':
      return addCalendarDays(start, 7 * k);
    case 'Biweekly':
      return addCalendarDays(start, 14 * k);
    case 'Monthly':
      return addCalendarMonths(start, k);
    case 'Semi-monthly':
      return addCalendarDays(addCalendarMonths(start, Math.floor(k / 2)), k % 2 === 1 ? 15 : 0);
  }
}

export function installments(term: Term, totalCents: number, start: string) {
  const count = INSTALLMENTS_PER_TERM[term];
  const base = Math.floor(totalCents / count);
  const extra = totalCents - base * count;
  return Array.from({ length: count }, (_, i) => ({
    due_date: installmentDueDate(term, start, i + 1),
    amount_cents: base + (i < extra ? 1 : 0),
  }));
}

export function priceAgreement(
  input: PricingInput,
  onTimeShare: number | null,
  today: string,
): AgreementPricing {
  const goodCustomer = onTimeShare !== null && onTimeShare >= GOOD_CUSTOMER.onTimeShare;
  const listCents = toCents(input.totalCost);
  const totalCents = goodCustomer
    ? Math.round((listCents * (100 - GOOD_CUSTOMER.discountPercent)) / 100)
    : listCents;
  const schedule = installments(input.rentalTerm, totalCents, today);
  return {
    list_price: toDollars(listCents),
    good_customer_discount: goodCustomer,
    discount_percent: goodCustomer ? GOOD_CUSTOMER.discountPercent : 0,
    on_time_share: onTimeShare,
    total_cost: toDollars(totalCents),
    early_purchase_discount: input.earlyPurchaseDiscount,
    early_purchase_price: toDollars(
      Math.round(totalCents * EARLY_PURCHASE_SHARE[input.earlyPurchaseDiscount]),
    ),
    sac_price: input.sacPrice,
    sac_period_days: input.sacPeriod,
    sac_expiration: addCalendarDays(today, input.sacPeriod),
    reinstatement_days: REINSTATEMENT_DAYS[input.rentalTerm],
    fees: {
      activation: input.activationFee,
      late: input.lateFee,
      virtual_payment: input.virtualPmt,
      payment_pickup: input.pmtFld,
      service: input.svcFee,
      field_visit: input.feldVisit,
    },
    installments: {
      count: schedule.length,
      first_due_date: schedule[0]!.due_date,
      amount: toDollars(schedule[schedule.length - 1]!.amount_cents),
    },
  };
}

/** A share rounded to 4 decimals, or null without history. */
export const shareOf = (part: number, whole: number) =>
  whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : null;

/**
 * A customer's on-time share from their installments (as GET /api/payments/scheduled reads
 * them): of those paid or overdue (unpaid and due before the store's today), the share paid on
 * time; null when there are none. The server computes the same figure in SQL when it prices.
 */
export function onTimeShareOf(schedule: Pick<ScheduledPayment, 'status' | 'paid_on_time'>[]) {
  const considered = schedule.filter((s) => s.status === 'paid' || s.status === 'overdue');
  const onTime = considered.filter((s) => s.status === 'paid' && s.paid_on_time === true);
  return shareOf(onTime.length, considered.length);
}
