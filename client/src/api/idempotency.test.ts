// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { idempotencyHeader, useAttemptKey } from './idempotency';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('#idempotency keys', () => {
  it('keeps one key per attempt: the same inputs again (a retry) keep it until it is accepted', () => {
    const { result } = renderHook(() => useAttemptKey());
    const first = result.current.keyFor({ agreement_id: 7, amount: 50 });
    expect(first).toMatch(UUID);
    // A retry after a lost answer: the server answers it from the first, records nothing.
    expect(result.current.keyFor({ agreement_id: 7, amount: 50 })).toBe(first);
    // Other inputs are another attempt.
    const other = result.current.keyFor({ agreement_id: 7, amount: 60 });
    expect(other).not.toBe(first);
    // Accepted: the same inputs once more are a new payment.
    result.current.done();
    expect(result.current.keyFor({ agreement_id: 7, amount: 60 })).not.toBe(other);
  });

  it('sends it as the Idempotency-Key header', () => {
    expect(idempotencyHeader('k')).toEqual({ 'Idempotency-Key': 'k' });
  });
});
