import { describe, expect, it } from 'vitest';
import { hourLabel, WEEK_HOURS, weekDays, weekRowHour } from './week-rows';

describe('week rows', () => {
  it('has 17 hourly rows from 6 AM to 10 PM', () => {
    expect(WEEK_HOURS).toHaveLength(17);
    expect(WEEK_HOURS.map(hourLabel)).toEqual([
      '6 AM',
      '7 AM',
      '8 AM',
      '9 AM',
      '10 AM',
      '11 AM',
      '12 PM',
      '1 PM',
      '2 PM',
      '3 PM',
      '4 PM',
      '5 PM',
      '6 PM',
      '7 PM',
      '8 PM',
      '9 PM',
      '10 PM',
    ]);
  });

  it('puts an event before 6 AM in the first row and after 10 PM in the last', () => {
    expect(weekRowHour(0)).toBe(6);
    expect(weekRowHour(5)).toBe(6);
    expect(weekRowHour(13)).toBe(13);
    expect(weekRowHour(23)).toBe(22);
  });

  it('starts the week on Sunday', () => {
    expect(weekDays('2026-08-01')).toEqual([
      '2026-07-26',
      '2026-07-27',
      '2026-07-28',
      '2026-07-29',
      '2026-07-30',
      '2026-07-31',
      '2026-08-01',
    ]);
    expect(weekDays('2026-08-02')[0]).toBe('2026-08-02');
  });
});
