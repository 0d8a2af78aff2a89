/**
 * How many changes wait in this device's outbox, live: what the sign-in screen tells the person.
 * Read straight from the local database (not through the sync engine, which would bring zod
 * and the engine onto the sign-in screen).
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { localDb } from '@/local-db/app-db';

export function usePendingCount(): number {
  return useLiveQuery(() => localDb.outbox.count(), []) ?? 0;
}
