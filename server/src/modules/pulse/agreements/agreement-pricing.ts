/**
 * Agreement pricing (SPEC.md section 9), pure so it can be read and tested on its own:
 * 1. Good Customer Discount: GOOD_CUSTOMER.discountPercent (15%) off the total cost when the
 *    customer's on-time share is at least GOOD_CUSTOMER.onTimeShare (85%); no history, no discount.
 * 2. Early purchase price: EARLY_PURCHASE_SHARE of the remaining total cost (the total after any
 *    discount, less what is paid: nothing at creation): 75% for option '25', 60% for option '40'.
 * 3. Reinstatement days by rental term; SAC expiration = today + the SAC period in days.
 * 4. Installments: one year of payments (INSTALLMENTS_PER_TERM), the first one period after
 *    today, in cents that sum exactly to the total (the first ones carry the odd cents).
 */
import { addDays, addMonths, format, parseISO } from 'date-fns';
import {
  EARLY_PURCHASE_SHARE,
  GOOD_CUSTOMER,
  INSTALLMENTS_PER_TERM,
  REINSTATEMENT_DAYS,
  type AgreementPricing,
  type agreementCreateSchema,
} from '@rentline/sync-protocol';
import type { z } from 'zod';
import { cents, dollars } from '../pulse-sql';

type Input = z.output<typeof agreementCreateSchema>;
type Term = Input['rentalTerm'];

const ymd = (d: Date) => format(d, 'yyyy-MM-dd');

/** The due date of installment k (1-based) of a term starting on `start` (yyyy-MM-dd). */
export function installmentDueDate(term: Term, start: string, k: number): string {
  const day0 = parseISO(start);
  switch (term) {
    case 'Weekly':
      return ymd(addDays(day0, 7 * k));
    case 'Biweekly':
      return ymd(addDays(day0, 14 * k));
    case 'Monthly':
      return ymd(addMonths(day0, k));
    case 'Semi-monthly':
      return ymd(addDays(addMonths(day0, Math.floor(k / 2)), k % 2 === 1 ? 15 : 0));
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
  input: Input,
  onTimeShare: number | null,
  today: string,
): AgreementPricing {
  const goodCustomer = onTimeShare !== null && onTimeShare >= GOOD_CUSTOMER.onTimeShare;
  const listCents = cents(input.totalCost);
  const totalCents = goodCustomer
    ? Math.round((listCents * (100 - GOOD_CUSTOMER.discountPercent)) / 100)
    : listCents;
  const schedule = installments(input.rentalTerm, totalCents, today);
  return {
    list_price: dollars(listCents),
    good_customer_discount: goodCustomer,
    discount_percent: goodCustomer ? GOOD_CUSTOMER.discountPercent : 0,
    on_time_share: onTimeShare,
    total_cost: dollars(totalCents),
    early_purchase_discount: input.earlyPurchaseDiscount,
    early_purchase_price: dollars(
      Math.round(totalCents * EARLY_PURCHASE_SHARE[input.earlyPurchaseDiscount]),
    ),
    sac_price: input.sacPrice,
    sac_period_days: input.sacPeriod,
    sac_expiration: ymd(addDays(parseISO(today), input.sacPeriod)),
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
      amount: dollars(schedule[schedule.length - 1]!.amount_cents),
    },
  };
}

/** The early purchase price now: the option's share of what remains of the agreed cost. */
export function currentEarlyPurchasePrice(
  option: number | null,
  balance: number,
  stored: number | null,
) {
  const share =
    option === 25 || option === 40 ? EARLY_PURCHASE_SHARE[String(option) as '25' | '40'] : null;
  return share === null ? stored : dollars(Math.round(cents(Math.max(balance, 0)) * share));
}
