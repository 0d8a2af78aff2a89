/**
 * An account's contact history from the local replica (issue 22 section 2): the engagements
 * logged for the customer and their follow-ups, newest first. A live query: an outcome logged on
 * this tablet shows at once, before it is sent.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import {
  byDateDesc,
  toEngagementItems,
  toFollowUpItems,
  type EngagementItem,
  type FollowUpItem,
} from '@/features/core/engagements/api/engagement-items';
import { localDb } from '@/local-db/app-db';

export interface HistoryEntry {
  item: EngagementItem;
  followUps: FollowUpItem[];
}

const newestFirst = (a: { engagement_date_time: string }, b: { engagement_date_time: string }) =>
  b.engagement_date_time.localeCompare(a.engagement_date_time);

export function useAccountHistory(customerId: number): HistoryEntry[] | undefined {
  return useLiveQuery(async () => {
    const engagements = (
      await localDb.engagements.where('customer_id').equals(customerId).toArray()
    ).sort(newestFirst);
    const followUps = engagements.length
      ? await localDb.followUps
          .where('engagement_id')
          .anyOf(engagements.map((e) => e.id))
          .toArray()
      : [];
    const [items, followUpItems] = await Promise.all([
      toEngagementItems(localDb, engagements),
      toFollowUpItems(localDb, followUps.sort(byDateDesc)),
    ]);
    return items.map((item) => ({
      item,
      followUps: followUpItems.filter((f) => f.followUp.engagement_id === item.engagement.id),
    }));
  }, [customerId]);
}
