// @vitest-environment jsdom
/**
 * The Flow dashboard's figures and the in-stock items after a save read the item the save wrote,
 * not every item again: at a store fifty times the demo, 31,000 items read after each save.
 */
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { localDb } from '@/local-db/app-db';
import { reopenCountingRows, type RowsRead } from '@/local-db/testing/count-reads';
import { item, seed } from '../testing/flow-screens';
import { useFlowItems } from './use-flow-items';
import { useFlowMetrics } from './use-flow-metrics';

let counted: RowsRead;

beforeAll(async () => {
  counted = await reopenCountingRows(localDb, 'flowItems');
});
afterAll(async () => {
  cleanup();
  await Promise.all(localDb.tables.map((t) => t.clear()));
  localDb.close({ disableAutoOpen: false });
});

it('#flow.reads the dashboard and the items list read the item a save wrote, not every item', async () => {
  await seed(Array.from({ length: 300 }, () => item()));
  const metrics = renderHook(() => useFlowMetrics());
  const items = renderHook(() => useFlowItems());
  await waitFor(() =>
    expect(metrics.result.current?.metrics.overall_metrics.total_items).toBe(300),
  );
  await waitFor(() => expect(items.result.current?.items).toHaveLength(300));

  counted.rows = 0;
  await localDb.flowItems.put(item({ name: 'Just entered' }));
  await waitFor(() =>
    expect(metrics.result.current?.metrics.overall_metrics.total_items).toBe(301),
  );
  await waitFor(() => expect(items.result.current?.items).toHaveLength(301));
  expect(items.result.current?.items.map((i) => i.name)).toContain('Just entered');
  expect(counted.rows).toBeLessThanOrEqual(2);
});
