/** Categories and vendors from the local replica, by name (the new-item form's choices). */
import { useLiveQuery } from 'dexie-react-hooks';
import { localDb } from '@/local-db/app-db';
import { readLookups, type FlowLookups } from './local-reads';

export function useFlowLookups(): FlowLookups | undefined {
  return useLiveQuery(() => readLookups(localDb), []);
}
