// @vitest-environment jsdom
/**
 * The engagements list after a save reads what the save wrote, not every engagement again: at a
 * store fifty times the demo that was every engagement read and sorted after each save.
 */
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { localDb } from '@/local-db/app-db';
import { reopenCountingRows, type RowsRead } from '@/local-db/testing/count-reads';
import { engagementRow } from '../testing/factories';
import { NO_LIST_FILTERS } from './list-filters';
import { useEngagementsList } from './use-engagements-list';

let counted: RowsRead;

beforeAll(async () => {
  counted = await reopenCountingRows(localDb, 'engagements');
});
afterAll(async () => {
  cleanup();
  await Promise.all(localDb.tables.map((t) => t.clear()));
  localDb.close({ disableAutoOpen: false });
});

it('#engagements.list a save reads the engagement it wrote, not the whole list again', async () => {
  const rows = Array.from({ length: 300 }, (_, i) =>
    engagementRow({ created_at: new Date(Date.UTC(2026, 2, 1, 0, i)).toISOString() }),
  );
  await localDb.engagements.bulkPut(rows);
  const { result } = renderHook(() => useEngagementsList(50, NO_LIST_FILTERS));
  await waitFor(() => expect(result.current).toMatchObject({ count: 300 }));

  counted.rows = 0;
  const saved = engagementRow({ created_at: '2026-03-09T10:00:00.000Z' });
  await localDb.engagements.put(saved);
  await waitFor(() => expect(result.current).toMatchObject({ count: 301, total: 301 }));
  expect(result.current && !result.current.error && result.current.items[0]?.engagement.id).toBe(
    saved.id,
  );
  // The one written, and the cursor step that keeps the list following changes.
  expect(counted.rows).toBeLessThanOrEqual(2);
});
