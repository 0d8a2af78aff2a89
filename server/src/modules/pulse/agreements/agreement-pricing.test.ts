import { describe, expect, it } from 'vitest';
import { agreementCreateSchema } from '@rentline/sync-protocol';
import { installmentDueDate, installments, priceAgreement } from './agreement-pricing';

const input = (overrides: Record<string, unknown> = {}) =>
  agreementCreateSchema.parse({
    whoIsThisFor: 1,
    rentalTerm: 'Monthly',
    selectedProperty: '0190a6e2-7a3b-7c4d-8e5f-123456789abc',
    earlyPurchaseDiscount: '25',
    legalAcknowledgment: true,
    ...overrides,
  });

describe('#agreementPricing', () => {
  it('applies the defaults of SPEC.md section 9', () => {
    const p = priceAgreement(input(), 0.85, '2026-01-31');
    expect(p).toMatchObject({
      list_price: 1000,
      total_cost: 850,
      early_purchase_price: 637.5,
      sac_price: 800,
      sac_expiration: '2026-05-01',
      reinstatement_days: 5,
    });
    expect(p.fees).toEqual({
      activation: 7.5,
      late: 5,
      virtual_payment: 2,
      payment_pickup: 5,
      service: 5,
      field_visit: 15,
    });
  });

  it.each([
    [null, 1000],
    [0.8499, 1000],
    [0.85, 850],
    [1, 850],
  ])('with an on-time share of %s the total is %s', (share, total) => {
    expect(priceAgreement(input(), share, '2026-01-31').total_cost).toBe(total);
  });

  it('prices early purchase at 75% (option 25) or 60% (option 40) of the remaining cost', () => {
    expect(
      priceAgreement(input({ totalCost: 999.99 }), null, '2026-01-31').early_purchase_price,
    ).toBe(749.99);
    expect(
      priceAgreement(input({ earlyPurchaseDiscount: '40', totalCost: 999.99 }), null, '2026-01-31')
        .early_purchase_price,
    ).toBe(599.99);
  });

  it('splits the total into installments whose cents add up exactly', () => {
    const schedule = installments('Weekly', 100_001, '2026-01-31');
    expect(schedule).toHaveLength(52);
    expect(schedule.reduce((s, i) => s + i.amount_cents, 0)).toBe(100_001);
    expect(schedule[0]!.amount_cents - schedule[51]!.amount_cents).toBe(1);
  });

  it('places due dates one period apart (month ends clamp)', () => {
    expect(installmentDueDate('Monthly', '2026-01-31', 1)).toBe('2026-02-28');
    expect(installmentDueDate('Biweekly', '2026-01-31', 2)).toBe('2026-02-28');
    expect(installmentDueDate('Semi-monthly', '2026-01-10', 1)).toBe('2026-01-25');
    expect(installmentDueDate('Semi-monthly', '2026-01-10', 2)).toBe('2026-02-10');
    expect(installmentDueDate('Semi-monthly', '2026-01-10', 24)).toBe('2027-01-10');
  });
});
