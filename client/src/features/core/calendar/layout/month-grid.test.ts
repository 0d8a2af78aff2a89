import { describe, expect, it } from 'vitest';
import { monthGrid } from './month-grid';

describe('#monthGrid', () => {
  it('lays out a month that starts on a Saturday over six Sunday-first weeks', () => {
    const weeks = monthGrid('2026-08-15', '2026-08-19');
    expect(weeks).toHaveLength(6);
    expect(weeks.every((w) => w.length === 7)).toBe(true);
    const cells = weeks.flat();
    expect(cells[0]).toEqual({ key: '2026-07-26', dayOfMonth: 26, inMonth: false, isToday: false });
    expect(cells[6]).toEqual({ key: '2026-08-01', dayOfMonth: 1, inMonth: true, isToday: false });
    expect(cells.at(-1)).toEqual({
      key: '2026-09-05',
      dayOfMonth: 5,
      inMonth: false,
      isToday: false,
    });
    expect(cells.filter((c) => c.inMonth)).toHaveLength(31);
    expect(cells.filter((c) => c.isToday).map((c) => c.key)).toEqual(['2026-08-19']);
  });

  it('needs only four weeks for a February that starts on a Sunday', () => {
    const weeks = monthGrid('2026-02-01', '2026-08-19');
    expect(weeks).toHaveLength(4);
    expect(weeks[0]![0]!.key).toBe('2026-02-01');
    expect(weeks[3]![6]!.key).toBe('2026-02-28');
    expect(weeks.flat().every((c) => c.inMonth && !c.isToday)).toBe(true);
  });

  it('fills the first week from the previous month across a year end', () => {
    const first = monthGrid('2027-01-10', '')[0]!;
    expect(first.map((c) => c.key)).toEqual([
      '2026-12-27',
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
  });
});
