import { describe, expect, it } from 'vitest';
import {
  NO_VALUE,
  daysUntilDueText,
  formatDateTimeIn,
  formatDay,
  formatDayIn,
  formatMoney,
} from './format';

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

describe('money and dates', () => {
  it('writes dollars with two decimals and thousands separators', () => {
    expect(formatMoney(1234567.5)).toBe('$1,234,567.50');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(null)).toBe(NO_VALUE);
  });

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
