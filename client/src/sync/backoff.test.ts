import { describe, expect, it } from 'vitest';
import { backoffDelay } from './backoff';

describe('#backoff', () => {
  it('doubles from one second with jitter in the upper half, capped at a minute', () => {
    expect(backoffDelay(1, { random: () => 0 })).toBe(500);
    expect(backoffDelay(1, { random: () => 1 })).toBe(1000);
    expect(backoffDelay(4, { random: () => 1 })).toBe(8000);
    expect(backoffDelay(30, { random: () => 1 })).toBe(60_000);
    expect(backoffDelay(30, { random: () => 0 })).toBe(30_000);
  });
});
