import { describe, expect, it } from 'vitest';
import { PRICING_TEXTS } from '../texts/agreements';
import { pricingRuleErrors, proposePricing, RATE_FACTORS } from './agreement-rules';

const terms = (over: Partial<Parameters<typeof pricingRuleErrors>[0]> = {}) => ({
  cashPrice: 3785.99,
  totalCost: 7004.08,
  sacPrice: 3785.99,
  sacPeriod: 90,
  sameAsCashOption: true,
  ...over,
});

describe('#agreement pricing rules', () => {
  it('proposes the total from the rate factor of each term, the SAC at the cash price', () => {
    expect(proposePricing(3785.99, 'Monthly')).toEqual({
      totalCost: 7004.08, // 3,785.99 × 1.85 = 7,004.0815
      sacPrice: 3785.99,
      sacPeriod: 90,
      rate: 583.67, // 7,004.08 / 12
    });
    expect(proposePricing(1000, 'Weekly')).toEqual({
      totalCost: 2100,
      sacPrice: 1000,
      sacPeriod: 90,
      rate: 40.38, // 2,100 / 52
    });
    for (const [term, factor] of Object.entries(RATE_FACTORS))
      expect(proposePricing(100, term as keyof typeof RATE_FACTORS).totalCost).toBe(100 * factor);
    expect(pricingRuleErrors(terms())).toEqual({});
  });

  it('refuses a total below the cash price, and takes it equal', () => {
    expect(pricingRuleErrors(terms({ totalCost: 500, sacPrice: 500 }))).toEqual({
      totalCost: 'Total cost must be at least the cash price ($3,785.99)',
      sacPrice: 'Same-as-cash price must be at least the cash price ($3,785.99)',
    });
    expect(pricingRuleErrors(terms({ totalCost: 3785.99 }))).toEqual({});
  });

  it('keeps the same-as-cash price between the cash price and the total cost', () => {
    expect(pricingRuleErrors(terms({ sacPrice: 3785.98 })).sacPrice).toBe(
      PRICING_TEXTS.sacBelowCash(3785.99),
    );
    expect(pricingRuleErrors(terms({ sacPrice: 7004.09 })).sacPrice).toBe(
      'Same-as-cash price must not be more than the total cost ($7,004.08)',
    );
    expect(pricingRuleErrors(terms({ sacPrice: 7004.08 }))).toEqual({});
  });

  it('needs a same-as-cash period of a day or more, only with the option', () => {
    expect(pricingRuleErrors(terms({ sacPeriod: 0 }))).toEqual({
      sacPeriod: PRICING_TEXTS.sacPeriod,
    });
    expect(
      pricingRuleErrors(terms({ sacPeriod: 0, sacPrice: 1, sameAsCashOption: false })),
    ).toEqual({});
  });

  it('applies only the same-as-cash rules to a unit without a retail price', () => {
    expect(pricingRuleErrors(terms({ cashPrice: null, totalCost: 10, sacPrice: 5 }))).toEqual({});
    expect(
      pricingRuleErrors(terms({ cashPrice: null, totalCost: 10, sacPrice: 11 })).sacPrice,
    ).toBe(PRICING_TEXTS.sacAboveTotal(10));
  });
});
