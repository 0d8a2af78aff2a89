import { describe, expect, it } from 'vitest';
import { rangeTitle, shiftAnchor, visibleDays } from './navigation';

describe('calendar navigation', () => {
  it('steps by a month, a week or a day', () => {
    expect(shiftAnchor('2026-01-31', 'month', 1)).toBe('2026-02-01');
    expect(shiftAnchor('2026-01-15', 'month', -1)).toBe('2025-12-01');
    expect(shiftAnchor('2026-08-01', 'week', 1)).toBe('2026-08-08');
    expect(shiftAnchor('2026-08-01', 'day', -1)).toBe('2026-07-31');
  });

  it('shows the whole grid of a month, a Sunday-first week, or one day', () => {
    expect(visibleDays('2026-08-19', 'month')).toEqual({ first: '2026-07-26', last: '2026-09-05' });
    expect(visibleDays('2026-08-19', 'week')).toEqual({ first: '2026-08-16', last: '2026-08-22' });
    expect(visibleDays('2026-08-19', 'day')).toEqual({ first: '2026-08-19', last: '2026-08-19' });
  });

  it('titles each view', () => {
    expect(rangeTitle('2026-08-19', 'month')).toBe('August 2026');
    expect(rangeTitle('2026-08-19', 'week')).toBe('Aug 16 – Aug 22, 2026');
    expect(rangeTitle('2026-12-30', 'week')).toBe('Dec 27, 2026 – Jan 2, 2027');
    expect(rangeTitle('2026-08-01', 'day')).toBe('Saturday, August 1, 2026');
  });
});
