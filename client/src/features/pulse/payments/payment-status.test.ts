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
});
