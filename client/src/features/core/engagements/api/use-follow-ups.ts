/**
 * Follow-ups from the local replica: one engagement's (its details dialog), all of them most
 * recent first (the All Follow-Ups dialog), and one by id (the edit and delete dialogs).
 */
import { useLiveQuery } from 'dexie-react-hooks';
import type { FollowUp } from '@rentline/sync-protocol/wire';
import { localDb } from '@/local-db/app-db';
import { byDateDesc, toFollowUpItems, type FollowUpItem } from './engagement-items';

export function useEngagementFollowUps(engagementId: string | null): FollowUpItem[] | undefined {
  return useLiveQuery(async () => {
    if (!engagementId) return [];
    const rows = await localDb.followUps.where('engagement_id').equals(engagementId).toArray();
    return toFollowUpItems(localDb, rows.sort(byDateDesc));
  }, [engagementId]);
}

export function useAllFollowUps(
  limit: number,
): { items: FollowUpItem[]; total: number } | undefined {
  return useLiveQuery(async () => {
    const [total, rows] = await Promise.all([
      localDb.followUps.count(),
      localDb.followUps.orderBy('date_time').reverse().limit(limit).toArray(),
    ]);
    return { items: await toFollowUpItems(localDb, rows.sort(byDateDesc)), total };
  }, [limit]);
}

export function useFollowUp(id: string | null): FollowUp | null | undefined {
  return useLiveQuery(async () => (id ? ((await localDb.followUps.get(id)) ?? null) : null), [id]);
}
