/**
 * The weeks before this one replay every ledger whose figures may differ over seven weeks (2.5 s
 * on a store ten times the demo), while the hub and Pulse home ask for the trends at every
 * opening. Those weeks are kept for the store day: keyed by the day and whether they hold
 * revenue, computed once however many ask at the same time. What changes them later is rare (a
 * charge written after its own day, a correction dated in the past) and shows the next day; this
 * week is never kept (trends.ts).
 */
import type { TrendWeek } from '@rentline/sync-protocol/wire';

/** Kept answers: the day's with and without revenue, and the day before while a day turns. */
const MAX_KEPT = 4;

export function createPastWeeksCache() {
  const kept = new Map<string, Promise<TrendWeek[]>>();
  return function pastWeeksOf(
    day: string,
    withRevenue: boolean,
    compute: () => Promise<TrendWeek[]>,
  ): Promise<TrendWeek[]> {
    const key = `${day}|${withRevenue}`;
    let answer = kept.get(key);
    if (!answer) {
      answer = compute();
      kept.set(key, answer);
      answer.catch(() => kept.delete(key));
      while (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value!);
    }
    return answer;
  };
}
