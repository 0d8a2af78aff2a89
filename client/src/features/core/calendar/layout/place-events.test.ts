import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from '@rentline/sync-protocol/wire';
import { cellKey, eventsByDay, eventsByWeekCell } from './place-events';

const at = (id: string, datetime: string) => ({ id, datetime }) as CalendarEvent;
const NY = 'America/New_York';

describe('placing events', () => {
  const events = [
    at('early', '2026-08-01T08:15:00.000Z'), // 4:15 AM in New York
    at('morning', '2026-08-01T13:30:00.000Z'), // 9:30 AM
    at('late', '2026-08-02T03:45:00.000Z'), // 11:45 PM on Aug 1
  ];

  it('groups by store day, not by UTC day', () => {
    expect(
      [...eventsByDay(events, NY).entries()].map(([d, list]) => [d, list.map((e) => e.id)]),
    ).toEqual([['2026-08-01', ['early', 'morning', 'late']]]);
  });

  it("puts each event in its hour's row, early and late ones in the first and last rows", () => {
    const cells = eventsByWeekCell(events, NY);
    expect(cells.get(cellKey('2026-08-01', 6))?.map((e) => e.id)).toEqual(['early']);
    expect(cells.get(cellKey('2026-08-01', 9))?.map((e) => e.id)).toEqual(['morning']);
    expect(cells.get(cellKey('2026-08-01', 22))?.map((e) => e.id)).toEqual(['late']);
  });
});
