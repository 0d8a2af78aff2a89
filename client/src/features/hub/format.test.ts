import { describe, expect, it } from 'vitest';
import {
  NO_VALUE,
  formatCompactMoney,
  formatCompactNumber,
  formatCount,
  formatPercent,
  formatWholeDollars,
} from './format';

describe('hub number formats', () => {
  it('writes managed value compactly', () => {
    expect(formatCompactMoney(2_400_000)).toBe('$2.4M');
    expect(formatCompactMoney(2_435_120.55)).toBe('$2.4M');
  });

  it('writes scheduled payments compactly', () => {
    expect(formatCompactNumber(18_200)).toBe('18.2K');
    expect(formatCompactNumber(354)).toBe('354');
  });

  it('writes overdue amounts in whole dollars with separators', () => {
    expect(formatWholeDollars(45_230)).toBe('$45,230');
  });

  it('writes counts and percentages', () => {
    expect(formatCount(1234)).toBe('1,234');
    expect(formatPercent(12)).toBe('12%');
    expect(formatPercent(-3)).toBe('3%');
  });

  it('shows a dash for a missing figure', () => {
    expect(formatCount(undefined)).toBe(NO_VALUE);
    expect(formatCompactMoney(null)).toBe(NO_VALUE);
    expect(formatPercent(Number.NaN)).toBe(NO_VALUE);
  });
});
