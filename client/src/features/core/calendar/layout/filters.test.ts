import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from '@rentline/sync-protocol/wire';
import { filterEvents, NO_FILTERS } from './filters';

const event = (
  id: string,
  type: CalendarEvent['type'],
  title: string,
  employee_id: number | null,
): CalendarEvent => ({
  id,
  type,
  title,
  datetime: '2026-08-01T13:30:00.000Z',
  contact_name: null,
  contact_type: null,
  customer_name: null,
  employee_name: null,
  employee_id,
  status: null,
  notes: null,
});

const events = [
  event('a', 'engagement', 'Store Visit (Core)', 1),
  event('b', 'follow_up', 'Payment Reminder (Pulse)', 2),
  event('c', 'engagement', 'Walk-in', 1),
  event('d', 'follow_up', 'Courtesy Call (Core)', null),
];
const ids = (list: CalendarEvent[]) => list.map((e) => e.id);

describe('#filterEvents', () => {
  it('keeps everything with no filter', () => {
    expect(ids(filterEvents(events, NO_FILTERS, 1))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('narrows by type, by module marker and to my events, together', () => {
    expect(ids(filterEvents(events, { ...NO_FILTERS, type: 'follow_up' }, 1))).toEqual(['b', 'd']);
    expect(ids(filterEvents(events, { ...NO_FILTERS, module: 'Core' }, 1))).toEqual(['a', 'd']);
    expect(ids(filterEvents(events, { ...NO_FILTERS, who: 'mine' }, 1))).toEqual(['a', 'c']);
    expect(
      ids(filterEvents(events, { type: 'engagement', module: 'Core', who: 'mine' }, 1)),
    ).toEqual(['a']);
  });

  it('finds no events of mine without a signed-in employee', () => {
    expect(filterEvents(events, { ...NO_FILTERS, who: 'mine' }, null)).toEqual([]);
  });
});
