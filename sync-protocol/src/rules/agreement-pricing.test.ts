import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addCalendarDays,
  addCalendarMonths,
  installmentDueDate,
  installments,
  onTimeShareOf,
  priceAgreement,
} from './index';
import { agreementCreateSchema } from '../wire';

const input = (overrides: Record<string, unknown> = {}) =>
  agreementCreateSchema.parse({
    whoIsThisFor: 1,
    rentalTerm: 'Monthly',
    selectedProperty: '0190a6e2-7a3b-7c4d-8e5f-123456789abc',
    earlyPurchaseDiscount: '25',
    legalAcknowledgment: true,
    ...overrides,
  });

describe('#priceAgreement', () => {
  it('applies the defaults of SPEC.md section 9', () => {
    const p = priceAgreement(input(), 0.85, '2026-01-31');
    expect(p).toMatchObject({
      list_price: 1000,
      total_cost: 850,
      early_purchase_price: 637.5,
      sac_price: 800,
      sac_expiration: '2026-05-01',
      reinstatement_days: 5,
      installments: { count: 12, first_due_date: '2026-02-28', amount: 70.83 },
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

  it('gives weekly and biweekly terms 2 reinstatement days', () => {
    expect(priceAgreement(input({ rentalTerm: 'Weekly' }), null, '2026-01-31')).toMatchObject({
      reinstatement_days: 2,
      installments: { count: 52, first_due_date: '2026-02-07' },
    });
  });
});

describe('#installments', () => {
  it('splits the total into installments whose cents add up exactly', () => {
    const schedule = installments('Weekly', 100_001, '2026-01-31');
    expect(schedule).toHaveLength(52);
    expect(schedule.reduce((s, i) => s + i.amount_cents, 0)).toBe(100_001);
    expect(schedule[0]!.amount_cents - schedule[51]!.amount_cents).toBe(1);
  });

  it('places due dates one period apart (month ends clamp)', () => {
    expect(installmentDueDate('Monthly', '2026-01-31', 1)).toBe('2026-02-28');
    expect(installmentDueDate('Monthly', '2028-01-31', 1)).toBe('2028-02-29');
    expect(installmentDueDate('Biweekly', '2026-01-31', 2)).toBe('2026-02-28');
    expect(installmentDueDate('Semi-monthly', '2026-01-10', 1)).toBe('2026-01-25');
    expect(installmentDueDate('Semi-monthly', '2026-01-10', 2)).toBe('2026-02-10');
    expect(installmentDueDate('Semi-monthly', '2026-01-10', 24)).toBe('2027-01-10');
  });
});

describe('calendar arithmetic', () => {
  it('crosses month and year ends', () => {
    expect(addCalendarDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addCalendarDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addCalendarMonths('2026-11-30', 3)).toBe('2027-02-28');
  });

  it('adds months on the same day, or the last day of a shorter month', () => {
    const date = fc
      .record({
        y: fc.integer({ min: 2000, max: 2100 }),
        m: fc.integer({ min: 1, max: 12 }),
        d: fc.integer({ min: 1, max: 28 }),
        end: fc.boolean(),
      })
      .map(({ y, m, d, end }) => {
        const day = end ? new Date(Date.UTC(y, m, 0)).getUTCDate() : d;
        return `${y}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
      });
    fc.assert(
      fc.property(date, fc.integer({ min: 0, max: 36 }), (start, n) => {
        const [y, m, d] = start.split('-').map(Number) as [number, number, number];
        const [y2, m2, d2] = addCalendarMonths(start, n).split('-').map(Number) as [
          number,
          number,
          number,
        ];
        const months = (y2 - y) * 12 + (m2 - m);
        const lastDay = new Date(Date.UTC(y2, m2, 0)).getUTCDate();
        expect(months).toBe(n);
        expect(d2).toBe(Math.min(d, lastDay));
      }),
    );
  });
});

describe('#onTimeShareOf', () => {
  const paid = (onTime: boolean) => ({ status: 'paid' as const, paid_on_time: onTime });
  const overdue = { status: 'overdue' as const, paid_on_time: null };
  const pending = { status: 'pending' as const, paid_on_time: null };

  it('is null without paid or overdue installments', () => {
    expect(onTimeShareOf([])).toBeNull();
    expect(onTimeShareOf([pending, pending])).toBeNull();
  });

  it('counts paid on time over paid and overdue, ignoring what is not yet due', () => {
    expect(onTimeShareOf([paid(true), paid(true), paid(false), overdue, pending])).toBe(0.5);
    expect(onTimeShareOf([paid(true), paid(true), paid(true)])).toBe(1);
    expect(onTimeShareOf([paid(true), paid(true), overdue])).toBe(0.6667);
  });
});
