/**
 * The engagements table (SPEC.md section 2, "Engagements"), read from the local replica so it
 * works offline: the most recent `limit` engagements by date and time, and how many there are.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { localDb } from '@/local-db/app-db';
import { toEngagementItems, type EngagementItem } from './engagement-items';

export type EngagementsListState =
  { items: EngagementItem[]; total: number; error?: undefined } | { error: Error } | undefined;

export function useEngagementsList(limit: number): EngagementsListState {
  return useLiveQuery(async () => {
    try {
      const [total, page] = await Promise.all([
        localDb.engagements.count(),
        localDb.engagements.orderBy('engagement_date_time').reverse().limit(limit).toArray(),
      ]);
      return { items: await toEngagementItems(localDb, page), total };
    } catch (err) {
      return { error: err instanceof Error ? err : new Error(String(err)) };
    }
  }, [limit]);
}
