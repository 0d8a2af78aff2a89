import { describe, expect, it } from 'vitest';
import { paymentDisplayStatus } from './payment-status';

describe('paymentDisplayStatus', () => {
  it('shows a successful payment as Completed, whatever its status text', () => {
    expect(paymentDisplayStatus({ success: true, payment_status: 'completed' })).toBe('Completed');
    expect(paymentDisplayStatus({ success: true, payment_status: 'pending' })).toBe('Completed');
  });

  it('shows every attempt that did not succeed as Failed, as the Failed filter lists it', () => {
    for (const status of ['declined', 'pending', 'Overdue', 'completed', ''])
      expect(paymentDisplayStatus({ success: false, payment_status: status })).toBe('Failed');
  });

  it('shows a reversed payment as Reversed (it went through, then went back on the balance)', () => {
    const reversal = {
      reason: 'Returned check',
      at: '2026-12-01T15:00:00.000Z',
      by: 'Jordan Avery',
    };
    expect(paymentDisplayStatus({ success: true, payment_status: 'completed', reversal })).toBe(
      'Reversed',
    );
    expect(
      paymentDisplayStatus({ success: true, payment_status: 'completed', reversal: null }),
    ).toBe('Completed');
  });
});
