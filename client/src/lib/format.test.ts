import { describe, expect, it } from 'vitest';
import {
  NO_VALUE,
  daysUntilDueText,
  formatCompactCount,
  formatCompactMoney,
  formatCount,
  formatMoney,
  formatPercent,
  formatWholeDollars,
} from './format-numbers';
import { formatDateTimeIn, formatDay, formatDayIn } from './format';

describe('money (SPEC.md section 9)', () => {
  it('writes dollars with two decimals and thousands separators', () => {
    expect(formatMoney(1275)).toBe('$1,275.00');
    expect(formatMoney(1234567.5)).toBe('$1,234,567.50');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(-12.5)).toBe('-$12.50');
  });

  it('writes overdue amounts in whole dollars with separators', () => {
    expect(formatWholeDollars(45_230)).toBe('$45,230');
  });

  it('writes managed value compactly', () => {
    expect(formatCompactMoney(2_400_000)).toBe('$2.4M');
    expect(formatCompactMoney(2_435_120.55)).toBe('$2.4M');
  });
});

describe('counts and percentages', () => {
  it('writes counts with separators, or compactly', () => {
    expect(formatCount(1234)).toBe('1,234');
    expect(formatCompactCount(18_200)).toBe('18.2K');
    expect(formatCompactCount(354)).toBe('354');
  });

  it('writes whole percentages by default', () => {
    expect(formatPercent(12)).toBe('12%');
    expect(formatPercent(-3)).toBe('-3%');
  });

  it('writes one decimal when asked, as the profit margins show', () => {
    expect(formatPercent(40, 1)).toBe('40.0%');
    expect(formatPercent(33.333, 1)).toBe('33.3%');
    expect(formatPercent(-5, 1)).toBe('-5.0%');
  });

  it('shows a dash for a missing figure', () => {
    expect(formatMoney(null)).toBe(NO_VALUE);
    expect(formatCount(undefined)).toBe(NO_VALUE);
    expect(formatCompactMoney(null)).toBe(NO_VALUE);
    expect(formatPercent(Number.NaN)).toBe(NO_VALUE);
    expect(formatPercent(Number.POSITIVE_INFINITY, 1)).toBe(NO_VALUE);
  });
});

describe('daysUntilDueText (SPEC.md section 4)', () => {
  it.each([
    [-12, '12 days overdue'],
    [-1, '1 day overdue'],
    [0, 'Due today'],
    [1, '1 day left'],
    [9, '9 days left'],
  ])('%s days reads %s', (days, text) => {
    expect(daysUntilDueText(days)).toBe(text);
  });

  it('says nothing without a due date', () => {
    expect(daysUntilDueText(null)).toBeNull();
    expect(daysUntilDueText(undefined)).toBeNull();
  });
});

describe('dates', () => {
  it('writes calendar dates as they are, whatever the device zone', () => {
    expect(formatDay('2026-03-05')).toBe('Mar 5, 2026');
    expect(formatDay(null)).toBe(NO_VALUE);
  });

  it('reads instants in the store time zone', () => {
    // 02:30 UTC on Mar 5 is still Mar 4 in New York.
    expect(formatDayIn('2026-03-05T02:30:00.000Z', 'America/New_York')).toBe('Mar 4, 2026');
    expect(formatDateTimeIn('2026-07-01T14:30:00.000Z', 'America/New_York')).toBe(
      'Jul 1, 2026 at 10:30 AM EDT',
    );
  });
});
