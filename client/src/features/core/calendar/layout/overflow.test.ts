import { describe, expect, it } from 'vitest';
import { CALENDAR } from '@rentline/sync-protocol/rules';
import { monthMoreLabel, moreEventsName, splitOverflow, weekMoreLabel } from './overflow';

describe('#splitOverflow', () => {
  it('shows up to 3 events in a month cell and counts the rest', () => {
    expect(splitOverflow([1, 2, 3, 4, 5], CALENDAR.monthCellEvents)).toEqual({
      shown: [1, 2, 3],
      hidden: 2,
    });
    expect(monthMoreLabel(2)).toBe('+2 more...');
  });

  it('shows up to 2 events in a week cell', () => {
    expect(splitOverflow(['a', 'b', 'c'], CALENDAR.weekCellEvents)).toEqual({
      shown: ['a', 'b'],
      hidden: 1,
    });
    expect(weekMoreLabel(1)).toBe('+1');
  });

  it('hides nothing when everything fits', () => {
    expect(splitOverflow([1, 2, 3], 3)).toEqual({ shown: [1, 2, 3], hidden: 0 });
    expect(splitOverflow([], 3)).toEqual({ shown: [], hidden: 0 });
  });
});

describe('#moreEventsName', () => {
  it("names the week cell's '+N' by the count and the day", () => {
    expect(moreEventsName(3, '2026-11-10')).toBe('3 more events on Tuesday, November 10');
    expect(moreEventsName(1, '2026-08-01')).toBe('1 more event on Saturday, August 1');
  });
});
