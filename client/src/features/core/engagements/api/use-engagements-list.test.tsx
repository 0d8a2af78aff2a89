// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { localDb } from '@/local-db/app-db';
import { engagementRow, followUpRow } from '../testing/factories';
import { createdEngagementItem, type EngagementItem } from './engagement-items';
import { NO_LIST_FILTERS, type ListFilters } from './list-filters';
import {
  useEngagementsList,
  type EngagementsListState,
  type JustSaved,
} from './use-engagements-list';

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
const saved = createdEngagementItem(
  logged('2026-03-03T10:00:00.000Z'),
  { customers: [], employees: [{ id: 1, name: 'Jordan Avery' }] },
  null,
);

function renderList(limit: number, filters: ListFilters, saved: JustSaved) {
  return renderHook(() => useEngagementsList(limit, filters, saved));
}

const ids = (items: EngagementItem[]) => items.map((i) => i.engagement.id);

/** The list read, once there is one. */
function shown(state: EngagementsListState) {
  if (!state || state.error) throw new Error('no list yet');
  return state;
}

describe('#useEngagementsList with an engagement just saved', () => {
  it('shows it where it belongs before the read has it, then only once when it does', async () => {
    await localDb.engagements.bulkPut([older, newer]);
    const { result } = renderList(50, NO_LIST_FILTERS, { engagement: saved });
    await waitFor(() => expect(result.current).toBeDefined());
    // Not in the tablet's database at all here: only the saved item can show it.
    expect(result.current).toMatchObject({ total: 3, count: 3, ahead: true });
    expect(ids(shown(result.current).items)).toEqual([saved.engagement.id, newer.id, older.id]);
    expect(shown(result.current).items[0]).toMatchObject({
      employeeName: 'Jordan Avery',
      pending: true,
    });

    await localDb.engagements.put(saved.engagement);
    await waitFor(() => expect(result.current).toMatchObject({ ahead: false }));
    expect(result.current).toMatchObject({ total: 3, count: 3 });
    expect(ids(shown(result.current).items)).toEqual([saved.engagement.id, newer.id, older.id]);
  });

  it('keeps the page to its length and leaves the rows alone when the filters hide it', async () => {
    await localDb.engagements.bulkPut([older, newer]);
    const page = renderList(2, NO_LIST_FILTERS, { engagement: saved });
    await waitFor(() => expect(page.result.current).toBeDefined());
    expect(ids(shown(page.result.current).items)).toEqual([saved.engagement.id, newer.id]);
    expect(shown(page.result.current).total).toBe(3);

    const upcoming = renderList(50, { when: 'upcoming', query: '' }, { engagement: saved });
    await waitFor(() => expect(upcoming.result.current).toBeDefined());
    expect(upcoming.result.current).toMatchObject({ items: [], total: 0, count: 3 });
  });

  it("counts a follow-up just saved in its engagement's row until the read counts it", async () => {
    const counted = followUpRow({ engagement_id: older.id });
    const added = followUpRow({ engagement_id: older.id });
    await localDb.engagements.bulkPut([older, newer]);
    await localDb.followUps.put(counted);
    const { result } = renderList(50, NO_LIST_FILTERS, { followUps: [added] });
    const row = () => shown(result.current).items.find((i) => i.engagement.id === older.id);
    await waitFor(() => expect(result.current).toBeDefined());
    expect(row()).toMatchObject({ followUpCount: 2 });
    expect([...shown(result.current).followUpsAhead]).toEqual([added.id]);

    await localDb.followUps.put(added);
    await waitFor(() => expect(shown(result.current).followUpsAhead.size).toBe(0));
    expect(row()).toMatchObject({ followUpCount: 2 });
    expect(row()?.followUpIds).toHaveLength(2);
  });
});
