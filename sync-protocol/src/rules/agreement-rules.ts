/**
 * An agreement priced from its unit (issue: a rent-to-own contract): the store's rate factors
 * propose a total cost for each rental term from the unit's cash (retail) price, and the rules
 * below bound what staff may change. The server refuses an agreement that breaks one (400, the
 * rule in words on its field); the New agreement form checks the same before sending.
 *
 * Store settings, here as constants:
 * - RATE_FACTORS: total cost = cash price × factor, by rental term. A shorter payment period
 *   costs the store more to collect, so it carries a higher factor (the trade's usual range is
 *   1.8 to 2.2 times the cash price over a year of payments).
 * - The same-as-cash price starts at the cash price, for SAME_AS_CASH_DAYS days.
 */
import { toCents, toDollars } from '../money/cents';
import { PRICING_TEXTS } from '../texts/agreements';
import { AGREEMENT_DEFAULTS, INSTALLMENTS_PER_TERM, type RENTAL_TERMS } from './agreement-terms';

type Term = (typeof RENTAL_TERMS)[number];

export const RATE_FACTORS: Record<Term, number> = {
  Weekly: 2.1,
  Biweekly: 2.0,
  'Semi-monthly': 1.9,
  Monthly: 1.85,
};

export interface ProposedPricing {
  totalCost: number;
  sacPrice: number;
  sacPeriod: number;
  /** Each payment of the term (the total over a year of payments). */
  rate: number;
}

/** What the form proposes for a unit of `cashPrice` on `term`. */
export function proposePricing(cashPrice: number, term: Term): ProposedPricing {
  const total = toCents(cashPrice * RATE_FACTORS[term]);
  return {
    totalCost: total / 100,
    sacPrice: toDollars(toCents(cashPrice)),
    sacPeriod: AGREEMENT_DEFAULTS.sacPeriod,
    rate: Math.round(total / INSTALLMENTS_PER_TERM[term]) / 100,
  };
}

export interface PricingTerms {
  /** The unit's retail price; null when the unit has none (then only the SAC rules apply). */
  cashPrice: number | null;
  totalCost: number;
  sacPrice: number;
  sacPeriod: number;
  sameAsCashOption: boolean;
}

/** The pricing rules an agreement breaks, by form field (empty when it keeps them all). */
export function pricingRuleErrors(p: PricingTerms): Record<string, string> {
  const errors: Record<string, string> = {};
  const cash = p.cashPrice === null ? null : toCents(p.cashPrice);
  if (cash !== null && toCents(p.totalCost) < cash)
    errors.totalCost = PRICING_TEXTS.totalBelowCash(cash / 100);
  if (p.sameAsCashOption) {
    if (cash !== null && toCents(p.sacPrice) < cash)
      errors.sacPrice = PRICING_TEXTS.sacBelowCash(cash / 100);
    else if (toCents(p.sacPrice) > toCents(p.totalCost))
      errors.sacPrice = PRICING_TEXTS.sacAboveTotal(p.totalCost);
    if (p.sacPeriod < 1) errors.sacPeriod = PRICING_TEXTS.sacPeriod;
  }
  return errors;
}

/**
 * Whether a total is priced below the store's rate factor for its term (cash price × factor):
 * allowed, but only for a manager or with one's approval (roles.ts 'agreement.price').
 */
export function belowRateFactors(cashPrice: number | null, term: Term, totalCost: number): boolean {
  if (cashPrice === null) return false;
  return toCents(totalCost) < toCents(cashPrice * RATE_FACTORS[term]);
}
