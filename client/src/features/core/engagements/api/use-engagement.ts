/** One engagement as the dialogs show it; `null` when it is not (or no longer) on this tablet. */
import { useLiveQuery } from 'dexie-react-hooks';
import { localDb } from '@/local-db/app-db';
import { toEngagementItems, type EngagementItem } from './engagement-items';

export function useEngagement(id: string | null): EngagementItem | null | undefined {
  return useLiveQuery(async () => {
    if (!id) return null;
    const row = await localDb.engagements.get(id);
    return row ? ((await toEngagementItems(localDb, [row]))[0] ?? null) : null;
  }, [id]);
}
