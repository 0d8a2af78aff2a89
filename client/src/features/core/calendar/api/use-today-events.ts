/**
 * The Today widget's events (SPEC.md section 2, "Today widget"): the signed-in employee's events
 * of the current store day, from the tablet. Live on local changes; the day itself is looked at
 * again every 5 minutes (CALENDAR_TODAY_REFETCH_MS), so the list rolls over at midnight.
 */
import { useEffect, useState } from 'react';
import { CALENDAR_TODAY_REFETCH_MS } from '@rentline/sync-protocol/rules';
import { dayKeyOf, dayRangeMs } from '@/lib/store-time';
import { useCalendarEvents, type EventsState } from './use-calendar-events';

function useTicker(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(id);
  }, [everyMs]);
  return now;
}

export function useTodayEvents(employeeId: number | null, timeZone: string): EventsState {
  const now = useTicker(CALENDAR_TODAY_REFETCH_MS);
  const { from, to } = dayRangeMs(dayKeyOf(now, timeZone), timeZone);
  const state = useCalendarEvents(from, to);
  if (!state || state.error) return state;
  return {
    events: state.events.filter((e) => employeeId !== null && e.employee_id === employeeId),
  };
}
