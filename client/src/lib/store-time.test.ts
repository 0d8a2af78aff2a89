import { describe, expect, it } from 'vitest';
import {
  dayKeyOf,
  dayRangeMs,
  formatDateTime,
  formatTime,
  fromLocalInput,
  hourOf,
  storeToday,
  toLocalInput,
} from './store-time';

const NY = 'America/New_York';

describe('store time', () => {
  it('reads an instant on the store clock, whatever the device zone', () => {
    // 03:30 UTC on Aug 1 is still Jul 31 in New York.
    expect(dayKeyOf('2026-08-01T03:30:00.000Z', NY)).toBe('2026-07-31');
    expect(hourOf('2026-08-01T03:30:00.000Z', NY)).toBe(23);
    expect(toLocalInput('2026-08-01T13:30:00.000Z', NY)).toBe('2026-08-01T09:30');
    expect(formatDateTime('2026-08-01T13:30:00.000Z', NY)).toBe('Aug 1, 2026 9:30 AM');
    expect(formatTime('2026-08-01T22:05:00+00:00', NY)).toBe('6:05 PM');
  });

  it("gives today's date in the store's zone, not the device's", () => {
    expect(storeToday(NY, new Date('2026-08-01T03:30:00.000Z'))).toBe('2026-07-31');
    expect(storeToday('UTC', new Date('2026-08-01T03:30:00.000Z'))).toBe('2026-08-01');
  });

  it('turns a typed store time into an instant, and back', () => {
    expect(fromLocalInput('2026-08-01T09:30', NY)).toBe('2026-08-01T13:30:00.000Z');
    expect(fromLocalInput('2026-12-01T09:30', NY)).toBe('2026-12-01T14:30:00.000Z');
    expect(toLocalInput(fromLocalInput('2026-03-08T12:00', NY), NY)).toBe('2026-03-08T12:00');
  });

  it('gives no instant for text that is not a date and time', () => {
    expect(fromLocalInput('', NY)).toBe('');
    expect(fromLocalInput('tomorrow', NY)).toBe('');
    expect(fromLocalInput('2026-02-30T10:00', NY)).toBe('');
  });

  it('makes a day 23 hours long when the clocks go forward', () => {
    const { from, to } = dayRangeMs('2026-03-08', NY);
    expect(new Date(from).toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect((to - from) / 3_600_000).toBe(23);
    const week = dayRangeMs('2026-07-26', NY, 7);
    expect(new Date(week.to).toISOString()).toBe('2026-08-02T04:00:00.000Z');
  });
});
