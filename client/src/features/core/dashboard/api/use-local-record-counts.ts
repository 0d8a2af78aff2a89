/** How many records of each Core and Flow table this tablet holds (live). */
import { useLiveQuery } from 'dexie-react-hooks';
import { localDb } from '@/local-db/app-db';

export interface LocalRecordCounts {
  contacts: number;
  engagements: number;
  followUps: number;
  flowItems: number;
}

export function useLocalRecordCounts(): LocalRecordCounts | undefined {
  return useLiveQuery(async () => {
    const [contacts, engagements, followUps, flowItems] = await Promise.all([
      localDb.contacts.count(),
      localDb.engagements.count(),
      localDb.followUps.count(),
      localDb.flowItems.count(),
    ]);
    return { contacts, engagements, followUps, flowItems };
  }, []);
}
