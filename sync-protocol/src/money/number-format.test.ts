import { describe, expect, it } from 'vitest';
import { formatCents, formatDollars } from './cents';
import { fixed } from './number-format';

describe('shared number formats', () => {
  it('writes a fixed number of decimals with thousands separators', () => {
    expect(fixed(1234.5, 2)).toBe('1,234.50');
    expect(fixed(99999999.99, 2)).toBe('99,999,999.99');
    expect(fixed(2147483647, 0)).toBe('2,147,483,647');
    expect(fixed(0.125, 3)).toBe('0.125');
  });

  it('writes dollars and cents', () => {
    expect(formatDollars(1234.5)).toBe('$1,234.50');
    expect(formatDollars(0)).toBe('$0.00');
    expect(formatDollars(-5)).toBe('-$5.00');
    expect(formatCents(-123456)).toBe('-$1,234.56');
  });
});
