/** Rental terms: how many payments a term allows and when they fall due. */
import { addMonths } from './calendar';
import type { Agreement, RentalTerm } from './dataset';

/** Fewest and most payments an agreement of each term can have (12 to 18 months). */
export const TERM_BOUNDS: Record<RentalTerm, readonly [number, number]> = {
  Weekly: [52, 78],
  Biweekly: [26, 39],
  Monthly: [12, 18],
  'Semi-monthly': [24, 36],
};

/** The customer's payment frequency for an agreement of each term. */
export const CUSTOMER_FREQUENCY: Record<RentalTerm, string> = {
  Weekly: 'Weekly',
  Biweekly: 'Bi-weekly',
  'Semi-monthly': 'Bi-weekly',
  Monthly: 'Monthly',
};

/** Number of payments in `months` months. */
export function rowsForMonths(term: RentalTerm, months: number): number {
  switch (term) {
    case 'Weekly':
      return Math.round((months * 52) / 12);
    case 'Biweekly':
      return Math.round((months * 26) / 12);
    case 'Monthly':
      return months;
    case 'Semi-monthly':
      return months * 2;
  }
}

/** Due days of the first `n` payments after `activation`. */
export function dueDays(term: RentalTerm, activation: number, n: number): number[] {
  const out: number[] = [];
  for (let k = 1; k <= n; k++) {
    switch (term) {
      case 'Weekly':
        out.push(activation + 7 * k);
        break;
      case 'Biweekly':
        out.push(activation + 14 * k);
        break;
      case 'Monthly':
        out.push(addMonths(activation, k));
        break;
      case 'Semi-monthly':
        out.push(
          k % 2 === 1 ? addMonths(activation, (k - 1) / 2) + 15 : addMonths(activation, k / 2),
        );
        break;
    }
  }
  return out;
}

/** The agreement still has payments to take. */
export const running = (a: Agreement) =>
  a.status === 'Active' || a.status === 'Pending Progress' || a.status === 'Suspended';
