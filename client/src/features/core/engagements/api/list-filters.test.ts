import { describe, expect, it } from 'vitest';
import type { Engagement } from '@rentline/sync-protocol/wire';
import { engagementRow } from '../testing/factories';
import {
  applyListFilters,
  filtersShowing,
  keptWith,
  matchesSearch,
  NO_LIST_FILTERS,
} from './list-filters';

const NOW = Date.parse('2026-11-27T12:00:00.000Z');

const row = (overrides: Partial<Engagement>, contactName: string | null = null) => ({
  engagement: engagementRow(overrides),
  contactName,
});

const visit = row(
  {
    created_at: '2026-11-20T10:00:00.000Z',
    engagement_date_time: '2026-11-20T10:00:00.000Z',
    initial_engagement: 'Store Visit (Core)',
    notes: 'Looked at SOFAS',
  },
  'Nina Patel',
);
const booked = row(
  {
    // Logged last, for next week: newest by logging, though its date is the latest too.
    created_at: '2026-11-26T09:00:00.000Z',
    engagement_date_time: '2026-12-02T15:00:00.000Z',
    initial_engagement: 'Delivery (Flow)',
    contact_type: 'Lead',
  },
  'Omar Diaz',
);
const oldCall = row(
  {
    created_at: '2026-11-25T09:00:00.000Z',
    engagement_date_time: '2026-10-01T15:00:00.000Z', // backdated: logged late
    initial_engagement: 'Phone Call',
  },
  null,
);
const ROWS = [visit, booked, oldCall];
const ids = (rows: { engagement: Engagement }[]) => rows.map((r) => r.engagement.id);

describe('#applyListFilters', () => {
  it('orders by when they were logged, newest first, not by their date', () => {
    expect(ids(applyListFilters(ROWS, NO_LIST_FILTERS, NOW))).toEqual(
      ids([booked, oldCall, visit]),
    );
  });

  it('orders rows logged at the same instant by the later engagement date, then by id', () => {
    const logged = '2026-11-30T09:00:00.000Z';
    const row = (id: string, at: string) => ({
      engagement: engagementRow({ id, created_at: logged, engagement_date_time: at }),
      contactName: null,
    });
    const early = row('01a00000-0000-7000-8000-000000000003', '2026-07-01T15:00:00.000Z');
    const lateLowId = row('01a00000-0000-7000-8000-000000000001', '2026-08-01T15:00:00.000Z');
    const lateHighId = row('01a00000-0000-7000-8000-000000000002', '2026-08-01T15:00:00.000Z');
    expect(ids(applyListFilters([early, lateLowId, lateHighId], NO_LIST_FILTERS, NOW))).toEqual(
      ids([lateHighId, lateLowId, early]),
    );
  });

  it('keeps Upcoming (from now on) or Past (before now)', () => {
    expect(ids(applyListFilters(ROWS, { when: 'upcoming', query: '' }, NOW))).toEqual(
      ids([booked]),
    );
    expect(ids(applyListFilters(ROWS, { when: 'past', query: '' }, NOW))).toEqual(
      ids([oldCall, visit]),
    );
  });

  it('searches the contact name, the types and the notes, ignoring case', () => {
    const search = (query: string) => ids(applyListFilters(ROWS, { when: 'all', query }, NOW));
    expect(search('nina')).toEqual(ids([visit]));
    expect(search('  sofas ')).toEqual(ids([visit]));
    expect(search('DELIVERY')).toEqual(ids([booked]));
    expect(search('lead')).toEqual(ids([booked]));
    expect(search('call')).toEqual(ids([oldCall]));
    expect(search('nobody')).toEqual([]);
    expect(applyListFilters(ROWS, { when: 'past', query: 'delivery' }, NOW)).toEqual([]);
  });
});

describe('#keptWith', () => {
  const sameInstant = (id: string, date: string) =>
    row({ id, created_at: '2026-11-25T09:00:00.000Z', engagement_date_time: date });
  const others = [
    ...ROWS,
    sameInstant('00000000-0000-7000-8000-00000000000a', '2026-11-25T09:00:00.000Z'),
    sameInstant('00000000-0000-7000-8000-00000000000c', '2026-11-25T09:00:00.000Z'),
  ];

  it('puts a row where sorting the list with it would, one row at a time', () => {
    const joining = [
      row({ created_at: '2026-11-27T11:59:00.000Z' }), // newest: first
      row({ created_at: '2026-11-01T00:00:00.000Z' }), // oldest: last
      row({ created_at: '2026-11-22T00:00:00.000Z' }), // between
      // Logged at the same instant as three others: by its date, then by id.
      sameInstant('00000000-0000-7000-8000-00000000000b', '2026-11-25T09:00:00.000Z'),
      sameInstant('00000000-0000-7000-8000-000000000000', '2026-11-26T09:00:00.000Z'),
    ];
    for (const filters of [NO_LIST_FILTERS, { when: 'past' as const, query: '' }]) {
      const kept = applyListFilters(others, filters, NOW);
      for (const joiner of joining) {
        const sorted = applyListFilters([...others, joiner], filters, NOW);
        expect(keptWith(kept, joiner, filters, NOW)).toEqual({
          kept: sorted,
          at: sorted.indexOf(joiner),
        });
      }
    }
  });

  it('leaves the rows as they were when the filters hide the row', () => {
    const kept = applyListFilters(ROWS, { when: 'upcoming', query: '' }, NOW);
    const past = row({ engagement_date_time: '2026-11-01T10:00:00.000Z' });
    expect(keptWith(kept, past, { when: 'upcoming', query: '' }, NOW)).toEqual({ kept, at: -1 });
    expect(keptWith(kept, visit, { when: 'all', query: 'omar' }, NOW).at).toBe(-1);
  });
});

describe('#matchesSearch', () => {
  it('matches everything when the search is blank', () => {
    expect(matchesSearch(oldCall, '   ')).toBe(true);
  });
});

describe('#filtersShowing', () => {
  it('keeps filters that already show the row', () => {
    const filters = { when: 'upcoming' as const, query: 'omar' };
    expect(filtersShowing(booked, filters, NOW)).toBe(filters);
  });

  it('switches Upcoming/Past to the row’s side and clears a search it fails', () => {
    expect(filtersShowing(booked, { when: 'past', query: 'omar' }, NOW)).toEqual({
      when: 'upcoming',
      query: 'omar',
    });
    expect(filtersShowing(visit, { when: 'upcoming', query: 'delivery' }, NOW)).toEqual({
      when: 'past',
      query: '',
    });
    expect(filtersShowing(visit, { when: 'all', query: 'omar' }, NOW)).toEqual(NO_LIST_FILTERS);
  });
});
