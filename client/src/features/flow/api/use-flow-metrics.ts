/**
 * The Flow dashboard's figures, computed on the tablet from the local replica (works offline;
 * same definitions as GET /api/flow/metrics, see compute-flow-metrics.ts). `undefined` while
 * loading, unless the dashboard has been open before: then its last figures, at once, until the
 * read's (flow-metrics-answers.ts).
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { FlowMetrics } from '@rentline/sync-protocol/wire';
import { localDb } from '@/local-db/app-db';
import { FLOW_METRICS_KEY, flowMetricsAnswer, flowMetricsAnswers } from './flow-metrics-answers';
import { readAllItems, readBootstrapped, readLookups } from './local-reads';

export interface FlowMetricsState {
  metrics: FlowMetrics;
  bootstrapped: boolean;
}

export function useFlowMetrics(): FlowMetricsState | undefined {
  const answers = flowMetricsAnswers(localDb);
  return useLiveQuery(
    async () => {
      const [items, lookups, bootstrapped] = await Promise.all([
        readAllItems(localDb),
        readLookups(localDb),
        readBootstrapped(localDb),
      ]);
      const answer = flowMetricsAnswer(items, lookups, bootstrapped);
      answers.set(FLOW_METRICS_KEY, answer);
      return answer;
    },
    [],
    answers.get(FLOW_METRICS_KEY),
  );
}
