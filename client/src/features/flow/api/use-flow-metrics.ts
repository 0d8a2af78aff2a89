/**
 * The Flow dashboard's figures, computed on the tablet from the local replica (works offline;
 * same definitions as GET /api/flow/metrics, see compute-flow-metrics.ts). `undefined` while loading.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { FlowMetrics } from '@rentline/sync-protocol/wire';
import { localDb } from '@/local-db/app-db';
import { computeFlowMetrics } from './compute-flow-metrics';
import { readBootstrapped, readLookups } from './local-reads';

export interface FlowMetricsState {
  metrics: FlowMetrics;
  bootstrapped: boolean;
}

export function useFlowMetrics(): FlowMetricsState | undefined {
  return useLiveQuery(async () => {
    const [items, lookups, bootstrapped] = await Promise.all([
      localDb.flowItems.toArray(),
      readLookups(localDb),
      readBootstrapped(localDb),
    ]);
    return {
      metrics: computeFlowMetrics(items, lookups.categories, lookups.vendors),
      bootstrapped,
    };
  }, []);
}
