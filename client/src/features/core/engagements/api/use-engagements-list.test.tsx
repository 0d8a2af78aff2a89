// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { localDb } from '@/local-db/app-db';
import { engagementRow } from '../testing/factories';
import { createdEngagementItem, type EngagementItem } from './engagement-items';
import { NO_LIST_FILTERS, type ListFilters } from './list-filters';
import { useEngagementsList } from './use-engagements-list';

afterEach(async () => {
  cleanup();
  await Promise.all(localDb.tables.map((t) => t.clear()));
});
afterAll(() => localDb.close({ disableAutoOpen: false }));

const logged = (created_at: string, engagement_date_time = created_at) =>
  engagementRow({ created_at, engagement_date_time });

const older = logged('2026-03-01T10:00:00.000Z');
const newer = logged('2026-03-02T10:00:00.000Z');
/** Saved on this tablet a moment ago: the newest, dated in the past. */
const saved = createdEngagementItem(logged('2026-03-03T10:00:00.000Z'), {
  contacts: [],
  customers: [],
  employees: [{ id: 1, name: 'Jordan Avery' }],
});

function renderList(limit: number, filters: ListFilters, fresh: EngagementItem | null) {
  return renderHook((props) => useEngagementsList(props.limit, props.filters, null, props.fresh), {
    initialProps: { limit, filters, fresh },
  });
}

const ids = (items: EngagementItem[]) => items.map((i) => i.engagement.id);

describe('#useEngagementsList with an engagement just saved', () => {
  it('shows it where it belongs before the read has it, then only once when it does', async () => {
    await localDb.engagements.bulkPut([older, newer]);
    const { result } = renderList(50, NO_LIST_FILTERS, saved);
    await waitFor(() => expect(result.current).toBeDefined());
    // Not in the tablet's database at all here: only the saved item can show it.
    expect(result.current).toMatchObject({ total: 3, count: 3, ahead: true });
    if (!result.current || result.current.error) throw new Error('no list');
    expect(ids(result.current.items)).toEqual([saved.engagement.id, newer.id, older.id]);
    expect(result.current.items[0]).toMatchObject({ employeeName: 'Jordan Avery', pending: true });

    await localDb.engagements.put(saved.engagement);
    await waitFor(() => expect(result.current).toMatchObject({ ahead: false }));
    expect(result.current).toMatchObject({ total: 3, count: 3 });
    if (!result.current || result.current.error) throw new Error('no list');
    expect(ids(result.current.items)).toEqual([saved.engagement.id, newer.id, older.id]);
  });

  it('keeps the page to its length and leaves the rows alone when the filters hide it', async () => {
    await localDb.engagements.bulkPut([older, newer]);
    const page = renderList(2, NO_LIST_FILTERS, saved);
    await waitFor(() => expect(page.result.current).toBeDefined());
    if (!page.result.current || page.result.current.error) throw new Error('no list');
    expect(ids(page.result.current.items)).toEqual([saved.engagement.id, newer.id]);
    expect(page.result.current.total).toBe(3);

    const upcoming = renderList(50, { when: 'upcoming', query: '' }, saved);
    await waitFor(() => expect(upcoming.result.current).toBeDefined());
    expect(upcoming.result.current).toMatchObject({ items: [], total: 0, count: 3 });
  });
});
