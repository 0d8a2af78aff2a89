import { describe, expect, it } from 'vitest';
import { exceptionLabel, exceptionPaymentRef, exceptionTypePalette } from './exception-display';

describe('exception rows', () => {
  it.each([
    ['Payment Failed', 'red'],
    ['Insufficient Funds', 'orange'],
    ['Disputed', 'yellow'],
    ['Chargeback', 'purple'],
    ['chargeback', 'purple'],
    ['Card Expired', 'gray'],
  ])('colours the %s badge %s', (type, palette) => {
    expect(exceptionTypePalette(type)).toBe(palette);
  });

  it('names an exception EXC-{id}', () => {
    expect(exceptionLabel(42)).toBe('EXC-42');
  });

  it('shows the payment id, else 12 characters of the installment id and an ellipsis', () => {
    expect(exceptionPaymentRef({ payment_id: 981, scheduled_payment_id: 'x' })).toBe('981');
    expect(
      exceptionPaymentRef({
        payment_id: null,
        scheduled_payment_id: '0190a6e2-7a3b-7c4d-8e5f-123456789abc',
      }),
    ).toBe('0190a6e2-7a3…');
  });
});
