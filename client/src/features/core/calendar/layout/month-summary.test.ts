import { describe, expect, it } from 'vitest';
import { daySummary } from './month-summary';

const palette = (e: { module: string }) => e.module;

describe('#daySummary', () => {
  it('counts the day and gives one dot per module, in order of first use', () => {
    const events = [
      { module: 'blue' },
      { module: 'green' },
      { module: 'blue' },
      { module: 'gray' },
    ];
    expect(daySummary(events, '2026-08-01', palette)).toEqual({
      count: 4,
      palettes: ['blue', 'green', 'gray'],
      label: '4 events',
      name: '4 events on Saturday, August 1',
    });
  });

  it('says "1 event" for one, and nothing for an empty day', () => {
    expect(daySummary([{ module: 'blue' }], '2026-11-10', palette)?.name).toBe(
      '1 event on Tuesday, November 10',
    );
    expect(daySummary([], '2026-11-10', palette)).toBeNull();
  });
});
