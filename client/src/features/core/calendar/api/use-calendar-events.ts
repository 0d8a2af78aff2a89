/** Events between two instants, live: a change made on this tablet (or pulled) shows at once. */
import { useLiveQuery } from 'dexie-react-hooks';
import type { CalendarEvent } from '@rentline/sync-protocol/wire';
import { localDb } from '@/local-db/app-db';
import { loadEvents } from './load-events';

export type EventsState =
  { events: CalendarEvent[]; error?: undefined } | { error: Error } | undefined;

export function useCalendarEvents(fromMs: number, toMs: number): EventsState {
  return useLiveQuery(async () => {
    try {
      return { events: await loadEvents(localDb, fromMs, toMs) };
    } catch (err) {
      return { error: err instanceof Error ? err : new Error(String(err)) };
    }
  }, [fromMs, toMs]);
}
