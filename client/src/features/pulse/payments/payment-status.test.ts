import { describe, expect, it } from 'vitest';
import { paymentDisplayStatus } from './payment-status';

describe('paymentDisplayStatus', () => {
  it('shows a successful payment as Completed, whatever its status text', () => {
    expect(paymentDisplayStatus({ success: true, payment_status: 'completed' })).toBe('Completed');
    expect(paymentDisplayStatus({ success: true, payment_status: 'pending' })).toBe('Completed');
  });

  it('shows pending and overdue as such', () => {
    expect(paymentDisplayStatus({ success: false, payment_status: 'pending' })).toBe('Pending');
    expect(paymentDisplayStatus({ success: false, payment_status: 'Overdue' })).toBe('Overdue');
  });

  it('shows anything else that did not succeed as Failed', () => {
    expect(paymentDisplayStatus({ success: false, payment_status: 'declined' })).toBe('Failed');
    expect(paymentDisplayStatus({ success: false, payment_status: 'completed' })).toBe('Failed');
    expect(paymentDisplayStatus({ success: false, payment_status: '' })).toBe('Failed');
  });
});
