/**
 * The Flow dashboard's last answer (local-db/last-answers.ts): the dashboard opened again draws
 * its last figures at once while it reads again, and an item just entered is counted in them, so
 * the dashboard New Item returns to shows it in its first frame.
 */
import type { FlowItem, FlowMetrics, Named } from '@rentline/sync-protocol/wire';
import type { LocalDb } from '@/local-db/db';
import { lastAnswersOf, type LastAnswers } from '@/local-db/last-answers';
import { computeFlowMetrics, type MetricItem } from './compute-flow-metrics';

export interface FlowMetricsAnswer {
  metrics: FlowMetrics;
  bootstrapped: boolean;
  /** What the figures were computed from (the rows read), so an item entered can be added. */
  items: readonly MetricItem[];
  categories: Named[];
  vendors: Named[];
}

/** The dashboard has one read: its answers have one key. */
export const FLOW_METRICS_KEY = '';

const store = new WeakMap<LocalDb, LastAnswers<FlowMetricsAnswer>>();

export const flowMetricsAnswers = (db: LocalDb) =>
  lastAnswersOf(store, db, 'flowItems', ['lookups']);

/** The dashboard's answer from what it read. */
export function flowMetricsAnswer(
  items: readonly MetricItem[],
  { categories, vendors }: { categories: Named[]; vendors: Named[] },
  bootstrapped: boolean,
): FlowMetricsAnswer {
  return {
    metrics: computeFlowMetrics(items, categories, vendors),
    bootstrapped,
    items,
    categories,
    vendors,
  };
}

/** Counts an item this app just entered in the dashboard's kept answer. */
export function keepCreatedItem(db: LocalDb, item: FlowItem): void {
  flowMetricsAnswers(db).wrote(item.id, (answer) =>
    flowMetricsAnswer([...answer.items, item], answer, answer.bootstrapped),
  );
}
