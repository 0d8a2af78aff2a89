import { describe, expect, it } from 'vitest';
import { paymentLogSource, paymentLogSummary } from './payment-log-model';

describe('paymentLogSource', () => {
  it.each(['overdue', 'pending'] as const)('reads %s from the installments', (filter) => {
    expect(paymentLogSource({ filter, search: 'bob' })).toEqual({
      kind: 'installments',
      params: { status: filter, search: 'bob' },
    });
  });

  it.each(['all', 'completed', 'failed'] as const)('reads %s from the payments', (filter) => {
    expect(paymentLogSource({ filter, search: '' })).toEqual({
      kind: 'payments',
      params: { filter, search: '' },
    });
  });
});

describe('paymentLogSummary', () => {
  it('names what is counted, with thousands separators', () => {
    expect(paymentLogSummary({ filter: 'overdue', search: '' }, 84)).toBe(
      '84 overdue installments',
    );
    expect(paymentLogSummary({ filter: 'pending', search: '' }, 1)).toBe('1 pending installment');
    expect(paymentLogSummary({ filter: 'all', search: '' }, 18_204)).toBe(
      '18,204 recorded payments',
    );
    expect(paymentLogSummary({ filter: 'failed', search: 'visa' }, 3)).toBe(
      '3 failed payments matching',
    );
  });
});
