/**
 * How many records of each Core and Flow table this tablet holds (live). `complete` is false
 * until the first download has finished: the counts are then partial, not the store's totals.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { localDb } from '@/local-db/app-db';
import { SYNC_STATE_KEY } from '@/local-db/schema';

export interface LocalRecordCounts {
  contacts: number;
  engagements: number;
  followUps: number;
  flowItems: number;
  complete: boolean;
}

export function useLocalRecordCounts(): LocalRecordCounts | undefined {
  return useLiveQuery(async () => {
    const [contacts, engagements, followUps, flowItems, state] = await Promise.all([
      localDb.contacts.count(),
      localDb.engagements.count(),
      localDb.followUps.count(),
      localDb.flowItems.count(),
      localDb.syncState.get(SYNC_STATE_KEY),
    ]);
    return {
      contacts,
      engagements,
      followUps,
      flowItems,
      complete: state?.bootstrapped === 1,
    };
  }, []);
}
