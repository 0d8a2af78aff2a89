import { describe, expect, it } from 'vitest';
import { PAYMENT_TEXTS } from '../texts/card-payments';
import { paymentAmountSchema } from './payment';
import { paymentCreateSchema } from './payment-take';

describe('#payment amounts', () => {
  it.each([0.01, 5, 12.34, 1275, 9_999_999_999.99])('takes %s', (amount) => {
    expect(paymentAmountSchema.parse(amount)).toBe(amount);
  });

  it.each([
    ['text', '5'],
    ['true', true],
    ['a list', [5]],
    ['null', null],
    ['zero', 0],
    ['a negative', -5],
    ['three decimals', 10.005],
    ['a float sum', 0.1 + 0.2],
    ['NaN', Number.NaN],
    ['infinity', Number.POSITIVE_INFINITY],
    ['beyond the column', 10_000_000_000],
    ['1e300', 1e300],
  ])('refuses %s, coercing nothing', (_label, amount) => {
    const parsed = paymentCreateSchema.safeParse({ agreement_id: 1, amount });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({
      path: ['amount'],
      message: 'Please enter a valid payment amount',
    });
  });

  it('says the balance due as money', () => {
    expect(PAYMENT_TEXTS.exceedsBalance(1275)).toBe('Payment exceeds the balance due ($1,275.00)');
    expect(PAYMENT_TEXTS.exceedsBalance(400)).toBe('Payment exceeds the balance due ($400.00)');
  });
});
